/**
 * `npm run bench:requests`: how often an open contest page asks the server, and how it comes back after an
 * outage. Serves the portal's production build against the mock backend (like `bench:problem`), signs `alice`
 * in, and opens, each in a browser context of its own, the home of the running contest 2 (`/contest/2`: the
 * contest's announcement check and the unread-message count) and its board (`/contest/2/rank`: the same and
 * the board's 30 s auto refresh):
 *
 * - requests per minute of each with its tab in front and with its tab hidden behind another (a real hidden tab:
 *   the browser itself reports it hidden and sends `visibilitychange`, as when a reader opens another tab), and
 *   what a hidden tab asks in its first seconds in front again;
 * - each through a 2-minute outage of the API (every API request answered 503, as a proxy in front of a
 *   stopped server answers, or refused, as a stopped server refuses it), started at three moments of the
 *   polls' cycle: the requests made during it, and how long after it ended each poll had its first good answer.
 *
 * Time runs on Chromium's virtual time (`Emulation.setVirtualTimePolicy`, `requestLog.ts`): the page's clock and
 * timers run ahead as fast as the page can take them and stand still while a request is on its way, so a
 * 10-minute count and the outages with their back-off take about a minute of real time, and every due time,
 * random spread and back-off step is the page's own. (Chromium does not slow a hidden tab's timers on virtual
 * time as it does on real time; that would only make the ticks a hidden tab skips come later.) The mock's clock
 * is not moved: its answers are the same at any time of a running contest. It prints tables; `--readme`
 * rewrites the README block. Not part of `npm test`: it measures, it does not judge.
 *
 *   npm run bench:requests -- [--minutes N] [--build] [--readme]
 *
 * Exits 1 when a request left loopback, 2 on a bad command line.
 */
import type { Browser } from 'puppeteer-core';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { commandLine, openBenchSession, runBench, UsageError } from './benchSession';
import { seconds } from './benchFigures';
import { measuredOn, rewriteReadmeBlock } from './benchReadme';
import { signIn } from './mockCalls';
import { watchTab, type OutageKind, type Tab } from './requestLog';
import {
  backAfter,
  between,
  outageTable,
  rateFigures,
  rateTable,
  stillAwaited,
  type OutageResult,
  type RateResult,
} from './requestRateReport';

const START = '<!-- request-bench:start -->';
const END = '<!-- request-bench:end -->';
const CONTEST = 2;
const PAGES = [
  { name: 'contest home', path: `/contest/${CONTEST}` },
  { name: 'contest board', path: `/contest/${CONTEST}/rank` },
] as const;
type PageName = (typeof PAGES)[number]['name'];
/** After the load, before counting: the load's own requests are not polls. */
const SETTLE_MS = 15_000;
const OUTAGE_MS = 120_000;
/** Where in the polls' cycle an outage starts, after the settling time: spread over the 60 s check. */
const OUTAGE_OFFSETS_MS = [0, 20_000, 40_000];
const OUTAGES: readonly { kind: OutageKind; label: string }[] = [
  { kind: '503', label: 'HTTP 503' },
  { kind: 'refused', label: 'connection refused' },
];
/** The longest back-off is 5 minutes ± 20 %: every poll is back well within this. */
const RECOVERY_LIMIT_MS = 8 * 60_000;
const RECOVERY_STEP_MS = 5_000;
/** A hidden tab back in front: what it asks within this time. */
const SHOWN_WINDOW_MS = 5_000;
const wholeSeconds = (ms: number) => seconds(ms, 0);

function options() {
  const values = commandLine({
    minutes: { type: 'string', default: '10' },
    build: { type: 'boolean', default: false },
    readme: { type: 'boolean', default: false },
  });
  const minutes = Number(values.minutes);
  if (!(minutes >= 1 && minutes <= 60)) throw new UsageError('--minutes takes 1 to 60');
  return { windowMs: minutes * 60_000, build: values.build, readme: values.readme };
}

async function openTab(browser: Browser, url: string, session: { token: string; user: unknown }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1366, height: 900 });
  // The session the portal's login would have stored (the local-storage keys every HOJ front end shares).
  await page.evaluateOnNewDocument(
    (token, user) => {
      if (localStorage.getItem('token') !== null) return;
      localStorage.setItem('token', token);
      localStorage.setItem('userInfo', user);
    },
    session.token,
    JSON.stringify(session.user),
  );
  const tab = await watchTab(page);
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
  return tab;
}

