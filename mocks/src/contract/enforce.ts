import type { HttpHandler } from 'msw';
import { HttpResponse, getResponse } from 'msw';
import { EventStreamParser } from '@hoj/core/parse/eventStreamParser';
import { DONE, EVENT_STREAM } from './eventStream';
import { operationById, operationFor, type ContractOperation } from './spec';
import { contractErrors, streamItemErrors } from './validator';
import { quietHandler } from './handler';

const faults: string[] = [];

/**
 * Records a mock fault (a contract violation or a crashing handler) and logs it with `console.error`, which fails
 * the jest test that caused it. `installMockServer()` also fails the test from the recorded list, because msw would
 * swallow an error thrown inside a resolver.
 */
export function reportMockFault(message: string): void {
  faults.push(message);
  try {
    console.error(message);
  } catch {
    // The jest setup turns console.error into a throw; the fault is recorded above and still answered as HTTP 500.
  }
}

/** Returns and clears the faults recorded since the last call. */
export function takeMockFaults(): string[] {
  return faults.splice(0, faults.length);
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function violation(operationId: string, httpStatus: number, errors: readonly string[]): Response {
  const msg = `Mock answer of ${operationId} (HTTP ${httpStatus}) breaks the contract: ${errors.join('; ')}`;
  reportMockFault(msg);
  return HttpResponse.json({ status: 500, msg, data: null }, { status: 500, headers: JSON_HEADERS });
}

/**
 * The single exit of every mock answer: the body is checked against the contract, and an answer that breaks it
 * becomes HTTP 500 with a message naming the operation and the first schema errors.
 */
export function contractResponse(
  operationId: string,
  httpStatus: number,
  body: unknown,
  headers: Headers = new Headers(),
): Response {
  const errors = contractErrors(operationId, httpStatus, body);
  if (errors.length > 0) return violation(operationId, httpStatus, errors);
  headers.set('Content-Type', 'application/json');
  return new HttpResponse(JSON.stringify(body), { status: httpStatus, headers });
}

function mediaTypeOf(response: Response): string {
  return (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * An event stream passes through as it is produced; every event is checked before it reaches the client: JSON
 * matching the operation's `x-item-schema`, then `[DONE]` last. A violation is reported and breaks the stream, so
 * the client sees a network error and the test sees the fault.
 */
function enforceEventStream(op: ContractOperation, response: Response): Response {
  if (!response.body) return violation(op.id, response.status, ['the event stream has no body']);
  const parser = new EventStreamParser();
  const decoder = new TextDecoder();
  let done = false;
  const problemWith = (data: string): string | undefined => {
    if (done) return `an event follows ${DONE}`;
    if (data === DONE) {
      done = true;
      return undefined;
    }
    let item: unknown;
    try {
      item = JSON.parse(data);
    } catch {
      return `an event is not JSON: ${data.slice(0, 80)}`;
    }
    const errors = streamItemErrors(op.id, item);
    return errors.length > 0 ? `an event breaks the item schema: ${errors.join('; ')}` : undefined;
  };
  const fail = (controller: TransformStreamDefaultController<Uint8Array>, problem: string) => {
    const msg = `Mock event stream of ${op.id} breaks the contract: ${problem}`;
    reportMockFault(msg);
    controller.error(new Error(msg));
  };
  const checked = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      for (const data of parser.push(decoder.decode(chunk, { stream: true }))) {
        const problem = problemWith(data);
        if (problem) return fail(controller, problem);
      }
      controller.enqueue(chunk);
    },
    flush(controller) {
      parser.push(decoder.decode());
      if (parser.pending.trim()) fail(controller, 'the stream ends in the middle of an event');
      else if (!done) fail(controller, `the stream ends without ${DONE}`);
    },
  });
  return new Response(response.body.pipeThrough(checked), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/** A file answer: one of the operation's media types, and `Content-Disposition: attachment` when declared. */
function enforceFile(op: ContractOperation, response: Response, mediaType: string): Response {
  if (!op.successMediaTypes.includes(mediaType)) {
    const declared = op.successMediaTypes.join(', ') || 'nothing';
    return violation(op.id, response.status, [
      `answers ${mediaType || 'no Content-Type'}, the contract has ${declared}`,
    ]);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  if (op.attachment && !/^attachment;\s*filename=\S/i.test(disposition))
    return violation(op.id, response.status, ['a download needs Content-Disposition: attachment;filename=…']);
  return response;
}

/**
 * Checks a finished response (from a handler the mocks did not write, or a stream or file of a stateful one)
 * the same way: JSON answers against their schema, event streams event by event, files by media type.
 */
export async function enforceContract(operationId: string, response: Response): Promise<Response> {
  const op = operationById(operationId);
  if (!op) return violation(operationId, response.status, ['it is not an operation of the contract']);
  const mediaType = mediaTypeOf(response);
  if (response.status === 200 && mediaType === EVENT_STREAM) return enforceEventStream(op, response);
  if (response.status === 200 && mediaType !== 'application/json')
    return enforceFile(op, response, mediaType);
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return violation(operationId, response.status, ['the body is not JSON']);
  }
  const errors = contractErrors(operationId, response.status, body);
  return errors.length > 0 ? violation(operationId, response.status, errors) : response;
}

/**
 * Wraps any msw HTTP handler (typically a test's `server.use` override) so its answers go through the same
 * contract check, without the login and role gate of `gatedFallback`. A handler answering a path that is not in
 * the contract is a fault too.
 */
export function withContract(handler: HttpHandler): HttpHandler {
  const { method, path } = handler.info;
  return quietHandler(method, path, async ({ request }) => {
    const response = await getResponse([handler], request);
    if (!response) return undefined;
    const pathname = new URL(request.url).pathname;
    const op = operationFor(request.method, pathname);
    if (!op) {
      const msg = `Mock handler answered ${request.method} ${pathname}, which is not in the contract`;
      reportMockFault(msg);
      return HttpResponse.json({ status: 500, msg, data: null }, { status: 500 });
    }
    return enforceContract(op.id, response);
  });
}
