import { http } from 'msw';
import { db } from '../db';
import { springNotFound } from '../http/notFound';

/**
 * The backend's static resource handler: uploaded images under `/api/public/img/<name>`, served without login.
 * Not an operation of the contract (info.description documents the path), so answers are not contract-checked.
 */
export const publicFileHandlers = [
  http.get('*/api/public/img/:name', ({ params, request }) => {
    const file = db.publicImages.get(String(params.name));
    if (!file) return springNotFound(new URL(request.url).pathname);
    return new Response(file.body, {
      status: 200,
      headers: { 'Content-Type': file.contentType, 'Cache-Control': 'max-age=3600' },
    });
  }),
];
