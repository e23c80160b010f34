import { storeMap, storeRecord } from '../cells';

/** Account state the backend keeps in Redis: codes, locks, counters. */

/** Failed logins per username. */
export const loginFailures = storeMap<string, FailureCount>('login_failures');

/** Failed attempts counted towards a lock; shared by the sign-in and the password, e-mail and mobile changes. */
export interface FailureCount {
  count: number;
  /** Epoch ms until which the action is refused; 0 when not locked. */
  lockedUntil: number;
}

/** A code mailed for an e-mail change, keyed by the address it was sent to. */
export interface EmailCode {
  /** Who asked for it; nobody else can use it. */
  uid: string;
  code: string;
  sentAt: number;
  expiresAt: number;
}

/** What the backend keeps in Redis for password and e-mail changes. */
export const emailCodes = storeMap<string, EmailCode>('email_change_codes');
/** Wrong current passwords per uid, for the password, e-mail and mobile changes' locks. */
export const passwordChangeFailures = storeMap<string, FailureCount>('password_change_failures');
export const emailChangeFailures = storeMap<string, FailureCount>('email_change_failures');
export const mobileChangeFailures = storeMap<string, FailureCount>('mobile_change_failures');

export interface MobileCode {
  /** Who asked for it; nobody else can use it. */
  uid: string;
  code: string;
  sentAt: number;
  expiresAt: number;
}

/** Codes sent for mobile changes, by mobile number. */
export const mobileCodes = storeMap<string, MobileCode>('mobile_change_codes');

export interface Expiring {
  expiresAt: number;
}

/** What the backend keeps in Redis for registration, password reset and captchas. */
export const accountFlows = storeRecord('account_flows', {
  /** Registration codes by lower-cased e-mail address. */
  registerCodes: new Map<string, Expiring & { code: string }>(),
  /** Reset codes by username. */
  resetCodes: new Map<string, Expiring & { code: string }>(),
  /** Until when another mail to this address is refused, per kind. */
  registerLocks: new Map<string, number>(),
  resetLocks: new Map<string, number>(),
  /** Captcha answers by captchaKey. */
  captchas: new Map<string, Expiring & { text: string }>(),
  /** How many captchas were handed out since the reset (picks the next text). */
  captchaCount: 0,
});

/** Uploads since the start, so two avatars stored in the same millisecond get different names. */
export const avatarUploads = storeRecord('avatar_uploads', { count: 0 });

/** Generated accounts by download key, as the backend keeps them in Redis (30 minutes). */
export const generatedAccounts = storeMap<
  string,
  { expiresAt: number; rows: { username: string; password: string }[] }
>('generated_accounts');
