import type { PortalMessageKey } from '@portal/i18n/catalog';

import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, javaTrim } from '@hoj/core/domain/accountRules';

/**
 * Login checks only what the backend's login refuses anyway, the way it checks: both fields trimmed first, then
 * username at most 20 and password 6 to 20 UTF-16 units. So an account made before today's stricter rules can
 * still sign in, and what the server would refuse is said before sending.
 */

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, PortalMessageKey>>;

export function validateUsername(username: string): PortalMessageKey | undefined {
  if (username.trim() === '') return 'auth.usernameRequired';
  if (javaTrim(username).length > USERNAME_MAX) return 'auth.usernameTooLong';
  return undefined;
}

export function validatePassword(password: string): PortalMessageKey | undefined {
  if (password === '') return 'auth.passwordRequired';
  const length = javaTrim(password).length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'auth.passwordLength';
  return undefined;
}

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const username = validateUsername(values.username);
  const password = validatePassword(values.password);
  if (username) errors.username = username;
  if (password) errors.password = password;
  return errors;
}
