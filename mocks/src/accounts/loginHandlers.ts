import { isAdminRole } from '@hoj/core/domain/roles';
import { STOCK_PERMISSIONS } from '@hoj/core/domain/permissions';
import { ApiFailure } from '../http/failure';
import { EXPOSE_HEADERS } from '../http/gate';
import { operation } from '../http/operation';
import { verifyCredentials } from './login';
import { issueToken, recordSignIn, revokeTokens } from '../store/schema/sessions';
import type { UserRow } from '../store/schema/accounts';
import { loginMessages } from './texts';
import { toUserInfoVO } from './views';

/** A login answer: the token travels in the `Authorization` response header, never in the body. */
function loginAnswer(user: UserRow, request: Request) {
  recordSignIn(user.uid, request);
  return {
    data: toUserInfoVO(user),
    headers: { Authorization: issueToken(user.uid), 'Access-Control-Expose-Headers': EXPOSE_HEADERS },
  };
}

export const loginHandlers = [
  operation('login', 'anon', async ({ request }) => loginAnswer(await verifyCredentials(request), request)),

  operation('logout', 'required', ({ user }) => {
    revokeTokens(user.uid);
    return { data: null, msg: loginMessages.logoutDone };
  }),

  operation('getUserAuthInfo', 'required', ({ user }) => ({
    data: { roles: [user.role], permissions: [...STOCK_PERMISSIONS[user.role]] },
  })),

  // Not @AnonApi: a stale token sent here is HTTP 401, so clients send none.
  operation('adminLogin', 'checked', async ({ request }) => {
    const user = await verifyCredentials(request, 'admin');
    if (!isAdminRole([user.role])) throw new ApiFailure(401, loginMessages.notAdmin);
    return loginAnswer(user, request);
  }),

  operation('adminLogout', 'required', ({ user }) => {
    revokeTokens(user.uid);
    return { data: null, msg: loginMessages.logoutDone };
  }),
];
