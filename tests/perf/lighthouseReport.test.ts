import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  README_END,
  README_START,
  TOP,
  checkLanding,
  formatDiagnostics,
  formatTable,
  isLoopbackUrl,
  markdownTable,
  offLoopback,
  pickMedian,
  readmeBlock,
  rewriteBetweenMarkers,
  summariseRun,
  type LhrLike,
  type LighthouseResults,
  type PageResult,
  type RunSummary,
} from './lighthouseReport';

const node = (selector: string, nodeLabel: string) => ({
  type: 'node',
  selector,
  nodeLabel,
  snippet: `<div class="${selector}">`,
});

/** A result shaped as Lighthouse 12.8 writes it, cut down to the audits the summary reads. */
function sampleLhr(overrides: Partial<LhrLike> = {}): LhrLike {
  return {
    finalDisplayedUrl: 'http://127.0.0.1:4511/home',
    categories: { performance: { score: 0.874 } },
    runWarnings: [],
    environment: { benchmarkIndex: 1234.5 },
    audits: {
      'first-contentful-paint': { numericValue: 1203.4 },
      'largest-contentful-paint': { numericValue: 2450.6 },
      'total-blocking-time': { numericValue: 130.2 },
      'cumulative-layout-shift': { numericValue: 0.123456 },
      'speed-index': { numericValue: 1800 },
      'largest-contentful-paint-element': {
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node: node('main > h1.hero', 'Welcome to the judge') }] },
            {
              type: 'table',
              items: [
                { phase: 'TTFB', percent: '20%', timing: 490.2 },
                { phase: 'Load Delay', percent: '0%', timing: 0 },
                { phase: 'Load Time', percent: '0%', timing: 0 },
                { phase: 'Render Delay', percent: '80%', timing: 1960.4 },
              ],
            },
          ],
        },
      },
      'layout-shifts': {
        details: {
          type: 'table',
          items: [
            {
              node: node('div.carousel', 'Carousel'),
              score: 0.10004,
              subItems: {
                type: 'subitems',
                items: [
                  { cause: 'Web font loaded', extra: { type: 'url', value: '/assets/inter.woff2' } },
                  { cause: 'Media element lacking an explicit size' },
                ],
              },
            },
            { score: 0.02 },
          ],
        },
      },
      'mainthread-work-breakdown': {
        details: {
          type: 'table',
          items: [
            { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 300.4 },
            { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 820.7 },
            { group: 'other', groupLabel: 'Other', duration: 200 },
            { group: 'paintCompositeRender', groupLabel: 'Rendering', duration: 50 },
            { group: 'parseHTML', groupLabel: 'Parse HTML & CSS', duration: 20 },
            { group: 'garbageCollection', groupLabel: 'Garbage Collection', duration: 10 },
          ],
        },
      },
      'bootup-time': {
        details: {
          type: 'table',
          items: [
            { url: 'http://127.0.0.1:4511/assets/small.js', total: 60, scripting: 50 },
            { url: 'http://127.0.0.1:4511/assets/index.js', total: 600.6, scripting: 500.2 },
          ],
        },
      },
      'long-tasks': {
        details: {
          type: 'table',
          items: [
            { url: 'http://127.0.0.1:4511/assets/index.js', startTime: 900, duration: 120 },
            { url: 'http://127.0.0.1:4511/assets/chart.js', startTime: 2100, duration: 250 },
          ],
        },
      },
      'network-requests': {
        details: {
          type: 'table',
          items: [
            { url: 'http://127.0.0.1:4511/home' },
            { url: 'http://127.0.0.1:4511/assets/index.js' },
            { url: 'https://fonts.googleapis.com/css2?family=Inter' },
            { url: 'data:image/png;base64,iVBOR…' },
          ],
        },
      },
    },
    ...overrides,
  };
}

const run = (score: number | null, extra: Partial<RunSummary> = {}): RunSummary => ({
  ...summariseRun(sampleLhr()),
  score,
  ...extra,
});

