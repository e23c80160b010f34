import { storeMap, storeRecord } from '../cells';

/** A static file under `/api/public/img/`. */
export interface PublicFile {
  contentType: string;
  /** Text for seeded SVGs, bytes for uploads (avatars, carousel images). */
  body: string | Uint8Array<ArrayBuffer>;
}

export const PUBLIC_IMG_PREFIX = '/api/public/img/';

/** Uploaded and seeded images by file name, as the backend keeps them on disk. */
export const publicFiles = storeMap<string, PublicFile>('public_files');

/** Stores an image and returns the URL it is served under. */
export function storePublicFile(name: string, file: PublicFile): string {
  publicFiles.set(name, file);
  return `${PUBLIC_IMG_PREFIX}${name}`;
}

/** Removes the file a public URL points at. */
export function deletePublicFile(url: string): void {
  if (url.startsWith(PUBLIC_IMG_PREFIX)) publicFiles.delete(url.slice(PUBLIC_IMG_PREFIX.length));
}

export interface StoredImage {
  id: number;
  link: string;
  uid: string;
  gid: number | null;
}

/** Uploaded markdown images by file id, as the backend's `file` table keeps them. */
export const markdownImages = storeMap<number, StoredImage>('markdown_images');
export const markdownImageIds = storeRecord('markdown_image_ids', { next: 1 });

/** Where the backend serves files a statement links to that are not pictures (HOJ's `FILE_API`). */
export const PUBLIC_FILE_PREFIX = '/api/public/file/';

/** Files that imported statements link to, by their stored name, as the backend keeps them on disk. */
/** A file a statement links to (an imported package's attachment). */
export interface StatementFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export const statementFiles = storeMap<string, StatementFile>('statement_files');

/** Stores a file a statement links to and returns the URL it is served under. */
export function storeStatementFile(file: StatementFile): string {
  statementFiles.set(file.name, file);
  return `${PUBLIC_FILE_PREFIX}${file.name}`;
}

export function clearStatementFiles(): void {
  statementFiles.clear();
}
