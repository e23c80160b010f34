import type { CoreMessageKey } from '../i18n/messages';
import { coreText } from '../i18n/messages';
import { localizeServerMessage } from '../i18n/serverMessages';
import { ApiError, kindForBodyStatus, kindForHttpStatus, type ApiErrorKind } from './apiError';
import { getHttpConfig } from './config';

/** Who made the call: what every ApiError of it carries. */
export interface CallContext {
  url: string;
  admin: boolean;
}

const CATALOGUE: Record<ApiErrorKind, CoreMessageKey> = {
  business: 'error.business',
  unauthorized: 'error.unauthorized',
  forbidden: 'error.forbidden',
  notFound: 'error.notFound',
  server: 'error.server',
  // HTTP 400 has no catalogue text of its own: like any other HTTP error it shows the server's message,
  // else the server-error text.
  badRequest: 'error.server',
  timeout: 'error.timeout',
  network: 'error.network',
  invalidFile: 'error.invalidFile',
};

/** The localised catalogue text for a kind of failure, in the configured locale. */
export function catalogueText(kind: ApiErrorKind): string {
  return coreText(getHttpConfig().locale(), CATALOGUE[kind]);
}

/** The server's message in the reader's language where it is a known one (see serverMessages.ts). */
function shown(msg: string): string {
  return localizeServerMessage(msg, getHttpConfig().locale());
}

/** HTTP 200 whose body status is not 200: the server's message, else the catalogue text. */
export function bodyError(ctx: CallContext, httpStatus: number, status: number | null, msg: string | null) {
  const kind = kindForBodyStatus(status);
  return new ApiError({
    ...ctx,
    kind,
    msg: msg === null ? catalogueText(kind) : shown(msg),
    serverMsg: msg,
    httpStatus,
    status,
    transport: false,
  });
}

/** An HTTP error status. 404 always shows the catalogue text; others show the server's message first. */
export function httpError(ctx: CallContext, httpStatus: number, status: number | null, msg: string | null) {
  const kind = kindForHttpStatus(httpStatus);
  return new ApiError({
    ...ctx,
    kind,
    msg: kind === 'notFound' || msg === null ? catalogueText(kind) : shown(msg),
    serverMsg: msg,
    httpStatus,
    status,
    transport: true,
  });
}

/** No usable answer: timeout, network failure, a JSON download that does not parse. */
export function transportError(
  ctx: CallContext,
  kind: 'timeout' | 'network' | 'invalidFile',
  httpStatus: number | null = null,
  cause?: unknown,
) {
  return new ApiError({
    ...ctx,
    kind,
    msg: catalogueText(kind),
    httpStatus,
    status: null,
    transport: kind !== 'invalidFile' || (httpStatus !== null && (httpStatus < 200 || httpStatus > 299)),
    cause,
  });
}