describe('summariseRun', () => {
  const summary = summariseRun(sampleLhr());

  it('scores out of 100 and rounds the metrics', () => {
    expect(summary.score).toBe(87);
    expect(summary.metrics).toEqual({
      fcpMs: 1203,
      lcpMs: 2451,
      tbtMs: 130,
      cls: 0.1235,
      speedIndexMs: 1800,
    });
  });

  it('names the LCP element and splits its time into phases', () => {
    expect(summary.lcpElement).toMatchObject({ selector: 'main > h1.hero', label: 'Welcome to the judge' });
    expect(summary.lcpElement?.phases).toEqual([
      { phase: 'TTFB', ms: 490 },
      { phase: 'Load Delay', ms: 0 },
      { phase: 'Load Time', ms: 0 },
      { phase: 'Render Delay', ms: 1960 },
    ]);
  });

  it('keeps each layout shift with its element, score and root causes', () => {
    expect(summary.layoutShifts).toEqual([
      {
        element: expect.objectContaining({ selector: 'div.carousel' }),
        score: 0.1,
        causes: ['Web font loaded: /assets/inter.woff2', 'Media element lacking an explicit size'],
      },
      { element: null, score: 0.02, causes: [] },
    ]);
  });

  it('keeps the largest main-thread work first, at most TOP entries', () => {
    expect(summary.mainThread).toHaveLength(TOP);
    expect(summary.mainThread[0]).toEqual({ group: 'Script Evaluation', ms: 821 });
    expect(summary.mainThread.map((w) => w.group)).not.toContain('Garbage Collection');
    expect(summary.bootup[0]).toEqual({
      url: 'http://127.0.0.1:4511/assets/index.js',
      totalMs: 601,
      scriptingMs: 500,
    });
    expect(summary.longTasks.map((t) => t.durationMs)).toEqual([250, 120]);
  });

  it('counts the requests and lists those that left loopback', () => {
    expect(summary.requests).toBe(4);
    expect(summary.offLoopback).toEqual(['https://fonts.googleapis.com/css2?family=Inter']);
  });

  it('reports a run Lighthouse could not score as an error without metrics', () => {
    const failed = summariseRun(
      sampleLhr({
        categories: { performance: { score: null } },
        audits: {},
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      }),
    );
    expect(failed.score).toBeNull();
    expect(failed.error).toBe('NO_FCP: The page did not paint any content.');
    expect(failed.metrics.lcpMs).toBeNull();
    expect(failed.lcpElement).toBeNull();
    expect(failed.layoutShifts).toEqual([]);
  });
});

describe('checkLanding', () => {
  it('keeps a run that ended on the page, whatever its query', () => {
    const landed = run(87, { finalUrl: 'http://127.0.0.1:4511/user-home?username=alice' });
    expect(checkLanding('/user-home?username=alice', landed)).toBe(landed);
  });

  it('takes the score from a run that was sent elsewhere, saying where', () => {
    const redirected = checkLanding(
      '/admin/users',
      run(92, { finalUrl: 'http://127.0.0.1:4512/admin/login' }),
    );
    expect(redirected.score).toBeNull();
    expect(redirected.error).toBe('ended on /admin/login instead of /admin/users');
    expect(redirected.metrics.lcpMs).toBe(2451);
  });
});

describe('pickMedian', () => {
  const scores = (...values: (number | null)[]) => values.map((score) => ({ score }));

  it('picks the middle score of an odd number of runs, wherever it ran', () => {
    expect(pickMedian(scores(91, 72, 85))).toBe(2);
    expect(pickMedian(scores(50))).toBe(0);
  });

  it('picks the lower middle of an even number of runs', () => {
    expect(pickMedian(scores(90, 80, 70, 60))).toBe(2);
  });

  it('keeps equal scores in run order', () => {
    expect(pickMedian(scores(88, 88, 88))).toBe(1);
    expect(pickMedian(scores(95, 88, 70, 88))).toBe(1);
  });

  it('leaves out runs without a score, and has nothing to pick when none was scored', () => {
    expect(pickMedian(scores(null, 90, 70))).toBe(2);
    expect(pickMedian(scores(null, null))).toBeUndefined();
    expect(pickMedian([])).toBeUndefined();
  });
});

describe('loopback check', () => {
  const requests = [
    'http://127.0.0.1:4511/home',
    'http://localhost:4512/admin/assets/index.js',
    'ws://127.0.0.1:4511/socket',
    'data:font/woff2;base64,d09G…',
    'blob:http://127.0.0.1:4511/4f1c',
    'about:blank',
    'https://fonts.gstatic.com/s/inter.woff2',
    'http://127.0.0.1.nip.io/track',
    'http://10.0.0.5/api/health',
    'https://fonts.gstatic.com/s/inter.woff2',
    'chrome-extension://abc/script.js',
    'not a url',
  ];

  it('accepts 127.0.0.1, localhost and schemes that fetch nothing', () => {
    for (const url of requests.slice(0, 6)) expect(isLoopbackUrl(url)).toBe(true);
  });

  it('lists every other host once, including look-alikes, private addresses and unreadable URLs', () => {
    expect(offLoopback(requests)).toEqual([
      'https://fonts.gstatic.com/s/inter.woff2',
      'http://127.0.0.1.nip.io/track',
      'http://10.0.0.5/api/health',
      'chrome-extension://abc/script.js',
      'not a url',
    ]);
  });
});

const page = (name: string, target: number, runs: RunSummary[]): PageResult => {
  const index = pickMedian(runs);
  return {
    name,
    path: name === 'home' ? '/home' : '/admin/users',
    url: `http://127.0.0.1:4511/${name}`,
    target,
    runs,
    median: index === undefined ? null : { run: index + 1, ...runs[index]! },
  };
};

