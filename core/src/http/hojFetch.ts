import { RoleKey } from '@generated/model/index';
import { localizeServerMessage, prepareServerMessages } from '../i18n/serverMessages';
import { session } from '../session/session';
import { ApiError } from './apiError';
import { getHttpConfig, READ_TIMEOUT_MS, REQUEST_TIMEOUT_MS, type HttpHooks } from './config';
import {
  bodyStatus,
  envelopeData,
  isJsonContentType,
  parseJson,
  serverMsg,
  SUCCESS_STATUS,
} from './envelope';
import { bodyError, catalogueText, httpError } from './errors';
import { exchange, sentWithEndedSession, type Call, type HojRequestInit } from './transport';
import { AUTH_INFO_PATH, isAuthInfoUrl } from './urlType';

export type { HojRequestInit } from './transport';

/** Envelopes hojFetch already parsed, so the mutator and openapi-fetch readers need not parse twice. */
const parsedBodies = new WeakMap<Response, unknown>();

type Body = { type: 'text'; text: string } | { type: 'blob'; blob: Blob };

/** Envelopes (declared JSON, or no content type at all) are read as text, anything else as a blob. */
async function readBody(response: Response): Promise<Body> {
  const contentType = response.headers.get('Content-Type');
  if (contentType === null || isJsonContentType(contentType)) {
    return { type: 'text', text: await response.text() };
  }
  return { type: 'blob', blob: await response.blob() };
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The same answer with the body already read (the timeout covered reading it). */
function rebuild(response: Response, body: BodyInit | null): Response {
  const rebuilt = new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  // A text body gets `text/plain` from the Response constructor; an answer without a content type keeps none
  // (readers take such an answer for an envelope, not for a file).
  if (!response.headers.has('Content-Type')) rebuilt.headers.delete('Content-Type');
  return rebuilt;
}

function callHook(name: keyof HttpHooks, error: ApiError): void {
  const hooks = getHttpConfig().hooks;
  try {
    hooks[name]?.call(hooks, error);
  } catch (hookError) {
    // A broken hook must not turn one failure into another.
    console.warn(`[hoj] HTTP hook ${name} failed`, hookError);
  }
}

let rolesInFlight: Promise<void> | null = null;

async function loadRoles(silent: boolean): Promise<void> {
  try {
    const response = await hojFetch(AUTH_INFO_PATH, { method: 'GET', silent });
    const data = envelopeData(parsedBodies.get(response)) as { roles?: unknown } | null | undefined;
    if (!Array.isArray(data?.roles)) return;
    const known = new Set<string>(Object.values(RoleKey));
    session.setRoles(
      data.roles.filter((role): role is RoleKey => typeof role === 'string' && known.has(role)),
    );
  } catch {
    // Whoever asked for the refresh (a 403, the app on load) has its own error to show.
  }
}

/**
 * Re-read the caller's roles from /api/get-user-auth-info into the session (after an HTTP 403, and for apps on
 * load). Never rejects. Silent by default (the 403 path has its own message); apps pass `silent: false` on
 * load so an expired session's message is shown. Visitors have no roles to refresh; concurrent calls share
 * one request.
 */
export function refreshRoles({ silent = true }: { silent?: boolean } = {}): Promise<void> {
  if (!session.get().token) return Promise.resolve();
  rolesInFlight ??= loadRoles(silent).finally(() => {
    rolesInFlight = null;
  });
  return rolesInFlight;
}

/**
 * The failure with the server's message in the reader's language. The English table of server messages is
 * fetched on demand: a failure that comes before it has arrived (the first page's first call) waits for it,
 * rather than showing the server's Chinese to an English reader once and English after.
 */
async function inReadersLanguage(error: ApiError): Promise<ApiError> {
  if (error.serverMsg === null || error.msg !== error.serverMsg) return error;
  const locale = getHttpConfig().locale();
  await prepareServerMessages(locale);
  const msg = localizeServerMessage(error.serverMsg, locale);
  if (msg === error.msg) return error;
  const { kind, serverMsg, url, admin, httpStatus, status, transport, cause } = error;
  return new ApiError({ kind, msg, serverMsg, url, admin, httpStatus, status, transport, cause });
}

/**
 * The shared reactions to a failed call, then the rejection: HTTP 401 clears the session and calls
 * onUnauthorized; HTTP 403 refreshes the roles and calls onForbidden; every failure calls onError unless
 * silent.
 */
export async function reportFailure(call: Call, failure: ApiError): Promise<never> {
  const error = await inReadersLanguage(failure);
  // A refusal of a session that has already ended (a logout while the call was on its way) is the caller's
  // only: clearing the session again or asking the reader to log in would answer a question nobody asks now.
  if (sentWithEndedSession(call)) throw error;
  if (error.transport && error.httpStatus === 401) {
    session.clear();
    callHook('onUnauthorized', error);
  } else if (error.transport && error.httpStatus === 403 && !isAuthInfoUrl(call.url)) {
    await refreshRoles();
    callHook('onForbidden', error);
  }
  if (!call.silent) callHook('onError', error);
  throw error;
}

function defaultTimeoutFor(input: Request | string | URL, init: HojRequestInit | undefined): number {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  return method === 'GET' || method === 'HEAD' ? READ_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

/**
 * fetch for HOJ: resolves with the Response (body intact, still the envelope) when the call succeeded,
 * rejects with an ApiError otherwise. Non-JSON answers (files) pass through untouched.
 */
export async function hojFetch(input: Request | string | URL, init?: HojRequestInit): Promise<Response> {
  const result = await exchange(input, init, defaultTimeoutFor(input, init), readBody);
  if (!result.ok) return reportFailure(result.call, result.error);
  const { call, response, body } = result;

  if (body.type === 'blob') {
    if (!response.ok) return reportFailure(call, httpError(call, response.status, null, null));
    return rebuild(response, body.blob);
  }

  const declaredJson = isJsonContentType(response.headers.get('Content-Type'));
  const parsed = body.text.trim() === '' ? null : parseJson(body.text);
  const envelope = parsed?.ok ? parsed.value : undefined;
  const status = bodyStatus(envelope);

  if (!response.ok) {
    return reportFailure(call, httpError(call, response.status, status ?? null, serverMsg(envelope)));
  }
  if (parsed && !parsed.ok && declaredJson) {
    return reportFailure(
      call,
      new ApiError({
        ...call,
        kind: 'server',
        msg: catalogueText('server'),
        httpStatus: response.status,
        status: null,
        transport: false,
      }),
    );
  }
  if (status !== undefined && status !== SUCCESS_STATUS) {
    return reportFailure(call, bodyError(call, response.status, status, serverMsg(envelope)));
  }

  const rebuilt = rebuild(response, body.text);
  if (parsed?.ok) parsedBodies.set(rebuilt, envelope);
  return rebuilt;
}

/**
 * The parsed body of a hojFetch response (null when empty); reads it when hojFetch did not parse it.
 * Non-JSON bodies come back as a Blob.
 */
export async function readResponseBody(response: Response): Promise<unknown> {
  if (parsedBodies.has(response)) return parsedBodies.get(response);
  const contentType = response.headers.get('Content-Type');
  if (contentType !== null && !isJsonContentType(contentType)) return response.blob();
  const text = await response.text();
  if (text.trim() === '') return null;
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : text;
}

/** hojFetch with fixed knobs, for openapi-fetch's per-call `fetch` option: `api.GET(path, { fetch: fetchWith({ silent: true }) })`. */
export function fetchWith(extras: Pick<HojRequestInit, 'timeoutMs' | 'silent'>) {
  return (input: Request | string | URL, init?: HojRequestInit): Promise<Response> =>
    hojFetch(input, { ...init, ...extras });
}
