import { isApiError, type ApiErrorKind } from './apiError';

/**
 * When asking again can help: the answer never came (network, time-out) or the server itself failed (HTTP 5xx).
 * A business refusal, a missing login or permission, a missing row, a banned discussion or a bad request answers
 * the same way the second time, so neither the request layer nor a retry button offers it.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'server' && error.transport);
}

/**
 * Whether an error panel offers a retry button: as above, and also for a server failure reported in the body
 * (HTTP 200, status 500), which is the server's own trouble and may pass; not asked again automatically, since
 * the server already answered.
 */
export function offersRetry(error: unknown): boolean {
  return isApiError(error) && kindOffersRetry(error.kind);
}

/** `offersRetry` for an error known only by its kind (the back office gets it inside react-admin's HttpError). */
export function kindOffersRetry(kind: ApiErrorKind): boolean {
  return kind === 'network' || kind === 'timeout' || kind === 'server';
}

/** A read is asked again once, quietly; after that the screen shows its error state with a retry button. */
export const QUIET_READ_RETRIES = 1;

/**
 * react-query's `retry` for queries: `failureCount` counts the failures before this one (0 on the first). A read
 * that timed out is not asked again: the reader has already waited the whole time-out, and a second one would
 * keep the page loading as long again after the time-out was reported.
 */
export function retryReadQuietly(failureCount: number, error: unknown): boolean {
  return (
    failureCount < QUIET_READ_RETRIES &&
    isRetryable(error) &&
    !(isApiError(error) && error.kind === 'timeout')
  );
}

/** The pause before the quiet retry: long enough for a blip to pass, short enough not to look hung. */
export function readRetryDelayMs(): number {
  return 1_000;
}

/** The query defaults both apps share; mutations are never retried, the user decides. */
export const queryRetryDefaults = {
  queries: { retry: retryReadQuietly, retryDelay: readRetryDelayMs },
  mutations: { retry: false },
} as const;
