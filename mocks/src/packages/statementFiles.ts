import { http } from 'msw';
import { springNotFound } from '../http/notFound';
import type { ImportedImage } from './importedProblem';
import { storeMap } from '../store/cells';

/** Where the backend serves files a statement links to that are not pictures (HOJ's `FILE_API`). */
export const PUBLIC_FILE_PREFIX = '/api/public/file/';

/** Files that imported statements link to, by their stored name, as the backend keeps them on disk. */
export const statementFiles = storeMap<string, ImportedImage>('statement_files');

/** Stores a file a statement links to and returns the URL it is served under. */
export function storeStatementFile(file: ImportedImage): string {
  statementFiles.set(file.name, file);
  return `${PUBLIC_FILE_PREFIX}${file.name}`;
}

export function clearStatementFiles(): void {
  statementFiles.clear();
}

/**
 * The backend's static handler for `/api/public/file/<name>`, served without login like the pictures. Not an
 * operation of the contract (its description documents the path), so answers are not contract-checked.
 */
export const statementFileHandlers = [
  http.get('*/api/public/file/:name', ({ params, request }) => {
    const file = statementFiles.get(String(params.name));
    if (!file) return springNotFound(new URL(request.url).pathname);
    return new Response(new Uint8Array(file.bytes), {
      status: 200,
      headers: { 'Content-Type': file.contentType, 'Cache-Control': 'max-age=3600' },
    });
  }),
];
