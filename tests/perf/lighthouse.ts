/**
 * `npm run perf:lighthouse`: Lighthouse (mobile profile, simulated throttling, performance only) over the
 * production builds of both apps against the mock backend, every page several times; prints the median run of
 * each page with what explains its score, writes tests/perf/results.json, and with `--readme` the README table.
 *
 *   npm run perf:lighthouse -- [--runs N] [--only <name part>] [--build] [--readme]
 *
 * Exits 1 when a page could not be measured or any request left loopback, 2 on a bad command line.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { format, resolveConfig } from 'prettier';
import { launch, type Browser } from 'puppeteer-core';
import { TOKEN_KEY, USER_KEY } from '@hoj/core/session/session';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { buildApp, isBuilt, repoRoot, type App } from '../../scripts/localStack';
import { chromiumArgs, findChromium } from '../support/browser';
import { lighthousePages, selectPages, type LighthousePage } from './lighthousePages';
import {
  checkLanding,
  formatDiagnostics,
  formatTable,
  millis,
  pickMedian,
  readmeBlock,
  rewriteBetweenMarkers,
  seconds,
  summariseRun,
  targetMet,
  type LighthouseResults,
  type Machine,
  type PageResult,
  type RunSummary,
} from './lighthouseReport';
import { startReaper } from './lighthouseReaper';
import { startPreviewStack, type PreviewStack } from './lighthouseStack';

const RESULTS_FILE = join(repoRoot, 'tests/perf/results.json');
const README_FILE = join(repoRoot, 'README.md');
/** Full HTML reports of the median runs, for a closer look; not committed (tests/reports is ignored). */
const REPORT_DIR = join(repoRoot, 'tests/reports/lighthouse');
const MAX_RUNS = 20;

class UsageError extends Error {}

interface Options {
  runs: number;
  only: string | undefined;
  build: boolean;
  readme: boolean;
}

function parseOptions(argv: string[]): Options {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        runs: { type: 'string', default: '3' },
        only: { type: 'string' },
        build: { type: 'boolean', default: false },
        readme: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > MAX_RUNS) {
    throw new UsageError(`--runs takes a whole number from 1 to ${MAX_RUNS}, not ${values.runs}`);
  }
  // A partial table in the README would read as if the other pages had been dropped.
  if (values.readme && values.only) throw new UsageError('--readme rewrites the whole table: drop --only');
  return { runs, only: values.only, build: values.build, readme: values.readme };
}

/** CHROME_PATH first (what Lighthouse's own launcher reads), then the browser the e2e tests find. */
function chromiumPath(): string {
  const explicit = process.env.CHROME_PATH;
  const found = findChromium(explicit ? { CHROME_PATH: explicit } : process.env);
  if (!found) {
    throw new Error(
      'No Chromium found: set CHROME_PATH, run `npx playwright install chromium`, or install the chromium package.',
    );
  }
  return found.path;
}

/**
 * The login as the page's app makes it (the portal's `/api/login`, the back office's `/api/admin/login`, which
 * refuses users without a staff role); the session goes to local storage where core's session reads it.
 */
interface StoredSession {
  readonly token: string;
  readonly userJson: string;
}

