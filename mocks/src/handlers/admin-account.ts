import { verifyCredentials } from '../auth/login';
import { revokeTokens } from '../auth/tokens';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { messages } from '../messages';
import { isAdminRole } from '@hoj/core/domain/roles';
import { loggedIn, loginAnswer } from './account';

export const adminAccountHandlers = [
  // Not @AnonApi: a stale token sent here is HTTP 401, so clients send none.
  operation('adminLogin', 'checked', async ({ request }) => {
    const user = await verifyCredentials(request);
    if (!isAdminRole([user.role])) throw new ApiFailure(401, messages.notAdmin);
    return loginAnswer(user);
  }),

  operation('adminLogout', 'required', ({ caller }) => {
    revokeTokens(loggedIn(caller).uid);
    return { data: null, msg: messages.logoutDone };
  }),
];
