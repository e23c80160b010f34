/**
 * `npm run bench:csv`: the back office's CSV user import, measured through the page. Serves the back office's
 * production build against the mock backend (its own process, as `bench:problem` does), signs root in with
 * headless Chromium driven by Playwright, chooses a generated file of 200,000 rows (every 20th one invalid) and
 * clicks the import, as an admin would. It reports four figures:
 * - preview: from choosing the file until the page shows the rows' counts (read, checked, in the table);
 * - import: from the click until the result is on the page, every valid row created on the mock;
 * - the longest main-thread task from choosing the file to the result (Long Tasks API);
 * - the page's JavaScript heap (after a forced garbage collection) before the file, after the import and
 *   `SETTLE_MS` later: flat means the import left nothing growing behind.
 *
 *   npm run bench:csv -- [--rows N] [--build]
 *
 * Not part of `npm test`: it measures, it does not judge. Exits 1 when a run failed, 2 on a bad command line.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildApp, isBuilt } from '../../scripts/localStack';
import { chromiumArgs, findChromium } from '../support/browser';
import { signInToBackoffice } from '../support/backoffice';
import { commandLine, runBench, UsageError } from './benchSession';
import { startReaper } from './lighthouseReaper';
import { startPreviewStack, type PreviewStack } from './lighthouseStack';

/** Every 20th row breaks one rule; genders come in the spellings and letter cases people type. */
const GENDERS = ['male', 'Male', 'FEMALE', 'female', '0', '1', ''];
const INVALID_EVERY = 20;
const IMPORT_TIMEOUT_MS = 10 * 60_000;
const SETTLE_MS = 10_000;

function generate(count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const password = i % INVALID_EVERY === INVALID_EVERY - 1 ? '123' : `secret${i}`;
    lines.push(
      `bench${i},${password},bench${i}@example.com,"学生 ${i}",${GENDERS[i % GENDERS.length]},nick${i},HOJ U`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function options() {
  const values = commandLine({
    rows: { type: 'string', default: '200000' },
    build: { type: 'boolean', default: false },
  });
  const rows = Number(values.rows);
  if (!Number.isInteger(rows) || rows < 100 || rows > 1_000_000)
    throw new UsageError('--rows takes 100 to 1000000');
  return { rows, build: values.build };
}

/** Collects every main-thread task over 50 ms from the page's start (the observer is installed before it). */
function watchLongTasks(): void {
  const tasks: LongTask[] = [];
  (window as unknown as { longTasks: LongTask[] }).longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

interface LongTask {
  start: number;
  duration: number;
}

const longTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as { longTasks: LongTask[] }).longTasks);
const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** The longest task that started in [from, to) of the page's clock, in ms (0 without one). */
const longestIn = (tasks: readonly LongTask[], from: number, to: number) =>
  Math.round(Math.max(0, ...tasks.filter((t) => t.start >= from && t.start < to).map((t) => t.duration)));

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');

async function main(): Promise<number> {
  const { rows, build } = options();
  const found = findChromium(process.env);
  if (!found) throw new Error('No Chromium found: set PLAYWRIGHT_CHROMIUM_EXECUTABLE or install chromium.');
  for (const app of ['backoffice', 'portal'] as const) {
    if ((build && app === 'backoffice') || !isBuilt(app)) {
      console.info(`Building the ${app}…`);
      await buildApp(app);
    }
  }
  const folder = mkdtempSync(join(tmpdir(), 'csv-bench-'));
  const file = join(folder, 'users.csv');
  writeFileSync(file, generate(rows));
  const invalid = Math.floor(rows / INVALID_EVERY);
  const valid = rows - invalid;

  const reaper = startReaper();
  let stack: PreviewStack | null = null;
  const browser = await chromium.launch({
    executablePath: found.path,
    args: [...chromiumArgs],
    headless: true,
  });
  try {
    stack = await startPreviewStack(reaper);
    const context = await browser.newContext({ baseURL: stack.backofficeOrigin, locale: 'en-US' });
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };

    await signInToBackoffice(page);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/admin/users/import');
    const input = page.getByLabel('Choose CSV file');
    await input.waitFor({ state: 'attached' });
    const heapBefore = await heap();
    const chosenAt = await pageNow(page);
    const chosen = Date.now();
    await input.setInputFiles(file);
    await page
      .getByText(`${rows} rows: ${valid} valid, ${invalid} invalid`)
      .waitFor({ timeout: IMPORT_TIMEOUT_MS });
    const previewMs = Date.now() - chosen;
    const previewAt = await pageNow(page);

    const started = Date.now();
    await page.getByRole('button', { name: `Import ${valid} valid users` }).click();
    await page.getByText('Import result').waitFor({ timeout: IMPORT_TIMEOUT_MS });
    const importMs = Date.now() - started;
    await page.getByText(`Created: ${valid}`).waitFor({ timeout: 5_000 });
    const doneAt = await pageNow(page);

    const all = await longTasks(page);
    const tasks = all.filter((t) => t.start >= chosenAt).map((t) => t.duration);
    const heapAfter = await heap();
    await page.waitForTimeout(SETTLE_MS);
    const heapSettled = await heap();

    console.info(
      [
        `${count(rows)} rows (${count(valid)} valid) through the page, ${await browser.version()}:`,
        `  preview ${seconds(previewMs)} (file chosen → counts and table shown)`,
        `  import ${seconds(importMs)} (click → result; ${count(Math.round(valid / (importMs / 1000)))} users/s)`,
        `  longest main-thread task ${Math.round(Math.max(0, ...tasks))} ms ` +
          `(${tasks.length} tasks over 50 ms, ${tasks.filter((t) => t > 200).length} over 200 ms; ` +
          `longest while reading ${longestIn(all, chosenAt, previewAt)} ms, ` +
          `while importing ${longestIn(all, previewAt, doneAt)} ms)`,
        `  JS heap ${mb(heapBefore)} before the file, ${mb(heapAfter)} after the import, ` +
          `${mb(heapSettled)} ${SETTLE_MS / 1000} s later`,
      ].join('\n'),
    );
    return 0;
  } finally {
    await browser.close();
    await stack?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

runBench(main);
