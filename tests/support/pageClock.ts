import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A page clock a spec moves by hand, a second at a time, where each second ends only once no API request of the
 * page is on its way.
 *
 * Page time held this way runs as fast as the spec moves it: a minute of it takes a few hundred real
 * milliseconds, less than one slow answer from a busy mock server. Without the wait a poll's answer could land
 * after the spec's whole window had passed, and a spec that gives the page "a minute of page time" would fail
 * on a loaded machine though the page did everything in time (a fresh-clone run failed so). Requests a route
 * answers count too: they are open until the route has answered them.
 */
export interface HeldPageClock {
  /** Moves page time by `seconds`, one second at a time, each ending with no API request open. */
  run(seconds: number): Promise<void>;
  /**
   * Moves page time a second at a time until `shown` holds, at most `limit` seconds; returns the page seconds
   * that took, or null. The clock has to move for an answer to show: react-query hands its updates to the page
   * on a timer too.
   */
  secondsUntil(limit: number, shown: () => Promise<boolean>): Promise<number | null>;
  /** Lets page time run with the wall clock again. */
  resume(): Promise<void>;
}

const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

/**
 * From here on the page's timers run only when the spec moves them (`page.clock.install()` must have run
 * before the page loaded). Starts a second ahead of the page's own time, as `pauseAt` needs a future moment.
 */
export async function holdPageClock(page: Page): Promise<HeldPageClock> {
  const open = new Set<Request>();
  const opened = (request: Request) => {
    if (isApi(request)) open.add(request);
  };
  const closed = (request: Request) => open.delete(request);
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);

  const second = async () => {
    await page.clock.runFor(1_000);
    await expect
      .poll(() => [...open].map((request) => request.url()), {
        message: 'the API requests the page sent in this second are answered',
        intervals: [5, 10, 25, 50],
      })
      .toEqual([]);
  };

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  return {
    async run(seconds) {
      for (let done = 0; done < seconds; done += 1) await second();
    },
    async secondsUntil(limit, shown) {
      for (let done = 1; done <= limit; done += 1) {
        await second();
        if (await shown()) return done;
      }
      return null;
    },
    async resume() {
      page.off('request', opened);
      page.off('requestfinished', closed);
      page.off('requestfailed', closed);
      await page.clock.resume();
    },
  };
}
