/**
 * `npm run bench:board`: the 5,000-team board in a browser. Serves the portal's production build against the
 * mock backend (like `bench:problem`), opens the large contest's outside board with every team on one page
 * (`/contest/acm-scoreboard/9?limit=5000`, as a visitor; the contest's end is moved a day ahead first, as an
 * admin would, so that it runs and the board refreshes itself every 30 s), and reports:
 *
 * - when the first rows were drawn, when the 5,000-row answer was in, and the longest task while loading;
 * - the frames while the board is scrolled from the first row to the last, a few rows further each frame;
 * - for three auto refreshes, with the board scrolled to the middle: one where nothing changed, one after three
 *   teams in view made a wrong try, one after a team from below climbed past the view: rows in the page, rows
 *   drawn again, rows whose DOM changed, the time from the answer to the updated table, the longest frame and
 *   the long tasks (`boardProbe.ts` says how rows are counted without changing the app).
 *
 * The refreshes are the board's own, on its own timer: the bench waits for them (about 30 s each), so a run
 * takes about two minutes. It prints tables; `--readme` rewrites the README block. Not part of `npm test`: it
 * measures, it does not judge.
 *
 *   npm run bench:board -- [--runs N] [--cpu N] [--scroll-rows N] [--no-refresh] [--build] [--readme]
 *
 * Exits 1 when the board never showed or a request left loopback, 2 on a bad command line.
 */
import type { Browser, Page } from 'puppeteer-core';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { commandLine, keepOnLoopback, openBenchSession, runBench, UsageError } from './benchSession';
import { median, ms, seconds } from './benchFigures';
import { measuredOn, rewriteReadmeBlock } from './benchReadme';
import { problemLabels, readWholeBoard, teamClimbsThroughView, wrongTriesInView } from './boardChanges';
import {
  armRefreshWatch,
  firstBoardRequest,
  firstRowAt,
  installBoardProbe,
  longTasksSoFar,
  readRefreshWatch,
  scrollThrough,
  scrollToRow,
} from './boardProbe';
import {
  deltas,
  loadTable,
  refreshFigures,
  refreshTable,
  type LoadRun,
  type RefreshRun,
} from './boardReport';
import { keepContestRunning } from './mockCalls';
import { beforePageScripts, inPage } from './pageScript';
import type { PreviewStack } from './lighthouseStack';

const START = '<!-- board-bench:start -->';
const END = '<!-- board-bench:end -->';
const CONTEST = 9;
const BOARD_CALL = '/api/get-contest-outside-scoreboard';
const VIEWPORT = { width: 1366, height: 900 };
const LOAD_TIMEOUT_MS = 120_000;
/** The board refreshes every 30 s (less its jitter); a refresh later than this is not coming. */
const REFRESH_TIMEOUT_MS = 90_000;
/** After a refresh's answer, time for the page to apply it before the watch is read. */
const SETTLE_MS = 2_000;
const DAY_MS = 24 * 60 * 60_000;

function options() {
  const values = commandLine({
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '1' },
    'scroll-rows': { type: 'string', default: '5' },
    'no-refresh': { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
    readme: { type: 'boolean', default: false },
  });
  const runs = Number(values.runs);
  const cpu = Number(values.cpu);
  const scrollRows = Number(values['scroll-rows']);
  if (!Number.isInteger(runs) || runs < 1 || runs > 10) throw new UsageError('--runs takes 1 to 10');
  if (!(cpu >= 1 && cpu <= 20)) throw new UsageError('--cpu takes 1 to 20');
  if (!Number.isInteger(scrollRows) || scrollRows < 1 || scrollRows > 100)
    throw new UsageError('--scroll-rows takes 1 to 100');
  return {
    runs,
    cpu,
    scrollRows,
    refresh: !values['no-refresh'],
    build: values.build,
    readme: values.readme,
  };
}

async function openBoard(browser: Browser, url: string, cpu: number, offLoopback: string[]): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(LOAD_TIMEOUT_MS);
  await page.setViewport(VIEWPORT);
  await keepOnLoopback(page, offLoopback);
  await beforePageScripts(page, installBoardProbe);
  if (cpu > 1) await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.querySelector('tr.board__row') !== null, { polling: 100 });
  return page;
}

