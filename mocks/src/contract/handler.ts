import { HttpHandler } from 'msw';

/**
 * An msw HTTP handler without the call frame msw records for its messages (where the handler was declared). msw
 * captures and formats a stack for every handler it builds, and the mock builds about a thousand on every start:
 * under jest, whose source-mapped stacks run to 100 frames, that was a tenth of each test file's start.
 */
export function quietHandler(...args: ConstructorParameters<typeof HttpHandler>): HttpHandler {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new HttpHandler(...args);
  } finally {
    Error.stackTraceLimit = limit;
  }
}
