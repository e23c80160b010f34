import { HOUR, clock } from '../clock';
import { table } from '../table';
import { userByUid, type UserRow } from './accounts';
import { storeMap } from '../cells';

/** The backend's defaults: a token lives 24 hours (`jwt-token-expire`) and is renewed after 12 (`-fresh-expire`). */
export const TOKEN_LIFETIME_MS = 24 * HOUR;
export const REFRESH_AFTER_MS = 12 * HOUR;

export interface TokenRow {
  token: string;
  uid: string;
  issuedAt: number;
  expiresAt: number;
}

/** Issued tokens, as the backend keeps them in Redis; by uid for logout everywhere and the last sign-in. */
export const tokens = table<TokenRow>()({
  name: 'token',
  key: (t) => t.token,
  indexes: { uid: (t) => t.uid },
});

/** A sign-in as the backend records it (`session`: uid, user agent, ip) on every login, portal or back office. */
export interface SignInRow {
  id: number;
  uid: string;
  userAgent: string | null;
  ip: string;
  at: Date;
}

export const signIns = table<SignInRow>()({
  name: 'session',
  key: (s) => s.id,
  indexes: { uid: (s) => s.uid },
});

/**
 * Per uid: until when the token needs no renewal (the backend's `shiro:token-refresh:uid:<uid>` key). A request
 * with a valid token after this moment gets a new token.
 */
const refreshDeadlines = storeMap<string, number>('token_refresh_deadlines');

export function resetSessions(seededSignIns: readonly SignInRow[] = []): void {
  tokens.fill([]);
  signIns.fill(seededSignIns);
  refreshDeadlines.clear();
}

/** Records a login with the caller's user agent; the mock's callers are all on this machine. */
export function recordSignIn(uid: string, request: Request): void {
  signIns.insert({
    id: signIns.nextId(),
    uid,
    userAgent: request.headers.get('User-Agent'),
    ip: '127.0.0.1',
    at: clock.now(),
  });
}

/** The user's sign-ins, newest first. */
export function signInsOf(uid: string): SignInRow[] {
  return signIns.where('uid', uid).sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
}

function base64url(input: string | Uint8Array): string {
  const binary = typeof input === 'string' ? input : String.fromCharCode(...input);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Issues a token shaped like the backend's HS512 JWT (`sub` = uid). The signature is random: validity is decided
 * by the store, as the backend decides it by its Redis key, so the token only has to be unguessable.
 */
export function issueToken(uid: string): string {
  const now = clock.nowMs();
  const header = base64url(JSON.stringify({ alg: 'HS512', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      sub: uid,
      iat: Math.floor(now / 1000),
      exp: Math.floor((now + TOKEN_LIFETIME_MS) / 1000),
    }),
  );
  const token = `${header}.${payload}.${base64url(crypto.getRandomValues(new Uint8Array(48)))}`;
  tokens.insert({ token, uid, issuedAt: now, expiresAt: now + TOKEN_LIFETIME_MS });
  refreshDeadlines.set(uid, now + REFRESH_AFTER_MS);
  return token;
}

/** Why a sent token is refused: unknown, expired or revoked; or its account is banned. */
export type TokenRefusal = 'expired' | 'banned';

export type TokenCheck = { ok: true; user: UserRow } | { ok: false; refusal: TokenRefusal };

/** What the JWT filter decides for a token that was sent: a known, unexpired token of an active user. */
export function checkToken(token: string): TokenCheck {
  const row = tokens.get(token);
  if (!row || row.expiresAt <= clock.nowMs()) return { ok: false, refusal: 'expired' };
  const user = userByUid(row.uid);
  if (!user) return { ok: false, refusal: 'expired' };
  if (user.status !== 0) return { ok: false, refusal: 'banned' };
  return { ok: true, user };
}

/** True when the uid's refresh window has passed, so a non-@AnonApi call must hand out a new token. */
export function needsRenewal(uid: string): boolean {
  const deadline = refreshDeadlines.get(uid);
  return deadline !== undefined && deadline <= clock.nowMs();
}

/** Logout (and an admin password reset) revoke every token of the user: multi-device logout. */
export function revokeTokens(uid: string): void {
  for (const row of tokens.where('uid', uid)) tokens.delete(row.token);
  refreshDeadlines.delete(uid);
}

/** When the user signed in, newest first. */
export function signInTimes(uid: string): number[] {
  return signInsOf(uid).map((row) => row.at.getTime());
}

/**
 * Test helper: makes the next non-@AnonApi call with this token answer with `Refresh-Token: true` and a new
 * `Authorization`, as if the refresh window (12 h) had passed. The token itself stays valid.
 */
export function expireRefreshWindow(token: string): void {
  const row = tokens.get(token);
  if (!row) throw new Error('expireRefreshWindow: unknown token');
  refreshDeadlines.set(row.uid, clock.nowMs() - 1);
}
