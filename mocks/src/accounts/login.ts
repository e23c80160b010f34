import { signInProblem } from '@hoj/core/domain/accountRules';
import { ApiFailure } from '../http/failure';
import { readLenient, type BodyOf } from '../http/request';
import { MINUTE, clock } from '../store/clock';
import { userByUsername, type UserRow } from '../store/schema/accounts';
import { accountMessages, loginMessages } from './texts';
import { loginFailures } from '../store/schema/accountState';

/** 20 failed attempts lock the username for 30 minutes (the backend keys this by username and IP). */
export const MAX_LOGIN_FAILURES = 20;
export const LOGIN_LOCK_MS = 30 * MINUTE;

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

/** Which sign-in: the portal's (`/api/login`) or the back office's (`/api/admin/login`). */
export type LoginKind = 'general' | 'admin';

/**
 * The credential checks both logins share: `@NotBlank` fields (HTTP 400), the failure lock, username and
 * password (HTTP 200, body 400), and the ban (body 403). The portal's login follows PassportManager.login: it
 * trims both fields (Java `trim()`), then refuses a password outside 6 to 20 and a username over 20, counted in
 * UTF-16 units. The back office's login (AdminAccountManager.login) trims nothing, checks no length and words
 * its refusal differently.
 */
export async function verifyCredentials(request: Request, kind: LoginKind = 'general'): Promise<UserRow> {
  const body = await readLenient<BodyOf<'login'>>(request);
  let username = body.text('username');
  let password = body.text('password');
  if (!username.trim()) throw new ApiFailure(400, loginMessages.usernameBlank, 400);
  if (!password.trim()) throw new ApiFailure(400, loginMessages.passwordBlank, 400);
  if (kind === 'general') {
    const checked = signInProblem(username, password);
    if (checked.problem === 'required') throw new ApiFailure(400, loginMessages.fieldsBlank);
    if (checked.problem === 'passwordLength') throw new ApiFailure(400, accountMessages.passwordLength);
    if (checked.problem === 'usernameTooLong') throw new ApiFailure(400, accountMessages.usernameTooLong);
    ({ username, password } = checked);
  }
  const badCredentials =
    kind === 'general' ? loginMessages.badCredentials : loginMessages.adminBadCredentials;

  const failures = loginFailures.get(username);
  if (failures && failures.lockedUntil > clock.nowMs()) throw new ApiFailure(400, loginMessages.loginLocked);

  // The username is looked up by the table's collation (without case); the password compared exactly.
  const user = userByUsername(username);
  if (!user) throw new ApiFailure(400, badCredentials);
  // Only a wrong password for an existing account counts towards the lock, as in both backend logins.
  if (user.password !== password) {
    recordFailure(username);
    throw new ApiFailure(400, badCredentials);
  }
  loginFailures.delete(username);
  if (user.status !== 0) throw new ApiFailure(403, loginMessages.banned);
  return user;
}
