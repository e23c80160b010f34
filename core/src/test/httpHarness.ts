import { setupServer, type SetupServer } from 'msw/node';
import { isApiError, type ApiError } from '../http/apiError';
import { configureHttp, resetHttpConfig } from '../http/config';
import { session } from '../session/session';

/** Origin the request layer resolves relative URLs against in these tests. */
export const BASE = 'http://localhost';

export interface HttpHarness {
  server: SetupServer;
  hooks: { onError: jest.Mock; onUnauthorized: jest.Mock; onForbidden: jest.Mock };
}

/**
 * An msw server with no handlers (each test declares what the backend answers) plus the request layer configured
 * with spy hooks; session, config and spies are reset after every test. Core cannot use the app mocks.
 */
export function installHttpHarness(): HttpHarness {
  const server = setupServer();
  const hooks = { onError: jest.fn(), onUnauthorized: jest.fn(), onForbidden: jest.fn() };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => configureHttp({ baseUrl: BASE, hooks }));
  afterEach(() => {
    server.resetHandlers();
    session.clear();
    resetHttpConfig();
    jest.clearAllMocks();
  });
  afterAll(() => server.close());
  return { server, hooks };
}

/** The ApiError a call rejects with (fails the test when it resolves or rejects with something else). */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => null,
    (error: unknown) => error,
  );
  if (!isApiError(outcome)) throw new Error(`expected an ApiError, got ${String(outcome)}`);
  return outcome;
}