async function measureRate(tab: Tab, page: PageName, hidden: boolean, windowMs: number): Promise<RateResult> {
  await tab.runFor(SETTLE_MS);
  if (hidden) await tab.setHidden(true);
  const from = (await tab.log()).now;
  await tab.runFor(windowMs);
  const to = (await tab.log()).now;
  if (hidden) {
    await tab.setHidden(false);
    await tab.runFor(SHOWN_WINDOW_MS);
  }
  const { requests } = await tab.log();
  return rateFigures(page, hidden, requests, { from, to, shownMs: SHOWN_WINDOW_MS });
}

async function measureOutage(
  tab: Tab,
  page: PageName,
  { kind, label }: { kind: OutageKind; label: string },
  offsetMs: number,
): Promise<OutageResult> {
  await tab.runFor(SETTLE_MS + offsetMs);
  const from = (await tab.log()).now;
  tab.setOutage(kind);
  await tab.runFor(OUTAGE_MS);
  const to = (await tab.log()).now;
  tab.setOutage(null);
  for (let waited = 0; waited < RECOVERY_LIMIT_MS; waited += RECOVERY_STEP_MS) {
    if (!stillAwaited(backAfter((await tab.log()).requests, from, to))) break;
    await tab.runFor(RECOVERY_STEP_MS);
  }
  const { requests } = await tab.log();
  return {
    page,
    outage: label,
    during: between(requests, from, to).length,
    back: backAfter(requests, from, to),
  };
}

async function main(): Promise<number> {
  const opts = options();
  const session = await openBenchSession({ build: opts.build });
  const { stack, browser } = session;
  const alice = demoAccounts.find((account) => account.username === 'alice');
  if (!alice) throw new Error('no alice demo account');
  const signedIn = await signIn(stack.mockOrigin, alice.username, alice.password);
  const open = (path: string) => openTab(browser, `${stack.portalOrigin}${path}`, signedIn);
  const tabs: Tab[] = [];
  const rateRuns: (() => Promise<RateResult>)[] = [];
  const outageRuns: (() => Promise<OutageResult>)[] = [];
  // Opened one after another (a load is the only busy part), then measured side by side.
  console.info('Opening the tabs…');
  for (const { name, path } of PAGES)
    for (const hidden of [false, true]) {
      const tab = await open(path);
      tabs.push(tab);
      rateRuns.push(() => measureRate(tab, name, hidden, opts.windowMs));
    }
  for (const { name, path } of PAGES)
    for (const outage of OUTAGES)
      for (const offset of OUTAGE_OFFSETS_MS) {
        const tab = await open(path);
        tabs.push(tab);
        outageRuns.push(() => measureOutage(tab, name, outage, offset));
      }
  console.info(`Running ${tabs.length} tabs on virtual time…`);
  const started = Date.now();
  const [rates, outages] = await Promise.all([
    Promise.all(rateRuns.map((run) => run())),
    Promise.all(outageRuns.map((run) => run())),
  ]);
  console.info(`Done in ${wholeSeconds(Date.now() - started)} of real time.`);
  const { chromium } = session;
  await session.close();

  const block = [
    `${measuredOn(chromium)}; contest ${CONTEST} running, signed in as alice; ` +
      `${wholeSeconds(opts.windowMs)} counted per tab on the page's clock:`,
    '',
    rateTable(rates, SHOWN_WINDOW_MS),
    '',
    `Through ${wholeSeconds(OUTAGE_MS)} without the API, started at ${OUTAGE_OFFSETS_MS.length} moments ` +
      '(ranges over them):',
    '',
    outageTable(outages),
  ].join('\n');
  console.info(`\n${block}\n`);
  const leaks = [...new Set(tabs.flatMap((tab) => tab.offLoopback))];
  if (leaks.length > 0) {
    console.error(`FAILED: requests left loopback:\n${leaks.map((url) => `  ${url}`).join('\n')}`);
    return 1;
  }
  if (opts.readme) {
    await rewriteReadmeBlock(block, START, END);
    console.info('README block rewritten.');
  }
  return 0;
}

runBench(main);
