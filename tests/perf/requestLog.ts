import type { CDPSession, HTTPRequest, Page } from 'puppeteer-core';
import { isLoopback } from './benchSession';
import { beforePageScripts, inPage } from './pageScript';

/**
 * One tab of the request-rate bench: every API request it makes on its own clock, an outage it can be put
 * through, its clock run forward on Chromium's virtual time, and its visibility switched as a browser switches
 * it.
 */

export interface ApiRequest {
  /** The page's clock (epoch ms) when the request left. */
  at: number;
  /** The call's path after `/api/` (`msg/unread`, `get-contest-rank`, …). */
  call: string;
  /** The HTTP status of the answer; 0 when none came (refused), null while on its way. */
  status: number | null;
}

/** What the API gives during an outage: a proxy's 503, or no connection at all. */
export type OutageKind = '503' | 'refused';

type LogWindow = Window & { __apiRequests: ApiRequest[] };

/**
 * Installed before the page's scripts: every API request the page makes through `fetch` (the request layer's
 * only way out), stamped with the page's own clock. On virtual time that clock is the one the page's timers
 * run on, so the stamps are the times the polls were due, whatever the real time.
 */
export function installRequestLog(): void {
  const log: ApiRequest[] = [];
  (window as unknown as LogWindow).__apiRequests = log;
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, location.href).pathname;
    if (!path.startsWith('/api/')) return original(input, init);
    const entry: ApiRequest = { at: Date.now(), call: path.slice('/api/'.length), status: null };
    log.push(entry);
    try {
      const response = await original(input, init);
      entry.status = response.status;
      return response;
    } catch (error) {
      entry.status = 0;
      throw error;
    }
  };
}

export function readRequestLog(): { now: number; requests: ApiRequest[] } {
  return { now: Date.now(), requests: (window as unknown as LogWindow).__apiRequests };
}

/** The longest real time one stretch of virtual time may take: a page answering nothing has hung. */
const REAL_LIMIT_MS = 120_000;

export interface Tab {
  page: Page;
  /** Requests to hosts other than loopback (refused). */
  offLoopback: string[];
  setOutage(kind: OutageKind | null): void;
  /**
   * Runs the page's clock `ms` forward on virtual time: its timers fire as they fall due without waiting for
   * them, and the clock stands still while a request is on its way (so a poll's answer comes at the time it
   * would have). Between two runs the clock stands still.
   */
  runFor(ms: number): Promise<void>;
  /** Puts another tab of the same window in front (this one hidden), or brings this one back. */
  setHidden(hidden: boolean): Promise<void>;
  log(): Promise<{ now: number; requests: ApiRequest[] }>;
}

/** Starts watching a page that has not loaded yet: the log, the outage switch, loopback only. */
export async function watchTab(page: Page): Promise<Tab> {
  const offLoopback: string[] = [];
  let outage: OutageKind | null = null;
  await beforePageScripts(page, installRequestLog);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const url = request.url();
    if (!isLoopback(url)) {
      offLoopback.push(url);
      void request.abort();
    } else if (outage !== null && new URL(url).pathname.startsWith('/api/')) {
      if (outage === 'refused') void request.abort('connectionrefused');
      else
        void request.respond({
          status: 503,
          contentType: 'text/html',
          body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>',
        });
    } else void request.continue();
  });
  let cdp: CDPSession | null = null;
  let cover: Page | null = null;
  return {
    page,
    offLoopback,
    setOutage: (kind) => {
      outage = kind;
    },
    runFor: async (ms) => {
      cdp ??= await page.createCDPSession();
      const session = cdp;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${ms} ms of page time took over ${REAL_LIMIT_MS / 1000} s`)),
          REAL_LIMIT_MS,
        );
        session.once('Emulation.virtualTimeBudgetExpired', () => {
          clearTimeout(timer);
          resolve();
        });
        session
          .send('Emulation.setVirtualTimePolicy', { policy: 'pauseIfNetworkFetchesPending', budget: ms })
          .catch(reject);
      });
    },
    setHidden: async (hidden) => {
      if (hidden) {
        // A new tab in the page's window takes the front, as a reader opening another tab does.
        cover ??= await page.browserContext().newPage();
        await cover.bringToFront();
      } else await page.bringToFront();
    },
    log: () => inPage(page, readRequestLog),
  };
}
