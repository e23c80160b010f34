/**
 * `npm run bench:extreme`: how the problem page copes with absurd statements (the shapes of
 * `support/extremeContent.ts`: a 5 MB text, 10,000 formulas, a 2,000-level nested list, a 2,000-row table).
 * Serves the production builds against the mock backend (like `bench:problem`), puts each shape in place of
 * P1001's description as the page fetches it, and records every long task (50 ms or more) from the first byte
 * until the statement's last paragraph is on the page, scrolled to and, with formulas, typeset. Prints for each
 * shape the longest task, the number of long tasks and their sum, and when the first and the last paragraph
 * came. The e2e spec `extremeContent.spec.ts` checks the same shapes against the 200 ms limit; this prints the
 * figures. Not part of `npm test`: it measures, it does not judge.
 *
 *   npm run bench:extreme -- [--runs N] [--cpu N] [--shape text] [--wide] [--build]
 *
 * The page is a phone's (390×844: the statement and a text area, as the e2e spec measures it); `--wide` makes it
 * a laptop's, where the workbench also starts the code editor. `--cpu 4` slows the CPU four times; `--shape`
 * keeps the shapes whose name contains the text.
 * Exits 1 when a shape never finished or a request left loopback, 2 on a bad command line.
 */
import { cpus, totalmem } from 'node:os';
import type { Browser, Page } from 'puppeteer-core';
import { EXTREME_SHAPES, type ExtremeShape } from '../support/extremeContent';
import { commandLine, keepOnLoopback, openBenchSession, runBench, UsageError } from './benchSession';
import type { PreviewStack } from './lighthouseStack';

const FINISH_TIMEOUT_MS = 300_000;
const PROBLEM = 'P1001';

interface Run {
  longest: number;
  count: number;
  total: number;
  firstMs: number;
  lastMs: number;
  offLoopback: string[];
}

function options() {
  const values = commandLine({
    runs: { type: 'string', default: '1' },
    cpu: { type: 'string', default: '1' },
    shape: { type: 'string', default: '' },
    build: { type: 'boolean', default: false },
    wide: { type: 'boolean', default: false },
  });
  const runs = Number(values.runs);
  const cpu = Number(values.cpu);
  if (!Number.isInteger(runs) || runs < 1 || runs > 10) throw new UsageError('--runs takes 1 to 10');
  if (!(cpu >= 1 && cpu <= 20)) throw new UsageError('--cpu takes 1 to 20');
  const shapes = EXTREME_SHAPES.filter((shape) => shape.name.includes(values.shape));
  if (shapes.length === 0) throw new UsageError(`no shape's name contains "${values.shape}"`);
  return { runs, cpu, shapes, build: values.build, wide: values.wide };
}

/** Installed before the page's own scripts: every long task from the first byte on. */
function recordLongTasks() {
  const durations: number[] = [];
  (window as unknown as { __longTasks: number[] }).__longTasks = durations;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(Math.round(entry.duration));
  }).observe({ type: 'longtask', buffered: true });
}

/** The problem's detail answer with the shape as its description. */
async function plantedAnswer(stack: PreviewStack, source: string): Promise<string> {
  const response = await fetch(`${stack.mockOrigin}/api/get-problem-detail?problemId=${PROBLEM}`);
  const body = (await response.json()) as { data: { problem: Record<string, unknown> } };
  body.data.problem = {
    ...body.data.problem,
    description: source,
    input: '',
    output: '',
    hint: '',
    source: '',
  };
  return JSON.stringify(body);
}

/**
 * Waits until the statement's box (the parent of its first paragraph) ends with a paragraph of `text`, and gives
 * the page's clock then. Watched from inside the page: polling the whole, growing page for the text would
 * itself be the longest task. No named inner functions: the bundler would wrap them in a helper the page does
 * not have.
 */