async function loadAndScroll(page: Page, scrollRows: number): Promise<LoadRun> {
  // A second for whatever the load left queued, so the scroll starts on a quiet page.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const firstRowsMs = (await inPage(page, firstRowAt)) ?? 0;
  const answer = await inPage(page, firstBoardRequest, BOARD_CALL);
  if (!answer) throw new Error('the board request is not in the page’s resource timing');
  // Loading ends with the first rows and what their commit set off.
  const loadTasks = (await inPage(page, longTasksSoFar)).filter((task) => task.start <= firstRowsMs + 500);
  const scroll = await inPage(page, scrollThrough, scrollRows);
  return {
    firstRowsMs,
    answerMs: answer.end,
    answerBytes: answer.bytes,
    longestLoadTask: Math.max(0, ...loadTasks.map((task) => task.duration)),
    frameDeltas: deltas(scroll.frames),
    scrollTasks: scroll.longTasks,
  };
}

/** Waits for the board's next refresh, which `change` prepared, and reads what it cost. */
async function nextRefresh(page: Page, change: string): Promise<RefreshRun> {
  const rowsInPage = await inPage(page, armRefreshWatch);
  await page.waitForResponse((response) => response.url().includes(BOARD_CALL), {
    timeout: REFRESH_TIMEOUT_MS,
  });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return refreshFigures(change, rowsInPage, await inPage(page, readRefreshWatch, BOARD_CALL));
}

async function refreshes(page: Page, stack: PreviewStack): Promise<RefreshRun[]> {
  const board = await readWholeBoard(stack.mockOrigin, CONTEST);
  const labels = await problemLabels(stack.mockOrigin, CONTEST);
  const inView = await inPage(page, scrollToRow, Math.floor(board.length / 2));
  if (inView.length === 0) throw new Error('no rows in view after scrolling to the middle');
  const runs = [await nextRefresh(page, 'nothing changed')];
  console.info(`refresh 1 of 3: ${runs[0]!.rowsDrawn} rows drawn`);
  const tries = await wrongTriesInView(stack.mockOrigin, CONTEST, board, labels, inView, 3);
  runs.push(await nextRefresh(page, tries));
  console.info(`refresh 2 of 3: ${runs[1]!.rowsDrawn} rows drawn`);
  const climb = await teamClimbsThroughView(stack.mockOrigin, CONTEST, board, labels, inView);
  runs.push(await nextRefresh(page, climb));
  console.info(`refresh 3 of 3: ${runs[2]!.rowsDrawn} rows drawn`);
  return runs;
}

async function main(): Promise<number> {
  const opts = options();
  const session = await openBenchSession({ build: opts.build });
  const { stack, browser } = session;
  const root = demoAccounts.find((account) => account.username === 'root');
  if (!root) throw new Error('no root demo account');
  await keepContestRunning(stack.mockOrigin, CONTEST, root, DAY_MS);
  const url = `${stack.portalOrigin}/contest/acm-scoreboard/${CONTEST}?limit=5000`;
  const offLoopback: string[] = [];
  const loads: LoadRun[] = [];
  let refreshRuns: RefreshRun[] = [];
  for (let i = 0; i < opts.runs; i += 1) {
    const page = await openBoard(browser, url, opts.cpu, offLoopback);
    const run = await loadAndScroll(page, opts.scrollRows);
    loads.push(run);
    console.info(
      `run ${i + 1}: first rows ${seconds(run.firstRowsMs)}, scroll median frame ${ms(median(run.frameDeltas))}, ` +
        `longest ${ms(Math.max(0, ...run.frameDeltas))}`,
    );
    if (opts.refresh && i === opts.runs - 1) refreshRuns = await refreshes(page, stack);
    await page.browserContext().close();
  }
  const { chromium } = session;
  await session.close();

  const block = [
    `${measuredOn(chromium)}; \`/contest/acm-scoreboard/${CONTEST}?limit=5000\` (${loads.length} loads), ` +
      `${VIEWPORT.width}×${VIEWPORT.height}, CPU ×${opts.cpu}:`,
    '',
    loadTable(loads, opts.scrollRows),
    ...(refreshRuns.length > 0
      ? ['', 'Auto refreshes with the board scrolled to its middle:', '', refreshTable(refreshRuns)]
      : []),
  ].join('\n');
  console.info(`\n${block}\n`);
  const leaks = [...new Set(offLoopback)];
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
