import type {
  AdminLogin200,
  GetCommonAnnouncement200,
  GetRecentContest200,
  GetRecentSevenAcRank200,
  GetUserAuthInfo200,
  GetAdminUserList200,
  GetWebsiteConfig200,
  Login200,
  VoidResultResponse,
} from '@generated/msw/model/index';
import { HttpHandler } from 'msw';
import { checkToken, issueToken, needsRenewal } from '../auth/tokens';
import { contractResponse, reportMockFault } from '../contract/enforce';
import { mswPath, operationById, type ContractOperation } from '../contract/spec';
import { messages } from '../messages';
import type { UserRow } from '../model';
import { rolePermissions } from '../seed/roles';
import { ApiFailure } from './failure';

/** The success body of each contract operation, as the generated msw models type the raw contract. */
export interface OperationBodies {
  login: Login200;
  logout: VoidResultResponse;
  getUserAuthInfo: GetUserAuthInfo200;
  getWebsiteConfig: GetWebsiteConfig200;
  getCommonAnnouncement: GetCommonAnnouncement200;
  getRecentContest: GetRecentContest200;
  getRecentSevenAcRank: GetRecentSevenAcRank200;
  adminLogin: AdminLogin200;
  adminLogout: VoidResultResponse;
  getAdminUserList: GetAdminUserList200;
}

export type OperationId = keyof OperationBodies;
export type DataOf<Op extends OperationId> = OperationBodies[Op]['data'];

/**
 * How the backend's JWT filter treats the token (envelope.md §2.2):
 * - `anon`: `@AnonApi`; a bad token is ignored, a valid one identifies the caller, no renewal;
 * - `checked`: login optional, but a token that is sent must be valid (HTTP 401 otherwise);
 * - `required`: `@RequiresAuthentication`; no token is HTTP 401 too.
 */
export type TokenPolicy = 'anon' | 'checked' | 'required';

export interface OperationContext {
  request: Request;
  url: URL;
  /** The logged-in caller, or null for a visitor. */
  caller: UserRow | null;
}

export interface OperationAnswer<D> {
  data: D;
  /** Defaults to `success`. */
  msg?: string;
  headers?: Record<string, string>;
}

export type OperationResolver<Op extends OperationId> = (
  ctx: OperationContext,
) => OperationAnswer<DataOf<Op>> | Promise<OperationAnswer<DataOf<Op>>>;

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

/** The JWT filter and Shiro annotations: who is calling, token renewal, and role/permission checks. */
function authenticate(
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
    else if (policy !== 'anon') throw new ApiFailure(401, check.msg, 401, authErrorHeaders(request));
  }
  if (caller && policy !== 'anon' && needsRenewal(caller.uid)) {
    headers.set('Authorization', issueToken(caller.uid));
    headers.set('Refresh-Token', 'true');
    headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    const urlType = request.headers.get('Url-Type');
    if (urlType) headers.set('Url-Type', urlType);
  }
  const guarded = op.roles.length > 0 || op.permissions.length > 0;
  if (!caller && (policy === 'required' || guarded)) {
    throw new ApiFailure(401, messages.loginRequired, 401, authErrorHeaders(request));
  }
  if (caller && guarded) {
    const granted: readonly string[] = rolePermissions[caller.role];
    const roleOk = op.roles.length === 0 || op.roles.includes(caller.role);
    const permissionsOk = op.permissions.every((p) => granted.includes(p));
    if (!roleOk || !permissionsOk)
      throw new ApiFailure(403, messages.noPermission, 403, authErrorHeaders(request));
  }
  return caller;
}

/**
 * A stateful handler for one contract operation. Method and path come from the contract; the token policy is
 * the backend's; roles and permissions are the operation's `x-roles` / `x-permissions`. The resolver returns the
 * `data` of a success or throws an `ApiFailure`; either way the answer leaves through `contractResponse`, so it
 * is validated against the contract.
 */
export function operation<Op extends OperationId>(
  id: Op,
  policy: TokenPolicy,
  resolve: OperationResolver<Op>,
): HttpHandler {
  const op = operationById(id);
  if (!op) throw new Error(`operation(): ${id} is not in the contract`);
  return new HttpHandler(op.method, mswPath(op), async ({ request }) => {
    const headers = new Headers();
    try {
      const caller = authenticate(op, policy, request, headers);
      const answer = await resolve({ request, url: new URL(request.url), caller });
      for (const [name, value] of Object.entries(answer.headers ?? {})) headers.set(name, value);
      return contractResponse(
        id,
        200,
        { status: 200, msg: answer.msg ?? messages.success, data: answer.data },
        headers,
      );
    } catch (error) {
      if (error instanceof ApiFailure) {
        for (const [name, value] of Object.entries(error.headers)) headers.set(name, value);
        return contractResponse(
          id,
          error.httpStatus,
          { status: error.status, msg: error.message, data: null },
          headers,
        );
      }
      reportMockFault(
        `Mock handler of ${id} threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return contractResponse(id, 500, { status: 500, msg: messages.serverError, data: null });
    }
  });
}

/** Reads a JSON request body the way Spring does: unreadable JSON is HTTP 400. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new ApiFailure(400, messages.badJson, 400);
  }
}