async function lastParagraphTime(page: Page, first: string, last: string): Promise<number> {
  await page.waitForFunction(
    (wanted) => Array.from(document.querySelectorAll('p')).some((p) => p.textContent === wanted),
    { polling: 'raf' },
    first,
  );
  return page.evaluate(
    (firstText, lastText) =>
      new Promise<number>((done) => {
        const box = Array.from(document.querySelectorAll('p')).find(
          (p) => p.textContent === firstText,
        )?.parentElement;
        if (!box) throw new Error('no statement');
        const observer = new MutationObserver(() => {
          const end = box.lastElementChild;
          if (end?.textContent === lastText || end?.lastElementChild?.textContent === lastText) {
            observer.disconnect();
            done(performance.now());
          }
        });
        observer.observe(box, { childList: true });
        const end = box.lastElementChild;
        if (end?.textContent === lastText || end?.lastElementChild?.textContent === lastText) {
          observer.disconnect();
          done(performance.now());
        }
      }),
    first,
    last,
  );
}

async function measureOnce(
  browser: Browser,
  stack: PreviewStack,
  shape: ExtremeShape,
  { cpu, wide }: { cpu: number; wide: boolean },
): Promise<Run> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(FINISH_TIMEOUT_MS);
    await page.setViewport(wide ? { width: 1366, height: 900 } : { width: 390, height: 844 });
    const answer = await plantedAnswer(stack, shape.source());
    const offLoopback: string[] = [];
    await keepOnLoopback(page, offLoopback, (url) =>
      url.includes('/api/get-problem-detail?') ? answer : null,
    );
    await page.evaluateOnNewDocument(recordLongTasks);
    if (cpu > 1) {
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    await page.goto(`${stack.portalOrigin}/problem/${PROBLEM}?l=en-US`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      (wanted) => Array.from(document.querySelectorAll('p')).some((p) => p.textContent === wanted),
      { polling: 'raf' },
      shape.first,
    );
    const firstMs = await page.evaluate(() => performance.now());
    const lastMs = await lastParagraphTime(page, shape.first, shape.last);
    await page.evaluate((text) => {
      const box = Array.from(document.querySelectorAll('p')).find(
        (p) => p.textContent === text,
      )?.parentElement;
      box?.lastElementChild?.scrollIntoView();
    }, shape.first);
    if (shape.formulaNear) {
      await page.evaluate(
        (firstText, near) =>
          new Promise<void>((done) => {
            const box = Array.from(document.querySelectorAll('p')).find(
              (p) => p.textContent === firstText,
            )?.parentElement;
            const paragraph = Array.from(box?.querySelectorAll('p') ?? []).find((p) =>
              p.textContent?.startsWith(near),
            );
            if (!paragraph || paragraph.querySelector('math')) done();
            else
              new MutationObserver((_, observer) => {
                if (paragraph.querySelector('math')) {
                  observer.disconnect();
                  done();
                }
              }).observe(paragraph, { childList: true, subtree: true });
          }),
        shape.first,
        shape.formulaNear,
      );
    }
    // Two frames and a task, so whatever the scroll set off has run.
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))),
        ),
    );
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    return {
      longest: Math.max(0, ...tasks),
      count: tasks.length,
      total: tasks.reduce((sum, ms) => sum + ms, 0),
      firstMs,
      lastMs,
      offLoopback,
    };
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<number> {
  const opts = options();
  const session = await openBenchSession({ build: opts.build });
  const rows: string[] = [];
  const leaks = new Set<string>();
  for (const shape of opts.shapes) {
    for (let i = 0; i < opts.runs; i += 1) {
      const run = await measureOnce(session.browser, session.stack, shape, opts);
      run.offLoopback.forEach((url) => leaks.add(url));
      const row =
        `| ${shape.name} | ${run.longest} ms | ${run.count} | ${seconds(run.total)} | ` +
        `${seconds(run.firstMs)} | ${seconds(run.lastMs)} |`;
      console.info(row);
      rows.push(row);
    }
  }
  const { chromium } = session;
  await session.close();

  const cpu = cpus()[0]?.model.trim() ?? 'unknown';
  const memory = Math.round((totalmem() / 1024 ** 3) * 10) / 10;
  console.info(
    [
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu} (${cpus().length} cores, ${memory} GB), ` +
        `${chromium}, ${opts.wide ? '1366×900 (with the code editor)' : '390×844 (a phone: no code editor)'}, ` +
        `CPU ×${opts.cpu}:`,
      '',
      '| statement | longest task | long tasks | their sum | first paragraph | last paragraph |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
  if (leaks.size > 0) {
    console.error(`FAILED: requests left loopback:\n${[...leaks].map((url) => `  ${url}`).join('\n')}`);
    return 1;
  }
  return 0;
}

runBench(main);