async function signIn(
  mockOrigin: string,
  app: LighthousePage['app'],
  username: string,
): Promise<StoredSession> {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`No demo account ${username}`);
  const login = app === 'portal' ? '/api/login' : '/api/admin/login';
  const response = await fetch(`${mockOrigin}${login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: account.password }),
  });
  const body = (await response.json()) as { status?: number; msg?: string; data?: unknown };
  const token = response.headers.get('authorization');
  if (!token || body.status !== 200 || !body.data) {
    throw new Error(`Signing in as ${username} failed: ${body.msg ?? `HTTP ${response.status}`}`);
  }
  return { token, userJson: JSON.stringify(body.data) };
}

let stack: PreviewStack | undefined;
let browser: Browser | undefined;
const reaper = startReaper();

/** Chromium in headless mode, in a process group of its own (puppeteer's choice) that the reaper watches. */
async function launchChromium(executablePath: string): Promise<Browser> {
  const launched = await launch({
    executablePath,
    headless: true,
    args: [...chromiumArgs],
    // Lighthouse sets the mobile viewport itself; a puppeteer default would fight it.
    defaultViewport: null,
    // Ctrl+C is handled below for the servers as well; puppeteer's own handler would exit before that.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const pid = launched.process()?.pid;
  if (pid !== undefined) {
    reaper.watch(pid);
    launched.process()?.once('exit', () => reaper.release(pid));
  }
  return launched;
}

/**
 * One Lighthouse run in a browser of its own, so no run inherits another's caches or compiled code. Lighthouse
 * clears the origin's storage before it navigates; a signed-in page gets its session from a script that runs
 * at the start of every document, after that reset and before the app's own code reads the session.
 */
async function measure(executablePath: string, url: string, session: StoredSession | null): Promise<Result> {
  const launched = await launchChromium(executablePath);
  browser = launched;
  try {
    const page = await launched.newPage();
    if (session) {
      const origin = new URL(url).origin;
      const items: Record<string, string> = { [TOKEN_KEY]: session.token, [USER_KEY]: session.userJson };
      await page.evaluateOnNewDocument(
        (pageOrigin: string, entries: Record<string, string>) => {
          // about:blank comes first and has no storage of its own.
          if (location.origin !== pageOrigin) return;
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        },
        origin,
        items,
      );
    }
    const result = await lighthouse(
      url,
      { onlyCategories: ['performance'], logLevel: 'error' },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    browser = undefined;
    await launched.close().catch(() => launched.process()?.kill('SIGKILL'));
  }
}

async function chromiumVersion(executablePath: string): Promise<string> {
  const probe = await launchChromium(executablePath);
  try {
    return (await probe.version()).replace(/^[^/]*\//, '');
  } finally {
    await probe.close();
  }
}

function runLine(run: RunSummary): string {
  if (run.error) return `error: ${run.error}`;
  const m = run.metrics;
  return (
    `score ${run.score ?? '–'}  FCP ${seconds(m.fcpMs)}  LCP ${seconds(m.lcpMs)}  TBT ${millis(m.tbtMs)}  ` +
    `CLS ${m.cls?.toFixed(3) ?? '–'}  SI ${seconds(m.speedIndexMs)}`
  );
}

async function measurePage(
  page: LighthousePage,
  runs: number,
  executablePath: string,
  running: PreviewStack,
): Promise<{ result: PageResult; medianLhr: Result | undefined }> {
  const origin = page.app === 'portal' ? running.portalOrigin : running.backofficeOrigin;
  const url = `${origin}${page.path}`;
  const summaries: RunSummary[] = [];
  const lhrs: Result[] = [];
  for (let i = 1; i <= runs; i++) {
    // The same seeded data on every run; the reset also ends earlier sessions, so the login comes after it.
    await fetch(`${running.mockOrigin}/api/__reset`, { method: 'POST' });
    const session = page.signedInAs ? await signIn(running.mockOrigin, page.app, page.signedInAs) : null;
    const lhr = await measure(executablePath, url, session);
    const failure = running.failure();
    if (failure) throw new Error(failure);
    const summary = checkLanding(page.path, summariseRun(lhr));
    summaries.push(summary);
    lhrs.push(lhr);
    console.info(`  ${page.name} run ${i}/${runs}: ${runLine(summary)}`);
  }
  const index = pickMedian(summaries);
  const median = index === undefined ? null : { run: index + 1, ...summaries[index]! };
  return {
    result: { name: page.name, path: page.path, url, target: page.target, runs: summaries, median },
    medianLhr: index === undefined ? undefined : lhrs[index],
  };
}

async function prettierFormat(text: string, filepath: string): Promise<string> {
  const config = (await resolveConfig(filepath)) ?? {};
  return format(text, { ...config, filepath });
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const pages = selectPages(lighthousePages, options.only);
  if (pages.length === 0) {
    throw new UsageError(
      `--only ${options.only}: no page name contains it (pages: ${lighthousePages.map((p) => p.name).join(', ')})`,
    );
  }
  const executablePath = chromiumPath();

  for (const app of new Set<App>(pages.map((page) => page.app))) {
    if (options.build || !isBuilt(app)) {
      console.info(`Building ${app}…`);
      await buildApp(app);
    }
  }

  stack = await startPreviewStack(reaper);
  const chromium = await chromiumVersion(executablePath);
  console.info(
    `Chromium ${chromium} (${executablePath}); ${pages.length} page(s), ${options.runs} run(s) each, mobile profile`,
  );

  const results: PageResult[] = [];
  let lighthouseVersion = '';
  mkdirSync(REPORT_DIR, { recursive: true });
  for (const page of pages) {
    const { result, medianLhr } = await measurePage(page, options.runs, executablePath, stack);
    results.push(result);
    if (medianLhr) {
      lighthouseVersion = medianLhr.lighthouseVersion;
      writeFileSync(join(REPORT_DIR, `${page.name}.html`), generateReport(medianLhr, 'html'));
    }
  }
  await stack.stop();
  stack = undefined;

  const machine: Machine = {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    lighthouse: lighthouseVersion,
    chromium,
  };
  const all: LighthouseResults = {
    date: new Date().toISOString(),
    machine,
    settings: { formFactor: 'mobile', throttling: 'simulate', runs: options.runs },
    pages: results,
  };
  writeFileSync(RESULTS_FILE, await prettierFormat(JSON.stringify(all), RESULTS_FILE));

  console.info(`\n${formatTable(results, options.runs)}\n`);
  for (const page of results) console.info(`${formatDiagnostics(page)}\n`);
  console.info(`Written: tests/perf/results.json; median reports in tests/reports/lighthouse/`);

  const leaks = results.flatMap((page) =>
    [...new Set(page.runs.flatMap((run) => run.offLoopback))].map((url) => `${page.name}: ${url}`),
  );
  if (leaks.length > 0) {
    console.error(
      `\nFAILED: pages requested hosts other than 127.0.0.1/localhost (the numbers are not comparable):\n` +
        leaks.map((line) => `  ${line}`).join('\n'),
    );
    return 1;
  }
  const unmeasured = results.filter((page) => page.median === null);
  if (unmeasured.length > 0) {
    console.error(`\nFAILED: no run of ${unmeasured.map((page) => page.name).join(', ')} was scored.`);
    return 1;
  }

  if (options.readme) {
    const block = await prettierFormat(readmeBlock(all), README_FILE);
    writeFileSync(README_FILE, rewriteBetweenMarkers(readFileSync(README_FILE, 'utf8'), block));
    console.info('README table rewritten.');
  }
  const missed = results.filter((page) => !targetMet(page.median?.score ?? null, page.target));
  console.info(
    missed.length
      ? `Targets not met: ${missed.map((page) => `${page.name} ${page.median?.score} < ${page.target}`).join(', ')}`
      : 'Every page met its target.',
  );
  return 0;
}

/** Synchronous, so it also works from the exit handler: the servers run in process groups of their own. */
function killChildren(): void {
  stack?.killNow();
  browser?.process()?.kill('SIGKILL');
}

process.on('SIGINT', () => {
  console.error('\nInterrupted: stopping the servers and the browser.');
  killChildren();
  process.exit(130);
});
process.on('SIGTERM', () => {
  killChildren();
  process.exit(143);
});
process.on('exit', () => {
  killChildren();
  reaper.close();
});

main().then(
  (code) => {
    process.exitCode = code;
  },
  async (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(
        `${error.message}\nUsage: npm run perf:lighthouse -- [--runs N] [--only NAME] [--build] [--readme]`,
      );
      process.exitCode = 2;
    } else {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = 1;
    }
    await stack?.stop();
  },
);
