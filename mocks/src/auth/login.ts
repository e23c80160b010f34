import { MINUTE, clock } from '../clock';
import { db, userByUsername } from '../db';
import { ApiFailure } from '../http/failure';
import { readJson } from '../http/operation';
import { messages } from '../messages';
import type { UserRow } from '../model';

/** 20 failed attempts lock the username for 30 minutes (the backend keys this by username and IP). */
export const MAX_LOGIN_FAILURES = 20;
export const LOGIN_LOCK_MS = 30 * MINUTE;

function field(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

function recordFailure(username: string): void {
  const now = clock.nowMs();
  const previous = db.loginFailures.get(username);
  // The counter lives as long as the lock: once a lock has run out, counting starts again.
  const lockRanOut = previous !== undefined && previous.lockedUntil !== 0 && previous.lockedUntil <= now;
  const entry = previous && !lockRanOut ? previous : { count: 0, lockedUntil: 0 };
  entry.count += 1;
  if (entry.count >= MAX_LOGIN_FAILURES) entry.lockedUntil = now + LOGIN_LOCK_MS;
  db.loginFailures.set(username, entry);
}

/**
 * The credential checks both logins share: `@NotBlank` fields (HTTP 400), the failure lock, username and
 * password (HTTP 200, body 400), and the ban (body 403).
 */
export async function verifyCredentials(request: Request): Promise<UserRow> {
  const body = await readJson(request);
  const username = field(body, 'username').trim();
  const password = field(body, 'password');
  if (!username) throw new ApiFailure(400, messages.usernameBlank, 400);
  if (!password.trim()) throw new ApiFailure(400, messages.passwordBlank, 400);

  const failures = db.loginFailures.get(username);
  if (failures && failures.lockedUntil > clock.nowMs()) throw new ApiFailure(400, messages.loginLocked);

  const user = userByUsername(username);
  if (!user || user.password !== password) {
    recordFailure(username);
    throw new ApiFailure(400, messages.badCredentials);
  }
  db.loginFailures.delete(username);
  if (user.status !== 0) throw new ApiFailure(403, messages.banned);
  return user;
}
