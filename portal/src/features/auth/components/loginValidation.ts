import type { PortalMessageKey } from '@portal/i18n/catalog';

import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from '@hoj/core/domain/accountRules';

/**
 * Login checks only what the backend's login refuses anyway (username at most 20 characters, password 6 to 20),
 * so an account made before today's stricter rules can still sign in.
 */

export interface LoginValues {
  username: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, PortalMessageKey>>;

export function validateUsername(username: string): PortalMessageKey | undefined {
  if (username.trim() === '') return 'auth.usernameRequired';
  if (username.length > USERNAME_MAX) return 'auth.usernameTooLong';
  return undefined;
}

export function validatePassword(password: string): PortalMessageKey | undefined {
  if (password === '') return 'auth.passwordRequired';
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'auth.passwordLength';
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
