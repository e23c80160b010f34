import { HttpError } from 'react-admin';
import { isApiError, type ApiError } from '@hoj/core/http/apiError';

/** What react-admin gets in `HttpError.body` for a failed HOJ call. */
export interface HojErrorBody {
  kind: ApiError['kind'];
  httpStatus: number | null;
  status: number | null;
  url: string;
  transport: boolean;
}

/**
 * The status react-admin's checkError sees: the HTTP status when the transport failed, else the envelope's body
 * status (HOJ answers most business errors, including 401/403, as HTTP 200 with the status in the body).
 */
export function effectiveStatus(error: ApiError): number {
  return (error.transport ? error.httpStatus : error.status) ?? error.httpStatus ?? 0;
}

const isAbort = (error: unknown): error is Error =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

/**
 * Core's ApiError as react-admin's HttpError, so react-admin's own 401/403 handling applies.
 * A cancelled query stays an AbortError, as this realm's DOMException: react-admin only stays quiet about
 * aborts that pass `instanceof DOMException`, and a signal's reason may come from another realm.
 */
export function toHttpError(error: unknown): unknown {
  if (isAbort(error))
    return error instanceof DOMException ? error : new DOMException(error.message, 'AbortError');
  if (!isApiError(error)) return error;
  const body: HojErrorBody = {
    kind: error.kind,
    httpStatus: error.httpStatus,
    status: error.status,
    url: error.url,
    transport: error.transport,
  };
  return new HttpError(error.msg, effectiveStatus(error), body);
}

/** The status of anything a provider may have thrown: HttpError, ApiError or a plain `{status}` object. */
export function statusOf(error: unknown): number | null {
  if (isApiError(error)) return effectiveStatus(error);
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}
