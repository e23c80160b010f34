import { configure, getConfig } from '@testing-library/dom';

/** The part of Testing Library's config its waitFor sets while it polls (not in its published types). */
interface PollingFlag {
  _disableExpensiveErrorDiagnostics?: boolean;
}

/**
 * A failed query builds its error with a pretty-printed dump of the whole document. Inside waitFor and the findBy
 * queries that is done for every failed poll and thrown away at the next one: about a fortieth of a page suite's
 * CPU. Testing Library marks the time it runs a poll's callback; a query that fails then gets the message alone.
 * The error a waitFor ends with still has the dump: on timeout Testing Library asks for the message again, outside
 * the poll, and so does a query that fails in a test's own code.
 */
export function installLightPollErrors(): void {
  const fullError = getConfig().getElementError;
  configure({
    getElementError(message, container) {
      if (!(getConfig() as PollingFlag)._disableExpensiveErrorDiagnostics)
        return fullError(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
}
