import { HOUR, clock } from '../clock';
import { db, userByUid } from '../db';
import { messages } from '../messages';
import type { UserRow } from '../model';

/** The backend's defaults: `jwt-token-expire` 86400 s and `jwt-token-fresh-expire` 43200 s (envelope.md §3). */
export const TOKEN_LIFETIME_MS = 24 * HOUR;
export const REFRESH_AFTER_MS = 12 * HOUR;

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
  db.tokens.set(token, { uid, issuedAt: now, expiresAt: now + TOKEN_LIFETIME_MS });
  db.refreshDeadlines.set(uid, now + REFRESH_AFTER_MS);
  return token;
}

export type TokenCheck = { ok: true; user: UserRow } | { ok: false; msg: string };

/** What the JWT filter decides for a token that was sent: a known, unexpired token of an active user. */
export function checkToken(token: string): TokenCheck {
  const row = db.tokens.get(token);
  if (!row || row.expiresAt <= clock.nowMs()) return { ok: false, msg: messages.tokenExpired };
  const user = userByUid(row.uid);
  if (!user) return { ok: false, msg: messages.tokenExpired };
  if (user.status !== 0) return { ok: false, msg: messages.banned };
  return { ok: true, user };
}

/** True when the uid's refresh window has passed, so a non-@AnonApi call must hand out a new token. */
export function needsRenewal(uid: string): boolean {
  const deadline = db.refreshDeadlines.get(uid);
  return deadline !== undefined && deadline <= clock.nowMs();
}

/** Logout (and an admin password reset) revoke every token of the user: multi-device logout. */
export function revokeTokens(uid: string): void {
  for (const [token, row] of db.tokens) if (row.uid === uid) db.tokens.delete(token);
  db.refreshDeadlines.delete(uid);
}

/**
 * Test helper: makes the next non-@AnonApi call with this token answer with `Refresh-Token: true` and a new
 * `Authorization`, as if the refresh window (12 h) had passed. The token itself stays valid.
 */
export function expireRefreshWindow(token: string): void {
  const row = db.tokens.get(token);
  if (!row) throw new Error('expireRefreshWindow: unknown token');
  db.refreshDeadlines.set(row.uid, clock.nowMs() - 1);
}
