import type { operations } from '@generated/schema';
import type { HttpHandler } from 'msw';
import { getResponse } from 'msw';
import type { UserRow } from '../store/schema/accounts';
import { contractResponse, enforceContract, reportMockFault } from '../contract/enforce';
import {
  mswPath,
  operationById,
  operationFor,
  type QueryParameter,
  type TokenPolicy,
} from '../contract/spec';
import { clock } from '../store/clock';
import { EVENT_STREAM } from '../contract/eventStream';
import { eventStreamBody } from './eventStream';
import { ApiFailure } from './failure';
import { authenticate } from './gate';
import { messages } from './messages';
import { requestBodySchema, wideIntegerPath } from './jacksonIntegers';
import {
  QueryReader,
  readLenient,
  readList,
  readObject,
  type BodyOf,
  type BodyReader,
  type OperationId,
  type QueryName,
} from './request';
import { quietHandler } from '../contract/handler';

export type { OperationId } from './request';
export type { TokenPolicy } from '../contract/spec';

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

/** What a handler knows of its request, read through the operation's contract. */
export interface OperationContext<Op extends OperationId> {
  request: Request;
  url: URL;
  /** The logged-in caller, or null for a visitor. */
  caller: UserRow | null;
  /** The caller of an operation that requires login (the gate has refused visitors already). */
  readonly user: UserRow;
  /** The query parameters the operation declares. */
  query: QueryReader<QueryName<Op>>;
  /** The JSON object body as the operation's DTO; anything but an object is Spring's HTTP 400. */
  body(): Promise<BodyReader<BodyOf<Op>>>;
  /** The body as services that parse a raw map read it: JSON that is not an object reads as an empty one. */
  lenientBody(): Promise<BodyReader<BodyOf<Op>>>;
  /** A `List<…>` body. */
  list(): Promise<unknown[]>;
}

export interface OperationAnswer<D> {
  data: D;
  /** Defaults to `success`. */
  msg?: string;
  headers?: Record<string, string>;
}

export type OperationResolver<Op extends JsonOperationId> = (
  ctx: OperationContext<Op>,
) => OperationAnswer<DataOf<Op>> | Promise<OperationAnswer<DataOf<Op>>>;

/**
 * Jackson binds a DTO body before the service runs: a number beyond an `Integer` field's 32 bits anywhere in it
 * (nested problem limits, case scores, award rows) fails the whole read with HTTP 400 `Failed to parse parameter
 * format!`, and nothing is saved. Unreadable JSON is left to the body reader, which answers the same.
 */
async function refuseWideIntegers(id: string, request: Request): Promise<void> {
  const schema = requestBodySchema(id);
  if (schema === undefined) return;
  let json: unknown;
  try {
    json = await request.clone().json();
  } catch {
    return;
  }
  if (wideIntegerPath(schema, json) !== null) throw new ApiFailure(400, messages.badJson, 400);
}

function contextFor<Op extends OperationId>(
  id: Op,
  declared: ReadonlyMap<string, QueryParameter>,
  bodyIntegers: ReadonlyMap<string, string>,
  request: Request,
  caller: UserRow | null,
): OperationContext<Op> {
  const url = new URL(request.url);
  return {
    request,
    url,
    caller,
    get user(): UserRow {
      if (!caller) throw new Error(`${id} needs a caller, but the gate let a visitor through`);
      return caller;
    },
    query: new QueryReader<QueryName<Op>>(url, declared, id),
    body: async () => {
      await refuseWideIntegers(id, request);
      return readObject<BodyOf<Op>>(request, bodyIntegers);
    },
    lenientBody: () => readLenient<BodyOf<Op>>(request, bodyIntegers),
    list: async () => {
      await refuseWideIntegers(id, request);
      return readList(request);
    },
  };
}

/**
 * The frame of every stateful handler: method and path from the contract, the gate (token policy, roles,
 * permissions, switches), then `answer`. An `ApiFailure` it throws becomes the error envelope, anything else a
 * reported fault. Every answer leaves through the contract check.
 */
function contractHandler<Op extends OperationId>(
  id: Op,
  policy: TokenPolicy,
  answer: (ctx: OperationContext<Op>, headers: Headers) => Promise<Response>,
): HttpHandler {
  const op = operationById(id);
  if (!op) throw new Error(`operation(): ${id} is not in the contract`);
  const declared = new Map(op.query.map((p) => [p.name, p]));
  return quietHandler(op.method, mswPath(op), async ({ request }) => {
    // Stamped with the mock's time, as the backend's answers are with its own.
    const headers = new Headers({ Date: clock.httpDate() });
    try {
      const caller = authenticate(op, policy, request, headers);
      return await answer(contextFor(id, declared, op.bodyIntegers, request, caller), headers);
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
      return contractResponse(id, 500, { status: 500, msg: messages.serverError, data: null }, headers);
    }
  });
}

/**
 * A stateful handler for one JSON operation. The resolver returns the `data` of a success (typed by the
 * contract) or throws an `ApiFailure`; either way the answer is validated against the contract.
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
export function streamOperation<Op extends StreamOperationId>(
  id: Op,
  policy: TokenPolicy,
  resolve: (ctx: OperationContext<Op>) => AsyncIterable<unknown> | Promise<AsyncIterable<unknown>>,
): HttpHandler {
  return contractHandler(id, policy, async (ctx, headers) => {
    const items = await resolve(ctx);
    headers.set('Content-Type', `${EVENT_STREAM};charset=UTF-8`);
    headers.set('Cache-Control', 'no-cache');
    return enforceContract(id, new Response(eventStreamBody(items), { status: 200, headers }));
  });
}

/**
 * A handler that answers a file (or a JSON refusal in its place), behind the operation's gate; the answer is
 * contract-checked like the others.
 */
export function fileOperation<Op extends OperationId>(
  id: Op,
  policy: TokenPolicy,
  resolve: (ctx: OperationContext<Op>) => Response | Promise<Response>,
): HttpHandler {
  return contractHandler(id, policy, async (ctx, headers) => {
    const response = await resolve(ctx);
    const merged = new Headers(response.headers);
    headers.forEach((value, name) => merged.set(name, value));
    return enforceContract(id, new Response(response.body, { status: response.status, headers: merged }));
  });
}

/**
 * A handler without store logic (an empty JSON answer, a download fallback) behind the same gate as the
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
  return contractHandler(op.id as OperationId, op.tokenPolicy, async ({ request }, headers) => {
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
