/**
 * `npm run bench:problem`: how long a problem page takes, on a throttled profile, until its statement is on
 * screen and until the code editor takes typing. Serves the production builds against the mock backend (like
 * `perf:lighthouse`), loads the page cold in a fresh browser context several times under DevTools throttling
 * (Lighthouse's "slow 4G" figures applied to the network, 4x slower CPU) on a laptop-sized screen, and reads
 * the page's own user-timing marks (`core/src/perf/marks.ts`). Prints the median; `--readme` rewrites the
 * README block. Not part of `npm test`: it measures, it does not judge.
 *
 *   npm run bench:problem -- [--runs N] [--path /problem/P1001] [--build] [--readme]
 *
 * Exits 1 when a mark never came or a request left loopback, 2 on a bad command line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Browser } from 'puppeteer-core';
import { PERF_MARKS } from '@hoj/core/perf/marks';
import { repoRoot } from '../../scripts/localStack';
import { commandLine, keepOnLoopback, openBenchSession, runBench, UsageError } from './benchSession';
import { rewriteBetweenMarkers } from './lighthouseReport';

const README_FILE = join(repoRoot, 'README.md');
const START = '<!-- problem-bench:start -->';
const END = '<!-- problem-bench:end -->';
const MARK_TIMEOUT_MS = 60_000;

/** Lighthouse's DevTools throttling for its mobile "slow 4G" profile. */
const THROTTLING = {
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
};

interface Run {
  statementMs: number;
  editorMs: number;
  /** Requests to hosts other than 127.0.0.1/localhost. */
  offLoopback: string[];
}

function options() {
  const values = commandLine({
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/problem/P1001' },
    build: { type: 'boolean', default: false },
    readme: { type: 'boolean', default: false },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new UsageError('--runs takes 1 to 20');
  if (!values.path.startsWith('/'))
    throw new UsageError('--path is a path on the portal, like /problem/P1001');
  return { runs, path: values.path, build: values.build, readme: values.readme };
}

async function measureOnce(browser: Browser, url: string): Promise<Run> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    const offLoopback: string[] = [];
    await keepOnLoopback(page, offLoopback);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
      uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const markTime = async (name: string) => {
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
        {
          timeout: MARK_TIMEOUT_MS,
          polling: 50,
        },
        name,
      );
      return page.evaluate((mark) => performance.getEntriesByName(mark, 'mark')[0]!.startTime, name);
    };
    const statementMs = await markTime(PERF_MARKS.statementVisible);
    const editorMs = await markTime(PERF_MARKS.editorReady);
    return { statementMs, editorMs, offLoopback };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function table(path: string, runs: Run[], chromium: string): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown';
  const memory = Math.round((totalmem() / 1024 ** 3) * 10) / 10;
  const date = new Date().toISOString().slice(0, 10);
  const all = (pick: (run: Run) => number) => runs.map((run) => seconds(pick(run))).join(' / ');
  return [
    `Measured ${date} on ${cpu} (${cpus().length} cores, ${memory} GB), Node ${process.version}, ${chromium}; ` +
      `\`${path}\`, 1366×900, slow 4G (${THROTTLING.latencyMs} ms latency, ` +
      `${(THROTTLING.downloadKbps / 1024).toFixed(2)} Mbps down), CPU ×${THROTTLING.cpuSlowdown}, cold cache:`,
    '',
    `| moment | median of ${runs.length} | all runs |`,
    '| --- | --- | --- |',
    `| statement visible | ${seconds(median(runs.map((r) => r.statementMs)))} | ${all((r) => r.statementMs)} |`,
    `| editor ready | ${seconds(median(runs.map((r) => r.editorMs)))} | ${all((r) => r.editorMs)} |`,
  ].join('\n');
}

async function main(): Promise<number> {
  const opts = options();
  const session = await openBenchSession({ build: opts.build });
  const runs: Run[] = [];
  for (let i = 0; i < opts.runs; i += 1) {
    const run = await measureOnce(session.browser, `${session.stack.portalOrigin}${opts.path}`);
    console.info(`run ${i + 1}: statement ${seconds(run.statementMs)}, editor ${seconds(run.editorMs)}`);
    runs.push(run);
  }
  const { chromium } = session;
  await session.close();

  const block = table(opts.path, runs, chromium);
  console.info(`\n${block}\n`);
  const leaks = [...new Set(runs.flatMap((run) => run.offLoopback))];
  if (leaks.length > 0) {
    console.error(`FAILED: requests left loopback:\n${leaks.map((url) => `  ${url}`).join('\n')}`);
    return 1;
  }
  if (opts.readme) {
    const options = { ...(await resolveConfig(README_FILE)), filepath: README_FILE };
    const text = rewriteBetweenMarkers(readFileSync(README_FILE, 'utf8'), block, START, END);
    writeFileSync(README_FILE, await format(text, options));
    console.info('README block rewritten.');
  }
  return 0;
}

runBench(main);
