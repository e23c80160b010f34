import { jacksonDate } from './jackson';

/** Spring Boot's own error answer for an unmapped URL or a missing static file: not a `CommonResult`. */
export function springNotFound(path: string): Response {
  const body = { timestamp: jacksonDate(new Date()), status: 404, error: 'Not Found', message: '', path };
  return new Response(JSON.stringify(body), { status: 404, headers: { 'Content-Type': 'application/json' } });
}
