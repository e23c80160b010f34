import type { DataOf } from '../http/operation';
import { MINUTE, clock } from '../store/clock';
import type { FailureCount } from '../store/schema/accountState';
import type { UserRow } from '../store/schema/accounts';

/** The answer of a password, e-mail or mobile change: a code of its own inside a successful envelope. */
export type ChangeOutcome = DataOf<'changePassword'>;

/** The fifth wrong current password locks the change for 30 minutes (the backend's AccountManager). */
export const CHANGE_MAX_FAILURES = 5;
export const CHANGE_LOCK_MS = 30 * MINUTE;

export interface ChangeLockTexts {
  wrong: (count: number, left: number) => string;
  locked: string;
}

/**
 * The lock a change of password, e-mail or mobile number shares: wrong current passwords are counted per user,
 * the fifth locks the change for 30 minutes, and a lock that ran out starts the count again.
 */
export class ChangeLock {
  readonly #failures: Map<string, FailureCount>;

  /** `failures`: the store's counts, so a reset of the store forgets them. */
  constructor(
    failures: Map<string, FailureCount>,
    private readonly texts: ChangeLockTexts,
  ) {
    this.#failures = failures;
  }

  reset(): void {
    this.#failures.clear();
  }

  /** The refusal while the user is locked out, else null. */
  locked(uid: string): ChangeOutcome | null {
    const previous = this.#failures.get(uid);
    return previous && previous.lockedUntil > clock.nowMs()
      ? { code: 403, msg: this.texts.locked, userInfo: null }
      : null;
  }

  /** Counts a wrong password and answers it (the fifth one with the lock). */
  wrongPassword(uid: string): ChangeOutcome {
    const now = clock.nowMs();
    const previous = this.#failures.get(uid);
    const count = (previous && previous.lockedUntil === 0 ? previous.count : 0) + 1;
    const locked = count >= CHANGE_MAX_FAILURES;
    this.#failures.set(uid, { count, lockedUntil: locked ? now + CHANGE_LOCK_MS : 0 });
    return locked
      ? { code: 403, msg: this.texts.locked, userInfo: null }
      : { code: 400, msg: this.texts.wrong(count, CHANGE_MAX_FAILURES - count), userInfo: null };
  }

  clear(uid: string): void {
    this.#failures.delete(uid);
  }

  /** The lock, then the password: the refusal to answer, or null when the password is right. */
  check(user: UserRow, password: string): ChangeOutcome | null {
    const locked = this.locked(user.uid);
    if (locked) return locked;
    if (password !== user.password) return this.wrongPassword(user.uid);
    this.clear(user.uid);
    return null;
  }
}

/** A change's answer; the code is checked against the contract's three. */
export function changeOutcome(
  code: ChangeOutcome['code'],
  msg: string,
  userInfo: ChangeOutcome['userInfo'] = null,
): ChangeOutcome {
  return { code, msg, userInfo };
}
