import { ApiFailure } from '../http/failure';
import { readLenient, type BodyOf } from '../http/request';
import { MINUTE, clock } from '../store/clock';
import { userByUsername, type UserRow } from './tables';
import { loginMessages } from './texts';

/** 20 failed attempts lock the username for 30 minutes (the backend keys this by username and IP). */
export const MAX_LOGIN_FAILURES = 20;
export const LOGIN_LOCK_MS = 30 * MINUTE;

/** Failed attempts counted towards a lock; shared by the sign-in and the password, e-mail and mobile changes. */
export interface FailureCount {
  count: number;
  /** Epoch ms until which the action is refused; 0 when not locked. */
  lockedUntil: number;
}

/** Failed logins per username. */
const loginFailures = new Map<string, FailureCount>();

export function resetLoginFailures(): void {
  loginFailures.clear();
}

/** A successful password reset starts the count again. */
export function forgetLoginFailures(username: string): void {
  loginFailures.delete(username);
}

function recordFailure(username: string): void {
  const now = clock.nowMs();
  const previous = loginFailures.get(username);
  // The counter lives as long as the lock: once a lock has run out, counting starts again.
  const lockRanOut = previous !== undefined && previous.lockedUntil !== 0 && previous.lockedUntil <= now;
  const entry = previous && !lockRanOut ? previous : { count: 0, lockedUntil: 0 };
  entry.count += 1;
  if (entry.count >= MAX_LOGIN_FAILURES) entry.lockedUntil = now + LOGIN_LOCK_MS;
  loginFailures.set(username, entry);
}

/**
 * The credential checks both logins share: `@NotBlank` fields (HTTP 400), the failure lock, username and
 * password (HTTP 200, body 400), and the ban (body 403).
 */
export async function verifyCredentials(request: Request): Promise<UserRow> {
  const body = await readLenient<BodyOf<'login'>>(request);
  const username = body.text('username').trim();
  const password = body.text('password');
  if (!username) throw new ApiFailure(400, loginMessages.usernameBlank, 400);
  if (!password.trim()) throw new ApiFailure(400, loginMessages.passwordBlank, 400);

  const failures = loginFailures.get(username);
  if (failures && failures.lockedUntil > clock.nowMs()) throw new ApiFailure(400, loginMessages.loginLocked);

  const user = userByUsername(username);
  if (!user || user.password !== password) {
    recordFailure(username);
    throw new ApiFailure(400, loginMessages.badCredentials);
  }
  loginFailures.delete(username);
  if (user.status !== 0) throw new ApiFailure(403, loginMessages.banned);
  return user;
}