describe('formatTable', () => {
  const pages = [
    page('home', 90, [run(93), run(91), run(95)]),
    page('users', 75, [run(70), run(74), run(80)]),
    page('broken', 85, [run(null, { error: 'NO_FCP: nothing painted' })]),
  ];
  const lines = formatTable(pages, 3).split('\n');
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());

  it('has a header, a delimiter row and one row per page, all of the same width', () => {
    expect(lines).toHaveLength(5);
    expect(cells(lines[0]!)).toContain('score (median of 3)');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('shows the median score, every run, the target and whether it was met', () => {
    expect(cells(lines[2]!).slice(0, 6)).toEqual(['home', '`/home`', '93', '93 / 91 / 95', '≥ 90', 'met']);
    expect(cells(lines[3]!).slice(2, 6)).toEqual(['74', '70 / 74 / 80', '≥ 75', 'not met']);
    expect(cells(lines[2]!).slice(6)).toEqual(['1.2 s', '2.5 s', '130 ms', '0.123', '1.8 s']);
  });

  it('marks a page without a scored run as an error that missed its target', () => {
    expect(cells(lines[4]!).slice(2, 6)).toEqual(['error', 'error', '≥ 85', 'not met']);
    expect(cells(lines[4]!).slice(6)).toEqual(['–', '–', '–', '–', '–']);
  });

  it('is already laid out as Prettier lays out Markdown tables', () => {
    // Prettier's CLI: its API loads its plugins by dynamic import, which jest's module system refuses.
    const table = formatTable(pages, 3);
    const prettier = join(__dirname, '../../node_modules/prettier/bin/prettier.cjs');
    const formatted = spawnSync(process.execPath, [prettier, '--parser', 'markdown'], {
      input: table,
      encoding: 'utf8',
    });
    expect(formatted.stdout).toBe(`${table}\n`);
  });
});

describe('markdownTable', () => {
  it('pads every column to its widest cell and to at least three characters', () => {
    expect(markdownTable(['a', 'long header'], [['wide cell', 'x']])).toBe(
      ['| a         | long header |', '| --------- | ----------- |', '| wide cell | x           |'].join(
        '\n',
      ),
    );
  });
});

describe('formatDiagnostics', () => {
  it('explains the median run: LCP element and phases, shifts with causes, main thread, long tasks', () => {
    const text = formatDiagnostics(page('home', 90, [run(80), run(90), run(70)]));
    expect(text).toContain('median: run 1 of 3');
    expect(text).toContain('LCP element: main > h1.hero "Welcome to the judge"');
    expect(text).toContain('Render Delay 1960 ms');
    expect(text).toContain(
      'layout shift 0.100: div.carousel "Carousel" (Web font loaded: /assets/inter.woff2',
    );
    expect(text).toContain('main thread: Script Evaluation 821 ms, Style & Layout 300 ms');
    expect(text).toContain('script /assets/index.js: 601 ms (evaluation 500 ms)');
    expect(text).toContain('long tasks: 2; longest 250 ms at 2.1 s (/assets/chart.js)');
  });

  it('says why a page has no median', () => {
    const text = formatDiagnostics(page('broken', 85, [run(null, { error: 'NO_FCP: nothing painted' })]));
    expect(text).toBe('broken: no run was scored (NO_FCP: nothing painted)');
  });
});

describe('README table', () => {
  const results: LighthouseResults = {
    date: '2026-11-27T04:30:00.000Z',
    machine: {
      cpu: 'AMD EPYC',
      cores: 2,
      memoryGb: 23.5,
      node: 'v20.20.2',
      lighthouse: '12.8.2',
      chromium: '156.0.8078.108',
    },
    settings: { formFactor: 'mobile', throttling: 'simulate', runs: 3 },
    pages: [page('home', 90, [run(93), run(91), run(95)])],
  };
  const readme = ['# Title', '', 'Before.', '', README_START, 'old table', README_END, '', 'After.', ''].join(
    '\n',
  );

  it('puts the date and the machine above the table', () => {
    const block = readmeBlock(results);
    expect(block.split('\n')[0]).toBe(
      'Measured 2026-11-27 on AMD EPYC (2 cores, 23.5 GB), Node v20.20.2, Lighthouse 12.8.2, Chromium 156.0.8078.108:',
    );
    expect(block).toContain('| home ');
  });

  it('replaces only what stands between the markers, and gives the same file when run again', () => {
    const once = rewriteBetweenMarkers(readme, 'new table');
    expect(once).toBe(
      ['# Title', '', 'Before.', '', README_START, '', 'new table', '', README_END, '', 'After.', ''].join(
        '\n',
      ),
    );
    expect(rewriteBetweenMarkers(once, 'new table')).toBe(once);
  });

  it('refuses a README without both markers in order, or with either twice', () => {
    expect(() => rewriteBetweenMarkers('# no markers', 'x')).toThrow(README_START);
    expect(() => rewriteBetweenMarkers(`${README_END}\n${README_START}`, 'x')).toThrow(README_START);
    expect(() => rewriteBetweenMarkers(`${README_START}\n${README_END}\n${README_START}`, 'x')).toThrow(
      'once each',
    );
  });
});
