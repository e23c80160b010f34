import { STOCK_PERMISSIONS } from '@hoj/core/domain/permissions';
import { checkToken, issueToken, needsRenewal, type TokenRefusal } from '../store/schema/sessions';
import type { UserRow } from '../store/schema/accounts';
import type { ContractOperation, TokenPolicy } from '../contract/spec';
import { isSwitchOn } from './switches';
import { ApiFailure } from './failure';
import { messages } from './messages';
import { convertDeclaredQuery } from './request';

/** The JWT filter's words for a refused token. */
const refusalText: Record<TokenRefusal, string> = {
  expired: messages.tokenExpired,
  banned: messages.banned,
};

export const EXPOSE_HEADERS = 'Refresh-Token,Authorization,Url-Type';

/** Headers the backend adds to its 401/403 answers: the `Url-Type` echo tells the client which UI failed. */
function authErrorHeaders(request: Request): Record<string, string> {
  const urlType = request.headers.get('Url-Type');
  return {
    'Access-Control-Expose-Headers': EXPOSE_HEADERS,
    'Access-Control-Allow-Credentials': 'true',
    ...(urlType ? { 'Url-Type': urlType } : {}),
  };
}

/**
 * The JWT filter, parameter conversion, and the role, permission and switch annotations in front of every
 * operation: who is calling, token renewal (written into `headers`, so it also rides on the refusals that
 * follow), a malformed query parameter (HTTP 500), HTTP 401/403 refusals, and then a missing parameter the
 * service has no default for (`x-missing-answers: 500`, HTTP 500). Returns the caller, or null for a
 * visitor.
 */
export function authenticate(
  op: ContractOperation,
  policy: TokenPolicy,
  request: Request,
  headers: Headers,
): UserRow | null {
  const token = request.headers.get('Authorization')?.trim();
  let caller: UserRow | null = null;
  if (token) {
    const check = checkToken(token);
    if (check.ok) caller = check.user;
    else if (policy !== 'anon')
      throw new ApiFailure(401, refusalText[check.refusal], 401, authErrorHeaders(request));
  }
  if (caller && policy !== 'anon' && needsRenewal(caller.uid)) {
    headers.set('Authorization', issueToken(caller.uid));
    headers.set('Refresh-Token', 'true');
    headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    const urlType = request.headers.get('Url-Type');
    if (urlType) headers.set('Url-Type', urlType);
  }
  // Spring binds the parameters before the login and permission annotations around the handler are checked.
  convertDeclaredQuery(op.query, new URL(request.url));
  const guarded = op.roles.length > 0 || op.permissions.length > 0;
  if (!caller && (policy === 'required' || guarded)) {
    throw new ApiFailure(401, messages.loginRequired, 401, authErrorHeaders(request));
  }
  if (caller && guarded) {
    const granted: readonly string[] = STOCK_PERMISSIONS[caller.role];
    const roleOk = op.roles.length === 0 || op.roles.includes(caller.role);
    const permissionsOk = op.permissions.every((p) => granted.includes(p));
    if (!roleOk || !permissionsOk)
      throw new ApiFailure(403, messages.noPermission, 403, authErrorHeaders(request));
  }
  // A site switch that is off refuses the call with HTTP 403 before the service runs. That refusal comes from
  // the backend's access interceptor, not from its login filter: it does not echo `Url-Type`.
  for (const name of op.featureSwitches) {
    if (!isSwitchOn(name)) throw new ApiFailure(403, messages.featureOff(name), 403);
  }
  // Past every check, the service reads the parameters it has no default for: a missing one is a null unboxed.
  const query = new URL(request.url).searchParams;
  if (op.query.some((param) => param.missingAnswers500 && (query.get(param.name) ?? '').trim() === ''))
    throw new ApiFailure(500, messages.serverError, 500);
  return caller;
}
