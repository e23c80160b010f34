import { http } from 'msw';
import { springNotFound } from '../http/notFound';
import { statementFiles } from '../store/schema/files';

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
