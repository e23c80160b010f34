import { setupServer, type SetupServer } from 'msw/node';
import { takeMockFaults } from '../contract/enforce';
import { resetDb } from '../db';
import { handlers } from '../handlers';

/**
 * The mock backend for a jest test file: call it at the top level of the file. Requests nobody handles fail the
 * test (`onUnhandledRequest: 'error'`), and so does any contract violation or handler crash seen during a test
 * (msw would otherwise turn it into an HTTP 500 the test might not look at). After each test the per-test
 * handlers (`server.use(...)`) are dropped and the store is reseeded.
 */
export function installMockServer(): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetDb();
    const faults = takeMockFaults();
    if (faults.length > 0)
      throw new Error(`The mock backend reported ${faults.length} fault(s):\n${faults.join('\n')}`);
  });
  afterAll(() => server.close());
  return server;
}
