import { emailProblem, passwordProblem } from '@hoj/core/domain/accountRules';
import type { MessageKey } from '@portal/i18n/catalog';
import '@portal/i18n/pages/settings';

/** A code can be asked for again after 60 seconds. */
export const CODE_RESEND_SECONDS = 60;
export const CODE_LENGTH = 6;

/** Mainland China mobile numbers: 11 digits starting with 1 (the extension's rule). */
const MOBILE = /^1[3-9]\d{9}$/;

export type FieldErrors<K extends string> = Partial<Record<K, MessageKey>>;

export function validatePasswordChange(values: {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}): FieldErrors<'oldPassword' | 'newPassword' | 'confirm'> {
  const errors: FieldErrors<'oldPassword' | 'newPassword' | 'confirm'> = {};
  if (!values.oldPassword) errors.oldPassword = 'settings.error.currentRequired';
  const problem = passwordProblem(values.newPassword);
  if (problem === 'passwordBlank') errors.newPassword = 'settings.error.passwordBlank';
  // The backend stores the new password untrimmed while its login trims: one with edge spaces could never sign in.
  else if (problem === 'passwordSpaces') errors.newPassword = 'settings.error.passwordSpaces';
  else if (problem) errors.newPassword = 'settings.error.passwordLength';
  else if (values.newPassword === values.oldPassword) errors.newPassword = 'settings.error.passwordSame';
  if (!values.confirm) errors.confirm = 'settings.error.confirmRequired';
  else if (values.confirm !== values.newPassword) errors.confirm = 'settings.error.passwordMismatch';
  return errors;
}

export function validateNewEmail(email: string, current: string | null | undefined): MessageKey | null {
  const value = email.trim();
  if (value === '' || emailProblem(value)) return 'settings.error.emailInvalid';
  if (current && value.toLowerCase() === current.toLowerCase()) return 'settings.error.emailSame';
  return null;
}

export function validateNewMobile(mobile: string, current: string | null | undefined): MessageKey | null {
  const value = mobile.trim();
  if (!MOBILE.test(value)) return 'settings.error.mobileInvalid';
  if (current && value === current) return 'settings.error.mobileSame';
  return null;
}

export function validateCode(code: string): MessageKey | null {
  return code.trim().length === CODE_LENGTH ? null : 'settings.error.codeLength';
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);
