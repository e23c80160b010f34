import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { mswPath, operations } from '../contract/spec';
import { emptyAnswer } from './emptyAnswer';
import { quietHandler } from '../contract/handler';

/** Operations answered by a fallback since the last `takeFallbackHits()`: a screen fed by one is unfinished. */
const hits: string[] = [];

export function recordFallbackHit(operationId: string): void {
  if (!hits.includes(operationId)) hits.push(operationId);
}

export function takeFallbackHits(): string[] {
  return hits.splice(0, hits.length);
}

/**
 * Every JSON operation no domain implements yet answers the emptiest result its contract allows (an empty page,
 * an empty map, null where null is allowed): valid for any client, and never invented data on a screen.
 */
export const emptyJsonHandlers: HttpHandler[] = operations
  .filter((op) => op.successMediaTypes.includes('application/json') && op.successSchema !== undefined)
  .map((op) =>
    quietHandler(op.method, mswPath(op), () => {
      recordFallbackHit(op.id);
      return HttpResponse.json(emptyAnswer(op.successSchema));
    }),
  );
