import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { session } from '@hoj/core/session/session';
import type {
  ApplyResetPasswordDTO,
  CaptchaVO,
  CheckUsernameOrEmailVO,
  LoginDTO,
  RegisterCodeVO,
  RegisterDTO,
  ResetPasswordDTO,
  UserInfoVO,
} from '@generated/model/index';

/** The dialog and the logout flow report their own outcome; these calls raise no toast of their own. */
const quiet = fetchWith({ silent: true });

/**
 * Logs in. Core stores the token from the `Authorization` response header; the user (and the roles in its
 * roleList) goes into the session here. Silent: the dialog shows the failure itself, no toast on top.
 */
export async function login(credentials: LoginDTO): Promise<UserInfoVO> {
  const user = await unwrap(api.POST('/api/login', { body: credentials, fetch: quiet }));
  session.setUser(user);
  return user;
}

/** Revokes the token on the server. Best effort: a failure there changes nothing for the user. */
export async function revokeToken(): Promise<void> {
  try {
    await api.GET('/api/logout', { fetch: quiet });
  } catch {
    // The local session is cleared by the caller either way.
  }
}

/** Which of a username and an email already exist (the register and reset forms ask when a field is left). */
export function checkUsernameOrEmail(
  values: { username?: string; email?: string },
  signal?: AbortSignal,
): Promise<CheckUsernameOrEmailVO> {
  return unwrap(api.POST('/api/check-username-or-email', { body: values, fetch: quiet, signal }));
}

/** Mails a registration code; the answer says how long it stays valid. Failures are shown in the dialog. */
export function sendRegisterCode(email: string): Promise<RegisterCodeVO> {
  return unwrap(api.GET('/api/get-register-code', { params: { query: { email } }, fetch: quiet }));
}

export async function register(form: RegisterDTO): Promise<void> {
  // Void answers: hojFetch has already rejected every failure, success carries nothing to read.
  await api.POST('/api/register', { body: form, fetch: quiet });
}

export const captchaQuery = () =>
  queryOptions({
    queryKey: ['account', 'captcha'],
    queryFn: ({ signal }): Promise<CaptchaVO> => unwrap(api.GET('/api/captcha', { signal, fetch: quiet })),
    // Every dialog opening and every refresh wants a new picture; an old one is never shown again.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export async function applyResetPassword(form: ApplyResetPasswordDTO): Promise<void> {
  // Void answers: hojFetch has already rejected every failure, success carries nothing to read.
  await api.POST('/api/apply-reset-password', { body: form, fetch: quiet });
}

export async function resetPassword(form: ResetPasswordDTO): Promise<void> {
  // Void answers: hojFetch has already rejected every failure, success carries nothing to read.
  await api.POST('/api/reset-password', { body: form, fetch: quiet });
}
