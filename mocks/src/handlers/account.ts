import { verifyCredentials } from '../auth/login';
import { issueToken, revokeTokens } from '../auth/tokens';
import { EXPOSE_HEADERS, operation } from '../http/operation';
import { messages } from '../messages';
import type { UserRow } from '../model';
import { STOCK_PERMISSIONS } from '@hoj/core/domain/permissions';
import { toUserInfoVO } from '../views';

/** A login answer: the token travels in the `Authorization` response header, never in the body. */
export function loginAnswer(user: UserRow) {
  return {
    data: toUserInfoVO(user),
    headers: { Authorization: issueToken(user.uid), 'Access-Control-Expose-Headers': EXPOSE_HEADERS },
  };
}

/** The caller is known on login-required operations; this narrows the type for them. */
export function loggedIn(caller: UserRow | null): UserRow {
  if (!caller) throw new Error('a login-required operation ran without a caller');
  return caller;
}

export const accountHandlers = [
  operation('login', 'anon', async ({ request }) => loginAnswer(await verifyCredentials(request))),

  operation('logout', 'required', ({ caller }) => {
    revokeTokens(loggedIn(caller).uid);
    return { data: null, msg: messages.logoutDone };
  }),

  operation('getUserAuthInfo', 'required', ({ caller }) => {
    const user = loggedIn(caller);
    return { data: { roles: [user.role], permissions: [...STOCK_PERMISSIONS[user.role]] } };
  }),
];
