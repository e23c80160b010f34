/** The raster image types a judge's statements and packages carry, named by their usual file extension. */
export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type the bytes themselves say, or null. A file's name can lie (a text file renamed `fake.png` is not
 * a picture), so an upload or a package's picture is judged by its first bytes; SVG is text that can carry
 * script and is never recognised here.
 */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 26) return 'bmp';
  return null;
}

/** The MIME type to serve an image of this type with. */
export const imageMimeType = (type: ImageType): string => `image/${type}`;
