/** What a page saved: the names its download links offered and the files' contents, in order. */
export interface Downloads {
  names: string[];
  blobs: Blob[];
}

/**
 * jsdom has no object URLs and does not follow a download link, so a page's saved files are caught here
 * instead. Call it at the top level of a test file; the lists start empty in every test.
 */
export function captureDownloads(): Downloads {
  const saved: Downloads = { names: [], blobs: [] };
  let click: jest.SpyInstance | undefined;
  beforeEach(() => {
    Object.defineProperty(URL, 'createObjectURL', {
      value: (blob: Blob) => {
        saved.blobs.push(blob);
        return `blob:http://localhost/${saved.blobs.length}`;
      },
      configurable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.names.push(this.download);
    });
  });
  afterEach(() => {
    click?.mockRestore();
    saved.names.length = 0;
    saved.blobs.length = 0;
  });
  return saved;
}
