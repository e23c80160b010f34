/** One file of a problem's annex (the files a submission may read). */
export interface AnnexFile {
  name: string;
  content: string;
}

/**
 * The annex files of a problem, stored as JSON text `{fileName: content}`. Null, blank or unreadable text
 * gives no files (the tab is then not offered), and entries whose content is not text are left out, so a
 * malformed field hides the annex rather than breaking the statement.
 */
export function annexFiles(userExtraFile: string | null | undefined): AnnexFile[] {
  if (typeof userExtraFile !== 'string' || userExtraFile.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(userExtraFile);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return [];
  return Object.entries(parsed)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0].trim() !== '')
    .map(([name, content]) => ({ name, content }));
}

/** A link target that downloads `content` as a text file, without a request or an object URL to free. */
export function annexDownloadHref(content: string): string {
  return `data:text/plain;charset=utf-8,${encodeURIComponent(content)}`;
}
