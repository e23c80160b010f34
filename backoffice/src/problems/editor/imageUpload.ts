/** What the statement image upload accepts: the backend's own list and size limit. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'webp'] as const;
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

export type ImageProblem = 'type' | 'size' | null;

/** Refused before it is sent, with the reason: the server would refuse it too, after the whole upload. */
export function imageProblem(file: { name: string; size: number }): ImageProblem {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** Markdown for an uploaded image, put where the cursor was; on a line of its own so it renders as a block. */
export function insertImage(
  text: string,
  start: number,
  end: number,
  link: string,
): { text: string; cursor: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after === '' || after.startsWith('\n') ? '' : '\n';
  const markdown = `${lead}![](${link})${trail}`;
  return { text: before + markdown + after, cursor: before.length + markdown.length };
}
