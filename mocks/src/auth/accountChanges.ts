import type { LoginFailures } from '../model';

/**
 * Mock behaviour, not part of the contract: the mock sends no mail, and the code for an e-mail change is always
 * `123456`, so tests and demo users can complete one (`GET /api/get-change-email-code`, then
 * `POST /api/change-email`). Any other code is wrong. e2e tests import it from `@hoj/mocks/auth/accountChanges`.
 */
export const CHANGE_EMAIL_CODE = '123456';

/** A code mailed for an e-mail change, keyed by the address it was sent to. */
export interface EmailCode {
  /** Who asked for it; nobody else can use it. */
  uid: string;
  code: string;
  sentAt: number;
  expiresAt: number;
}

/** What the backend keeps in Redis for password and e-mail changes. */
export interface AccountChangeState {
  emailCodes: Map<string, EmailCode>;
  /** Wrong current passwords in password changes, per uid. */
  passwordFailures: Map<string, LoginFailures>;
  /** Wrong current passwords in e-mail changes, per uid. */
  emailFailures: Map<string, LoginFailures>;
}

export function emptyAccountChanges(): AccountChangeState {
  return { emailCodes: new Map(), passwordFailures: new Map(), emailFailures: new Map() };
}
