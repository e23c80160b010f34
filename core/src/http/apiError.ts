/**
 * What went wrong with a call, in the categories that pick the user-facing error text and the app's reaction.
 * - business: HTTP 200 with body status 400 (or another non-200 body status not listed below)
 * - unauthorized / forbidden: body or HTTP 401 / 403
 * - notFound: body 404 or HTTP 404
 * - server: body or HTTP 500 and any other HTTP error
 * - badRequest: HTTP 400 (validation and binding errors, errors before a file stream)
 * - timeout, network: no answer in time / no answer at all
 * - invalidFile: a download answered with JSON that cannot be parsed
 */
export type ApiErrorKind =
  | 'business'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'server'
  | 'badRequest'
  | 'timeout'
  | 'network'
  | 'invalidFile';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  msg: string;
  /** The server's own message, untranslated; null or absent when it sent none. */
  serverMsg?: string | null;
  url: string;
  admin: boolean;
  httpStatus: number | null;
  status: number | null;
  transport: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  /** HTTP status of the response; null when there was none (timeout, network). */
  readonly httpStatus: number | null;
  /** Body status of the envelope, when the response carried one. */
  readonly status: number | null;
  /**
   * What the user is shown: the server's message (in English for en-US readers where it is a known one), else
   * the localised catalogue text.
   */
  readonly msg: string;
  /** The server's message as it came (for logs and for parsing a known format); null when it sent none. */
  readonly serverMsg: string | null;
  readonly kind: ApiErrorKind;
  readonly url: string;
  /** The call carried `Url-Type: admin`. */
  readonly admin: boolean;
  /** The HTTP status itself was an error (as opposed to HTTP 200 with an error body status). */
  readonly transport: boolean;

  constructor(init: ApiErrorInit) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.msg = init.msg;
    this.serverMsg = init.serverMsg ?? null;
    this.url = init.url;
    this.admin = init.admin;
    this.httpStatus = init.httpStatus;
    this.status = init.status;
    this.transport = init.transport;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Kind of an error the server reported in the body of an HTTP 200 (or a JSON download). */
export function kindForBodyStatus(status: number | null): ApiErrorKind {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 500:
      return 'server';
    default:
      return 'business';
  }
}

/** Kind of an HTTP error status. */
export function kindForHttpStatus(httpStatus: number): ApiErrorKind {
  switch (httpStatus) {
    case 400:
      return 'badRequest';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    default:
      return 'server';
  }
}
