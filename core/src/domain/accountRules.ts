/**
 * The account rules every place that makes or changes an account checks before sending: the portal's register,
 * login and password forms, the back office's user edit, account generation and CSV import. The limits are the
 * backend's login check (username at most 20 characters, password 6 to 20): an account created outside them
 * could never sign in.
 */
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** RFC 5321's limit on the part before the `@`; the whole address fits the `user_info.email` column. */
export const EMAIL_LOCAL_MAX = 64;
export const EMAIL_MAX = 254;

export type UsernameProblem = 'required' | 'usernameTooLong' | 'usernameSpaces' | 'usernameCharacters';
export type PasswordProblem = 'required' | 'passwordLength' | 'passwordBlank' | 'passwordCharacters';
export type EmailProblem = 'emailFormat' | 'emailSpaces' | 'emailTooLong';
export type AccountProblem = UsernameProblem | PasswordProblem | EmailProblem;

/**
 * Characters no name may hold: C0 and C1 controls (NUL, tab, line breaks included), and the invisible ones that
 * make two names look the same (zero-width spaces and joiners, direction marks, word joiner, BOM).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
const EDGE_SPACE = /^\s|\s$/;

/** NUL, tab, line breaks and the other C0 controls and DEL: no text field of an account holds them. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** A username as typed: never trimmed, so what is checked is what would be stored. */
export function usernameProblem(username: string): UsernameProblem | null {
  if (username.trim() === '') return 'required';
  if (INVISIBLE.test(username)) return 'usernameCharacters';
  if (EDGE_SPACE.test(username)) return 'usernameSpaces';
  if ([...username].length > USERNAME_MAX) return 'usernameTooLong';
  return null;
}

/** A password as typed: never trimmed (the password given is the one that signs in), and not only spaces. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password === '') return 'required';
  if (password.trim() === '') return 'passwordBlank';
  if (hasControlCharacter(password)) return 'passwordCharacters';
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'passwordLength';
  return null;
}

/**
 * An e-mail address, when one is given (an empty one is the caller's to allow or refuse): one `@`, a local part
 * of at most 64 characters without leading, trailing or doubled dots, a domain with a dot and no empty label.
 */
export function emailProblem(email: string): EmailProblem | null {
  if (email === '') return null;
  if (EDGE_SPACE.test(email)) return 'emailSpaces';
  if (email.length > EMAIL_MAX) return 'emailTooLong';
  if (INVISIBLE.test(email) || /\s/.test(email)) return 'emailFormat';
  const at = email.lastIndexOf('@');
  if (at <= 0 || email.indexOf('@') !== at) return 'emailFormat';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > EMAIL_LOCAL_MAX) return 'emailTooLong';
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return 'emailFormat';
  const labels = domain.split('.');
  if (
    labels.length < 2 ||
    labels.some((label) => !/^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u.test(label))
  )
    return 'emailFormat';
  return null;
}
