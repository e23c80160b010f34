import type { PortalMessageKey } from '@portal/i18n/catalog';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  emailProblem,
  passwordProblem,
  usernameProblem,
} from '@hoj/core/domain/accountRules';

/** A validation message: a key and its placeholders, translated when shown (so a language switch applies). */
export interface FieldError {
  key: PortalMessageKey;
  vars?: Record<string, string | number>;
}

/** A register code has exactly 6 characters; a captcha at most 8. */
export const REGISTER_CODE_LENGTH = 6;
export const CAPTCHA_MAX = 8;

// Username and e-mail are sent trimmed (a space typed at the end is a slip); the account rules shared with the
// back office's generation, import and edit decide the rest. The password is sent exactly as typed.
export function usernameError(username: string): FieldError | undefined {
  switch (usernameProblem(username.trim())) {
    case 'required':
      return { key: 'auth.usernameRequired' };
    case 'usernameTooLong':
      return { key: 'auth.usernameTooLong', vars: { max: USERNAME_MAX } };
    case 'usernameCharacters':
      return { key: 'accounts.usernameCharacters' };
    default:
      return undefined;
  }
}

export function emailError(email: string): FieldError | undefined {
  if (email.trim() === '') return { key: 'accounts.emailRequired' };
  if (emailProblem(email.trim())) return { key: 'accounts.emailInvalid' };
  return undefined;
}

export function passwordError(password: string): FieldError | undefined {
  switch (passwordProblem(password)) {
    case 'required':
      return { key: 'auth.passwordRequired' };
    case 'passwordLength':
      return { key: 'auth.passwordLength', vars: { min: PASSWORD_MIN, max: PASSWORD_MAX } };
    case 'passwordBlank':
      return { key: 'accounts.passwordBlank' };
    case 'passwordSpaces':
      return { key: 'accounts.passwordSpaces' };
    case 'passwordCharacters':
      return { key: 'accounts.passwordCharacters' };
    default:
      return undefined;
  }
}

export function passwordAgainError(again: string, password: string): FieldError | undefined {
  if (again === '') return { key: 'accounts.passwordAgainRequired' };
  if (again !== password) return { key: 'accounts.passwordMismatch' };
  return undefined;
}

export function registerCodeError(code: string): FieldError | undefined {
  if (code.trim() === '') return { key: 'accounts.codeRequired' };
  if (code.trim().length !== REGISTER_CODE_LENGTH)
    return { key: 'accounts.codeLength', vars: { length: REGISTER_CODE_LENGTH } };
  return undefined;
}

export function captchaError(captcha: string): FieldError | undefined {
  if (captcha.trim() === '') return { key: 'accounts.captchaRequired' };
  if (captcha.trim().length > CAPTCHA_MAX)
    return { key: 'accounts.captchaTooLong', vars: { max: CAPTCHA_MAX } };
  return undefined;
}

/**
 * Values the server said exist (or not), per field, so a rule like "must not exist" is answered at once for a
 * value already checked, and the server is asked only about new values.
 */
export type KnownValues = ReadonlyMap<string, boolean>;

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  passwordAgain: string;
  code: string;
}

export interface RegisterKnown {
  username: KnownValues;
  email: KnownValues;
}

/**
 * The register form: a username and an email that do not exist yet (as far as the server has answered), a
 * password and its repetition, the 6-character code.
 */
export const registerRules: {
  [F in keyof RegisterValues]: (values: RegisterValues, known: RegisterKnown) => FieldError | undefined;
} = {
  username: ({ username }, known) =>
    usernameError(username) ??
    (known.username.get(username.trim()) === true ? { key: 'accounts.usernameTaken' } : undefined),
  email: ({ email }, known) =>
    emailError(email) ??
    (known.email.get(email.trim()) === true ? { key: 'accounts.emailTaken' } : undefined),
  password: ({ password }) => passwordError(password),
  passwordAgain: ({ passwordAgain, password }) => passwordAgainError(passwordAgain, password),
  code: ({ code }) => registerCodeError(code),
};

export interface ResetRequestValues {
  email: string;
  captcha: string;
}

/** The reset request: an email that exists ('the email does not exist' otherwise) and the captcha. */
export const resetRequestRules: {
  [F in keyof ResetRequestValues]: (values: ResetRequestValues, known: KnownValues) => FieldError | undefined;
} = {
  email: ({ email }, known) =>
    emailError(email) ?? (known.get(email.trim()) === false ? { key: 'accounts.emailUnknown' } : undefined),
  captcha: ({ captcha }) => captchaError(captcha),
};

export interface NewPasswordValues {
  password: string;
  passwordAgain: string;
}

/** The reset page: a new password (6 to 20 characters) and the same again. */
export const newPasswordRules: {
  [F in keyof NewPasswordValues]: (values: NewPasswordValues) => FieldError | undefined;
} = {
  password: ({ password }) => passwordError(password),
  passwordAgain: ({ passwordAgain, password }) => passwordAgainError(passwordAgain, password),
};
