import { imageTypeOf, type ImageType } from '@hoj/core/parse/imageType';

/** What the statement image upload accepts: the backend's own list and size limit. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'webp'] as const;
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

/** The picture types a browser shows for those extensions, read from the bytes. */
const SHOWN_TYPES: readonly ImageType[] = ['png', 'jpeg', 'gif', 'webp'];

/** `content`: the name says image, the bytes do not (a text file renamed `fake.png`). */
export type ImageProblem = 'type' | 'size' | 'content' | null;

/** Enough of the start of a file for every signature `imageTypeOf` knows. */
const SIGNATURE_BYTES = 32;

/**
 * Refused before it is sent, with the reason: the extension and size the server checks, then the first bytes,
 * which the server does not look at, so a renamed text file would otherwise become a broken picture.
 */
export async function imageProblem(file: Blob & { name: string }): Promise<ImageProblem> {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  const type = imageTypeOf(head);
  return type && SHOWN_TYPES.includes(type) ? null : 'content';
}

/** The file name without its extension: a first guess at the alt text the admin is asked for. */
export function altTextGuess(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).replace(/[-_]+/g, ' ').trim();
}

/** Alt text inside `![…]`: brackets and backslashes escaped, line breaks (which end the image) made spaces. */
function markdownAlt(alt: string): string {
  return alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (char) => `\\${char}`);
}

/** Markdown for an uploaded image, put where the cursor was; on a line of its own so it renders as a block. */
export function insertImage(
  text: string,
  start: number,
  end: number,
  link: string,
  alt = '',
): { text: string; cursor: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after === '' || after.startsWith('\n') ? '' : '\n';
  const markdown = `${lead}![${markdownAlt(alt)}](${link})${trail}`;
  return { text: before + markdown + after, cursor: before.length + markdown.length };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text without any image pointing at `link` (and without the line it stood on alone). */
export function removeImage(text: string, link: string): string {
  const image = `!\\[(?:\\\\.|[^\\]\\\\])*\\]\\(${escapeRegExp(link)}\\)`;
  return text
    .replace(new RegExp(`(^|\\n)${image}\\n`, 'g'), '$1')
    .replace(new RegExp(`(^|\\n)${image}$`), '')
    .replace(new RegExp(image, 'g'), '');
}
