import { http } from 'msw';
import { springNotFound } from '../http/notFound';
import { publicFiles } from '../store/schema/files';

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
