import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';

/**
 * Makes GET answers of the given API paths fail with HTTP 500 until `heal()`, for tests of what a page does
 * when a re-read fails after it has loaded; the mock backend answers them as usual again afterwards.
 */
export function failingReads(server: SetupServer, paths: readonly string[]): { heal: () => void } {
  let failing = true;
  server.use(
    ...paths.map((path) =>
      http.get(`*${path}`, () =>
        failing
          ? HttpResponse.json({ status: 500, msg: 'Server Error!', data: null }, { status: 500 })
          : undefined,
      ),
    ),
  );
  return {
    heal: () => {
      failing = false;
    },
  };
}

/** The quiet line a panel shows beside data it could not read again. */
export const REFRESH_FAILED = 'Could not refresh: showing what was loaded before.';
