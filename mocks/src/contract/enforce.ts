import { HttpHandler, HttpResponse, getResponse } from 'msw';
import { operationFor } from './spec';
import { contractErrors } from './validator';

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

/** Checks a finished response (from a handler the mocks did not write) the same way. */
export async function enforceContract(operationId: string, response: Response): Promise<Response> {
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
 * Wraps any msw HTTP handler (the generated faker handlers, a test's override) so its answers go through the same
 * contract check. A handler answering a path that is not in the contract is a fault too.
 */
export function withContract(handler: HttpHandler): HttpHandler {
  const { method, path } = handler.info;
  return new HttpHandler(method, path, async ({ request }) => {
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
