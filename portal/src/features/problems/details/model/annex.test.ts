import { annexDownloadHref, annexFiles } from './annex';

describe('problem annex', () => {
  it('reads the JSON map of file names to contents', () => {
    expect(annexFiles('{"data.txt":"1 2\\n","empty.in":""}')).toEqual([
      { name: 'data.txt', content: '1 2\n' },
      { name: 'empty.in', content: '' },
    ]);
  });

  it('has no files for null, blank, unreadable or wrongly shaped text', () => {
    for (const value of [null, undefined, '', '  ', '{', '[]', '"x"', 'null', '{}'])
      expect({ value, files: annexFiles(value) }).toEqual({ value, files: [] });
  });

  it('leaves out entries whose content is not text', () => {
    expect(annexFiles('{"a.txt":"ok","b.txt":3,"c.txt":null}')).toEqual([{ name: 'a.txt', content: 'ok' }]);
  });

  it('downloads the content as it is', () => {
    const href = annexDownloadHref('a b\n#1');
    expect(href.startsWith('data:text/plain;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe('a b\n#1');
  });
});
