import { session } from '../session/session';
import { serverClock } from '../time/serverClock';
import type { ApiError } from './apiError';
import { transportError, type CallContext } from './errors';
import { isAdminUrl, isLoginUrl, resolveUrl } from './urlType';

/** RequestInit plus the two knobs of the request layer. */
export interface HojRequestInit extends RequestInit {
  /** Overrides the 90 s timeout (300 s for downloads). */
  timeoutMs?: number;
  /** No onError hook (no toast) for this call; 401/403 handling still happens. */
  silent?: boolean;
}

export interface Call extends CallContext {
  login: boolean;
  silent: boolean;
  /** The session's token the call carried, set with its headers (a caller's own Authorization is not one). */
  sentToken?: string;
}

/**
 * Whether the session has moved on since the call left: it carried a token that is no longer the session's (a
 * logout, or another account's login, while it was on its way). What the server says about that token (a 401, a
 * renewal) concerns a session that has already ended.
 */
export function sentWithEndedSession(call: Call): boolean {
  return call.sentToken !== undefined && call.sentToken !== session.get().token;
}

export type Exchange<B> =
  { ok: true; call: Call; response: Response; body: B } | { ok: false; call: Call; error: ApiError };

type Extras = Pick<HojRequestInit, 'timeoutMs' | 'silent'>;

/** openapi-fetch copies unknown init keys onto its Request, so the knobs may arrive on either. */
function extrasOf(input: Request | string | URL, init: HojRequestInit | undefined): Extras {
  const carried = input instanceof Request ? (input as Request & Extras) : undefined;
  return {
    timeoutMs: init?.timeoutMs ?? carried?.timeoutMs,
    silent: init?.silent ?? carried?.silent,
  };
}

/**
 * Store a renewed token: `Refresh-Token: true` with a new `Authorization` (on successes and on errors),
 * and the `Authorization` a login answers with. `header` reads the answer's headers, whatever carried it.
 */
export function renewToken(call: Call, ok: boolean, header: (name: string) => string | null): void {
  const token = header('Authorization');
  if (!token) return;
  const refresh = header('Refresh-Token')?.trim().toLowerCase() === 'true';
  // A renewal of a token the session no longer holds must not bring the ended session back.
  if (refresh && sentWithEndedSession(call)) return;
  if (refresh || (call.login && ok)) session.setToken(token);
}

/**
 * The HOJ headers of a call: `Url-Type` by URL, and the raw token except on the logins (a caller's own
 * `Authorization` is kept). `headers` is the request's, whatever will send it (fetch or an upload's XHR).
 */
export function applyHojHeaders(call: Call, headers: Headers): void {
  headers.set('Url-Type', call.admin ? 'admin' : 'general');
  if (call.login) {
    headers.delete('Authorization');
  } else {
    const token = session.get().token;
    if (token && !headers.has('Authorization')) {
      headers.set('Authorization', token);
      call.sentToken = token;
    }
  }
}

/**
 * Every answer's `Date` header sets the server clock, so contest states follow the server whatever the PC's
 * clock says. An answer a cache kept (`Age`) was stamped earlier than this exchange and says nothing of now.
 */
function noteServerTime(response: Response, sentAtMs: number, receivedAtMs: number): void {
  if (response.headers.has('Age')) return;
  serverClock.observeDateHeader(response.headers.get('Date'), sentAtMs, receivedAtMs);
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * One HTTP exchange with the HOJ headers: the raw token except on the logins, `Url-Type` by URL, a
 * timeout that covers the body too, token renewal. `readBody` runs inside the timeout. Timeouts and
 * network failures come back as `ok: false`; an abort by the caller's own signal rejects with its reason.
 */
export async function exchange<B>(
  input: Request | string | URL,
  init: HojRequestInit | undefined,
  defaultTimeoutMs: number,
  readBody: (response: Response) => Promise<B>,
): Promise<Exchange<B>> {
  const extras = extrasOf(input, init);
  const url = input instanceof Request ? input.url : resolveUrl(input instanceof URL ? input.href : input);
  const base = input instanceof Request ? new Request(input, init) : new Request(url, init);
  const call: Call = {
    url,
    admin: isAdminUrl(url),
    login: isLoginUrl(url),
    silent: extras.silent ?? false,
  };

  const headers = new Headers(base.headers);
  applyHojHeaders(call, headers);

  const callerSignal = base.signal;
  if (callerSignal.aborted) throw abortReason(callerSignal);
  const controller = new AbortController();
  const onCallerAbort = (): void => controller.abort(abortReason(callerSignal));
  callerSignal.addEventListener('abort', onCallerAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out.', 'TimeoutError'));
  }, extras.timeoutMs ?? defaultTimeoutMs);

  try {
    const sentAtMs = Date.now();
    const response = await fetch(new Request(base, { headers, signal: controller.signal }));
    noteServerTime(response, sentAtMs, Date.now());
    renewToken(call, response.ok, (name) => response.headers.get(name));
    const body = await readBody(response);
    return { ok: true, call, response, body };
  } catch (error) {
    if (timedOut) return { ok: false, call, error: transportError(call, 'timeout', null, error) };
    if (callerSignal.aborted) throw abortReason(callerSignal);
    return { ok: false, call, error: transportError(call, 'network', null, error) };
  } finally {
    clearTimeout(timer);
    callerSignal.removeEventListener('abort', onCallerAbort);
  }
}
