import { setupServer, type SetupServer } from 'msw/node';
import { takeMockFaults } from '../contract/enforce';
import { takeFallbackHits } from '../fallback/emptyHandlers';
import { handlers } from '../handlers';
import { resetDb } from '../registry';
import { tableProblems } from '../store/table';

/**
 * The mock backend for a jest test file: call it at the top level of the file. Requests nobody handles fail the
 * test (`onUnhandledRequest: 'error'`), and so does any contract violation or handler crash seen during a test
 * (msw would otherwise turn it into an HTTP 500 the test might not look at), and so does a table index left
 * stale by a handler, and so does a request answered by a fallback (an operation no domain implements: a screen
 * fed by it would show empty placeholders), unless the test says it means to with `allowFallbacks()`. After each
 * test the per-test handlers (`server.use(...)`) are dropped and the store is reseeded.
 */
let fallbacksAllowed = false;

/** For a test about the fallbacks themselves (their gates, their answers): its fallback answers do not fail it. */
export function allowFallbacks(): void {
  fallbacksAllowed = true;
}

export function installMockServer(): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    // A handler that changed an indexed field without `update()` left an index pointing at the old value.
    const stale = tableProblems();
    resetDb();
    if (stale.length > 0) throw new Error(`Stale table indexes after the test:\n${stale.join('\n')}`);
    const fallbacks = takeFallbackHits();
    const allowed = fallbacksAllowed;
    fallbacksAllowed = false;
    if (fallbacks.length > 0 && !allowed)
      throw new Error(
        `Answered by a fallback (no mock domain implements it): ${fallbacks.join(', ')}. Implement it in its ` +
          'domain, or call allowFallbacks() in a test about the fallbacks themselves.',
      );
    const faults = takeMockFaults();
    if (faults.length > 0)
      throw new Error(`The mock backend reported ${faults.length} fault(s):\n${faults.join('\n')}`);
  });
  afterAll(() => server.close());
  return server;
}
