/**
 * The account rules every place that makes or changes an account checks before sending: the portal's register,
 * login and password forms, the back office's user edit, account generation and CSV import. The limits are the
 * backend's login check (username at most 20, password 6 to 20, both counted by Java's `String.length()`, which
 * counts UTF-16 units, after trimming): an account created outside them could never sign in.
 */
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** RFC 5321's limit on the part before the `@`; the whole address fits the `user_info.email` column. */
export const EMAIL_LOCAL_MAX = 64;
export const EMAIL_MAX = 254;

/**
 * Widths of the `user_info` text columns an account form can fill (`varchar(n)`; MySQL counts characters, i.e.
 * code points). A longer value makes the backend's insert fail, so it is refused before it is sent.
 */
export const USER_COLUMN_MAX = {
  username: 100,
  realname: 100,
  nickname: 100,
  school: 100,
  email: 320,
} as const;
export type UserColumn = keyof typeof USER_COLUMN_MAX;

export type UsernameProblem = 'required' | 'usernameTooLong' | 'usernameSpaces' | 'usernameCharacters';
export type PasswordProblem =
  'required' | 'passwordLength' | 'passwordBlank' | 'passwordSpaces' | 'passwordCharacters';
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
/** What Java's `String.trim()` strips (every character up to U+0020) once control characters are refused. */
const JAVA_TRIMMED_EDGE = /^ | $/;
/** RFC 5322's characters of an unquoted local part, plus letters and digits of any script. */
const LOCAL_ATOM = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;

/** The length the backend's Java checks see: UTF-16 units, so one emoji outside the BMP counts twice. */
export function javaLength(text: string): number {
  return text.length;
}

/** A value longer than its `user_info` column (counted in code points, as MySQL counts `varchar`). */
export function columnTooLong(column: UserColumn, value: string): boolean {
  return [...value].length > USER_COLUMN_MAX[column];
}

/** NUL, tab, line breaks and the other C0 controls and DEL: no text field of an account holds them. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** A username as typed: never trimmed, so what is checked is what would be stored. */
export function usernameProblem(username: string): UsernameProblem | null {
  if (username.trim() === '') return 'required';
  if (INVISIBLE.test(username)) return 'usernameCharacters';
  if (EDGE_SPACE.test(username)) return 'usernameSpaces';
  if (javaLength(username) > USERNAME_MAX) return 'usernameTooLong';
  return null;
}

/**
 * A password as typed, never trimmed: the batch import stores exactly what it is sent, while the login trims
 * what is typed, so a password starting or ending with a space could never sign in and is refused.
 */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password === '') return 'required';
  if (password.trim() === '') return 'passwordBlank';
  if (hasControlCharacter(password)) return 'passwordCharacters';
  if (JAVA_TRIMMED_EDGE.test(password)) return 'passwordSpaces';
  const length = javaLength(password);
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'passwordLength';
  return null;
}

export type SignInProblem = 'required' | 'passwordLength' | 'usernameTooLong';

/**
 * The backend's sign-in check, in its order: both fields trimmed (Java's `trim()`), then password 6 to 20 and
 * username at most 20 UTF-16 units. Returns the trimmed values it judged.
 */
export function signInProblem(
  username: string,
  password: string,
): { problem: SignInProblem | null; username: string; password: string } {
  const name = javaTrim(username);
  const secret = javaTrim(password);
  const answer = (problem: SignInProblem | null) => ({ problem, username: name, password: secret });
  if (name === '' || secret === '') return answer('required');
  if (javaLength(secret) < PASSWORD_MIN || javaLength(secret) > PASSWORD_MAX) return answer('passwordLength');
  if (javaLength(name) > USERNAME_MAX) return answer('usernameTooLong');
  return answer(null);
}

/** Java's `String.trim()`: strips every character up to U+0020 at both ends, and no other white space. */
export function javaTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}

/**
 * An e-mail address, when one is given (an empty one is the caller's to allow or refuse): one `@`, a local part
 * of at most 64 characters made of dot-separated atoms (no leading, trailing or doubled dots, none of RFC 5322's
 * specials), a domain with a dot and no empty label.
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
  // Dot-separated atoms only: a quoted local part or one with ( ) < > , ; : [ ] \ " is refused.
  if (!local.split('.').every((atom) => LOCAL_ATOM.test(atom))) return 'emailFormat';
  const labels = domain.split('.');
  if (
    labels.length < 2 ||
    labels.some((label) => !/^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u.test(label))
  )
    return 'emailFormat';
  return null;
}
