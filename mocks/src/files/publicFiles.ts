import { http } from 'msw';
import { springNotFound } from '../http/notFound';
import { storeMap } from '../store/cells';

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

/**
 * The backend's static resource handler: uploaded images under `/api/public/img/<name>`, served without login.
 * Not an operation of the contract (its description documents the path), so answers are not contract-checked.
 */
export const publicFileHandlers = [
  http.get('*/api/public/img/:name', ({ params, request }) => {
    const file = publicFiles.get(String(params.name));
    if (!file) return springNotFound(new URL(request.url).pathname);
    return new Response(file.body, {
      status: 200,
      headers: { 'Content-Type': file.contentType, 'Cache-Control': 'max-age=3600' },
    });
  }),
];
