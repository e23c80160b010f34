import { parseArgs, type ParseArgsConfig } from 'node:util';
import { launch, type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { buildApp, isBuilt } from '../../scripts/localStack';
import { chromiumArgs, findChromium } from '../support/browser';
import { startReaper } from './lighthouseReaper';
import { startPreviewStack, type PreviewStack } from './lighthouseStack';

/**
 * What the page benchmarks (`bench:problem`, `bench:extreme`) share: their command line, the production builds
 * served against the mock backend, one headless Chromium, requests kept on this machine, and a clean exit
 * (1 when a run failed, 2 on a bad command line) that stops every server and browser they started.
 */

export class UsageError extends Error {}

/** The command line read with node's parser; any mistake in it is a usage error. */
export function commandLine<T extends NonNullable<ParseArgsConfig['options']>>(options: T) {
  try {
    return parseArgs({ args: process.argv.slice(2), options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

export const isLoopback = (url: string): boolean => {
  if (!/^https?:/.test(url)) return true;
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
};

/**
 * Aborts (and records in `offLoopback`) every request that would leave this machine; `answer` may answer a
 * request itself (a planted API answer) by returning its JSON body.
 */
export async function keepOnLoopback(
  page: Page,
  offLoopback: string[],
  answer: (url: string) => string | null = () => null,
): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const url = request.url();
    if (!isLoopback(url)) {
      offLoopback.push(url);
      void request.abort();
      return;
    }
    const body = answer(url);
    if (body === null) void request.continue();
    else void request.respond({ status: 200, contentType: 'application/json', body });
  });
}

export interface BenchSession {
  stack: PreviewStack;
  browser: Browser;
  /** The browser's own version line, for the printed figures. */
  chromium: string;
  close(): Promise<void>;
}

const reaper = startReaper();
let open: { stack?: PreviewStack; browser?: Browser } = {};

/** The portal's production build (built when missing or asked for) served against the mock, and a browser. */
export async function openBenchSession({ build }: { build: boolean }): Promise<BenchSession> {
  const found = findChromium(process.env);
  if (!found) throw new Error('No Chromium found: set PLAYWRIGHT_CHROMIUM_EXECUTABLE or install chromium.');
  if (build || !isBuilt('portal')) {
    console.info('Building the portal…');
    await buildApp('portal');
  }
  const stack = await startPreviewStack(reaper);
  open = { stack };
  const browser = await launch({ executablePath: found.path, headless: true, args: [...chromiumArgs] });
  open.browser = browser;
  const pid = browser.process()?.pid;
  if (pid !== undefined) reaper.watch(pid);
  return {
    stack,
    browser,
    chromium: await browser.version(),
    async close() {
      await browser.close();
      if (pid !== undefined) reaper.release(pid);
      await stack.stop();
      open = {};
    },
  };
}

/** Runs a benchmark's main and exits with its code; on a failure, kills what it left running first. */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      open.stack?.killNow();
      open.browser?.process()?.kill('SIGKILL');
      console.error(error instanceof Error ? error.message : error);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
