import type { operations } from '@generated/schema';
import { HttpHandler, getResponse } from 'msw';
import { checkToken, issueToken, needsRenewal } from '../auth/tokens';
import { contractResponse, enforceContract, reportMockFault } from '../contract/enforce';
import {
  mswPath,
  operationById,
  operationFor,
  type ContractOperation,
  type TokenPolicy,
} from '../contract/spec';
import { messages } from '../messages';
import type { UserRow } from '../model';
import { STOCK_PERMISSIONS } from '@hoj/core/domain/permissions';
import { EVENT_STREAM, eventStreamBody } from './eventStream';
import { ApiFailure } from './failure';
import { isSwitchOn } from './switches';

/** Every operation of the contract, by operationId (openapi-typescript's view of the raw contract). */
export type OperationId = keyof operations;

type SuccessContent<Op extends OperationId> = operations[Op]['responses'] extends {
  200: { content: infer C };
}
  ? C
  : never;

/** Operations whose success is a JSON envelope; the others answer files or event streams. */
export type JsonOperationId = {
  [Op in OperationId]: SuccessContent<Op> extends { 'application/json': unknown } ? Op : never;
}[OperationId];

/** Operations that answer a `text/event-stream` of JSON items. */
export type StreamOperationId = {
  [Op in OperationId]: SuccessContent<Op> extends { 'text/event-stream': unknown } ? Op : never;
}[OperationId];

/** The `data` of an operation's success envelope, as the contract types it. */
export type DataOf<Op extends JsonOperationId> =
  SuccessContent<Op> extends {
    'application/json': { data: infer D };
  }
    ? D
    : never;

export type { TokenPolicy } from '../contract/spec';

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

export type OperationResolver<Op extends JsonOperationId> = (
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
    const granted: readonly string[] = STOCK_PERMISSIONS[caller.role];
    const roleOk = op.roles.length === 0 || op.roles.includes(caller.role);
    const permissionsOk = op.permissions.every((p) => granted.includes(p));
    if (!roleOk || !permissionsOk)
      throw new ApiFailure(403, messages.noPermission, 403, authErrorHeaders(request));
  }
  // The `@HOJAccess` interceptor: a site switch that is off refuses the call with HTTP 403.
  for (const name of op.featureSwitches) {
    if (!isSwitchOn(name))
      throw new ApiFailure(403, messages.featureOff(name), 403, authErrorHeaders(request));
  }
  return caller;
}

/**
 * The frame of every stateful handler: method and path from the contract, the backend's token policy, roles and
 * permissions from `x-roles` / `x-permissions`. `answer` builds the success; an `ApiFailure` it throws becomes the
 * error envelope, anything else a reported fault. Every answer leaves through the contract check.
 */
function contractHandler(
  id: string,
  policy: TokenPolicy,
  answer: (ctx: OperationContext, headers: Headers) => Promise<Response>,
): HttpHandler {
  const op = operationById(id);
  if (!op) throw new Error(`operation(): ${id} is not in the contract`);
  return new HttpHandler(op.method, mswPath(op), async ({ request }) => {
    const headers = new Headers();
    try {
      const caller = authenticate(op, policy, request, headers);
      return await answer({ request, url: new URL(request.url), caller }, headers);
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

/**
 * A stateful handler for one JSON operation. The resolver returns the `data` of a success or throws an
 * `ApiFailure`; either way the answer is validated against the contract.
 */
export function operation<Op extends JsonOperationId>(
  id: Op,
  policy: TokenPolicy,
  resolve: OperationResolver<Op>,
): HttpHandler {
  return contractHandler(id, policy, async (ctx, headers) => {
    const answer = await resolve(ctx);
    for (const [name, value] of Object.entries(answer.headers ?? {})) headers.set(name, value);
    return contractResponse(
      id,
      200,
      { status: 200, msg: answer.msg ?? messages.success, data: answer.data },
      headers,
    );
  });
}

/**
 * A stateful handler for an event-stream operation. The resolver checks the request (throwing `ApiFailure`s,
 * answered as JSON) and returns the items; they are sent as `data: <json>` events closed by `[DONE]`, each
 * checked against the contract's item schema on its way out.
 */
export function streamOperation(
  id: StreamOperationId,
  policy: TokenPolicy,
  resolve: (ctx: OperationContext) => AsyncIterable<unknown> | Promise<AsyncIterable<unknown>>,
): HttpHandler {
  return contractHandler(id, policy, async (ctx, headers) => {
    const items = await resolve(ctx);
    headers.set('Content-Type', `${EVENT_STREAM};charset=UTF-8`);
    headers.set('Cache-Control', 'no-cache');
    return enforceContract(id, new Response(eventStreamBody(items), { status: 200, headers }));
  });
}

/**
 * A handler without store logic (orval's faker handler, a download fallback) behind the same gate as the
 * stateful ones, with the token policy, roles, permissions and switches of its contract operation; its answers
 * are contract-checked too.
 */
export function gatedFallback(handler: HttpHandler): HttpHandler {
  const { method, path } = handler.info;
  const op =
    typeof method === 'string' && typeof path === 'string'
      ? operationFor(method, path.replace(/^\*/, ''))
      : undefined;
  if (!op) throw new Error(`gatedFallback(): ${String(method)} ${String(path)} is not in the contract`);
  return contractHandler(op.id, op.tokenPolicy, async ({ request }, headers) => {
    const response = await getResponse([handler], request);
    if (!response) throw new Error(`the fallback of ${op.id} did not answer`);
    const merged = new Headers(response.headers);
    headers.forEach((value, name) => merged.set(name, value));
    const answer = new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: merged,
    });
    return enforceContract(op.id, answer);
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
