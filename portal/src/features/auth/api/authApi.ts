import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { session } from '@hoj/core/session/session';
import type { LoginDTO, UserInfoVO } from '@generated/client/model/index';

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
