/**
 * The pure half of `npm run perf:lighthouse`: what is kept of a Lighthouse result, which run is the median,
 * whether every request stayed on loopback, and the tables. No browser, no file system: unit-tested alone.
 */

/** The part of a Lighthouse result (LHR) read here; Lighthouse's own `Result` type fits it. */
export interface LhrLike {
  readonly finalDisplayedUrl: string;
  readonly categories: { readonly performance?: { readonly score: number | null } };
  readonly audits: Readonly<Record<string, LhrAudit | undefined>>;
  readonly runtimeError?: { readonly code: string; readonly message: string };
  readonly runWarnings: readonly string[];
  readonly environment: { readonly benchmarkIndex: number };
}

export interface LhrAudit {
  readonly numericValue?: number;
  readonly details?: unknown;
}

export interface Metrics {
  readonly fcpMs: number | null;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  readonly cls: number | null;
  readonly speedIndexMs: number | null;
}

export interface ElementRef {
  readonly selector: string | null;
  readonly label: string | null;
  readonly snippet: string | null;
}

export interface LcpElement extends ElementRef {
  /** TTFB, load delay, load time, render delay: which part of the wait the LCP was. */
  readonly phases: readonly { readonly phase: string; readonly ms: number }[];
}

export interface LayoutShift {
  readonly element: ElementRef | null;
  readonly score: number;
  /** Lighthouse's root causes (unsized image, web font, injected iframe), when it found any. */
  readonly causes: readonly string[];
}

export interface RunSummary {
  /** 0–100, null when Lighthouse could not score the page (see `error`). */
  readonly score: number | null;
  readonly metrics: Metrics;
  readonly finalUrl: string;
  readonly lcpElement: LcpElement | null;
  readonly layoutShifts: readonly LayoutShift[];
  /** Main-thread time by kind of work (script evaluation, style and layout…), largest first. */
  readonly mainThread: readonly { readonly group: string; readonly ms: number }[];
  /** Main-thread time by script, largest first. */
  readonly bootup: readonly {
    readonly url: string;
    readonly totalMs: number;
    readonly scriptingMs: number;
  }[];
  readonly longTasks: readonly {
    readonly url: string;
    readonly startMs: number;
    readonly durationMs: number;
  }[];
  /** How many requests the page made. */
  readonly requests: number;
  /** The requested URLs that left loopback: any makes the run invalid (see `offLoopback`). */
  readonly offLoopback: readonly string[];
  /** Lighthouse's estimate of this machine's speed: runs on a busier or slower machine score lower. */
  readonly benchmarkIndex: number;
  readonly warnings: readonly string[];
  readonly error: string | null;
}

/** How many entries of each diagnostics list are kept per run: the top ones say where the time went. */
export const TOP = 5;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
/** Sub-millisecond digits are noise in a simulated run and only bloat results.json. */
const roundMs = (value: unknown): number | null => {
  const n = num(value);
  return n === null ? null : Math.round(n);
};
const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

/** The rows of a table-shaped `details` (or of a list's section `index`); empty when the shape differs. */
function tableItems(details: unknown, section?: number): Record<string, unknown>[] {
  let table = details;
  if (section !== undefined) {
    table = isRecord(details) && Array.isArray(details.items) ? details.items[section] : undefined;
  }
  if (!isRecord(table) || !Array.isArray(table.items)) return [];
  return table.items.filter(isRecord);
}

function elementRef(node: unknown): ElementRef | null {
  if (!isRecord(node) || node.type !== 'node') return null;
  return { selector: str(node.selector), label: str(node.nodeLabel), snippet: str(node.snippet) };
}

/** Keeps what explains a run: the metrics, and the LCP element, layout shifts and main-thread work behind them. */
export function summariseRun(lhr: LhrLike): RunSummary {
  const audit = (id: string) => lhr.audits[id];
  const metric = (id: string) => roundMs(audit(id)?.numericValue);
  const score = lhr.categories.performance?.score;
  const clsValue = num(audit('cumulative-layout-shift')?.numericValue);

  const lcpDetails = audit('largest-contentful-paint-element')?.details;
  const lcpNode = elementRef(tableItems(lcpDetails, 0)[0]?.node);
  const lcpElement: LcpElement | null = lcpNode && {
    ...lcpNode,
    phases: tableItems(lcpDetails, 1).flatMap((row) => {
      const phase = str(row.phase);
      const ms = roundMs(row.timing);
      return phase !== null && ms !== null ? [{ phase, ms }] : [];
    }),
  };

  const layoutShifts = tableItems(audit('layout-shifts')?.details).map((row) => ({
    element: elementRef(row.node),
    score: round4(num(row.score) ?? 0),
    causes: tableItems(row.subItems).flatMap((sub) => {
      const cause = str(sub.cause);
      if (cause === null) return [];
      const extra = isRecord(sub.extra) ? (str(sub.extra.value) ?? str(sub.extra.selector)) : null;
      return [extra ? `${cause}: ${extra}` : cause];
    }),
  }));

  const mainThread = tableItems(audit('mainthread-work-breakdown')?.details)
    .map((row) => ({ group: str(row.groupLabel) ?? str(row.group) ?? '?', ms: roundMs(row.duration) ?? 0 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, TOP);

  const bootup = tableItems(audit('bootup-time')?.details)
    .map((row) => ({
      url: str(row.url) ?? '?',
      totalMs: roundMs(row.total) ?? 0,
      scriptingMs: roundMs(row.scripting) ?? 0,
    }))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, TOP);

  const longTasks = tableItems(audit('long-tasks')?.details)
    .map((row) => ({
      url: str(row.url) ?? '?',
      startMs: roundMs(row.startTime) ?? 0,
      durationMs: roundMs(row.duration) ?? 0,
    }))
    .sort((a, b) => b.durationMs - a.durationMs);

  const requests = tableItems(audit('network-requests')?.details).flatMap((row) => {
    const url = str(row.url);
    return url === null ? [] : [url];
  });

  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: clsValue === null ? null : round4(clsValue),
      speedIndexMs: metric('speed-index'),
    },
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement,
    layoutShifts,
    mainThread,
    bootup,
    longTasks,
    requests: requests.length,
    offLoopback: offLoopback(requests),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: [...lhr.runWarnings],
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

/**
 * A run that ended on another path than the page's measured the wrong page (the back office's login, when the
 * session was not taken): it keeps its numbers for inspection but loses its score, so it cannot be the median.
 */
export function checkLanding(path: string, run: RunSummary): RunSummary {
  const wanted = new URL(path, 'http://127.0.0.1').pathname;
  let landed: string;
  try {
    landed = new URL(run.finalUrl).pathname;
  } catch {
    landed = run.finalUrl;
  }
  if (landed === wanted || run.error) return run;
  return { ...run, score: null, error: `ended on ${landed} instead of ${wanted}` };
}

/**
 * The index of the median run by performance score: the middle one after sorting the scored runs (the lower
 * middle for an even count, so a tie between two halves reports the worse), earlier runs first among equal
 * scores. Runs Lighthouse could not score do not count; undefined when none was scored.
 */
export function pickMedian(runs: readonly Pick<RunSummary, 'score'>[]): number | undefined {
  const scored = runs
    .map((run, index) => ({ score: run.score, index }))
    .filter((run): run is { score: number; index: number } => run.score !== null)
    .sort((a, b) => a.score - b.score || a.index - b.index);
  return scored[Math.floor((scored.length - 1) / 2)]?.index;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);
/** Schemes that fetch nothing over the network. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);

/** Whether a request stayed on this machine; anything not parseable counts as leaving it. */
export function isLoopbackUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (LOCAL_SCHEMES.has(parsed.protocol)) return true;
  return /^(https?|wss?):$/.test(parsed.protocol) && LOOPBACK_HOSTS.has(parsed.hostname);
}

/** The distinct requested URLs that left loopback, in first-seen order. */
export function offLoopback(urls: readonly string[]): string[] {
  return [...new Set(urls.filter((url) => !isLoopbackUrl(url)))];
}

export interface PageResult {
  readonly name: string;
  readonly path: string;
  readonly url: string;
  readonly target: number;
  readonly runs: readonly RunSummary[];
  /** The median run, with its 1-based number among `runs`; null when no run was scored. */
  readonly median: (RunSummary & { readonly run: number }) | null;
}

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGb: number;
  readonly node: string;
  readonly lighthouse: string;
  readonly chromium: string;
}

export interface LighthouseResults {
  /** ISO 8601. */
  readonly date: string;
  readonly machine: Machine;
  readonly settings: {
    readonly formFactor: 'mobile';
    readonly throttling: 'simulate';
    readonly runs: number;
  };
  readonly pages: readonly PageResult[];
}

export const seconds = (ms: number | null): string => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
export const millis = (ms: number | null): string => (ms === null ? '–' : `${Math.round(ms)} ms`);
const clsText = (cls: number | null): string => (cls === null ? '–' : cls.toFixed(3));

export const targetMet = (score: number | null, target: number): boolean => score !== null && score >= target;

/**
 * A Markdown table laid out as Prettier lays it out (every column padded to its widest cell, at least three
 * wide), so the README passes `prettier --check` as written. Cells hold narrow characters only and no `|`.
 */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) =>
    Math.max(3, cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** One row per page: the median run's score and metrics, the target and whether it was met. */
export function formatTable(pages: readonly PageResult[], runs: number): string {
  const header = [
    'page',
    'path',
    `score (median of ${runs})`,
    'all runs',
    'target',
    'met',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'Speed Index',
  ];
  const rows = pages.map((page) => {
    const median = page.median;
    const m = median?.metrics;
    return [
      page.name,
      `\`${page.path}\``,
      median && median.score !== null ? String(median.score) : 'error',
      page.runs.map((run) => (run.score === null ? 'error' : String(run.score))).join(' / '),
      `≥ ${page.target}`,
      targetMet(median?.score ?? null, page.target) ? 'met' : 'not met',
      seconds(m?.fcpMs ?? null),
      seconds(m?.lcpMs ?? null),
      millis(m?.tbtMs ?? null),
      clsText(m?.cls ?? null),
      seconds(m?.speedIndexMs ?? null),
    ];
  });
  return markdownTable(header, rows);
}

const clip = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function describeElement(element: ElementRef | null): string {
  if (!element) return '(element not found)';
  const label = element.label ? ` "${clip(element.label, 60)}"` : '';
  return `${element.selector ?? clip(element.snippet ?? '?', 80)}${label}`;
}

/** Scripts are named by their path: every request goes to the same loopback origin anyway. */
function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

/** Why the median run scored as it did, as indented lines for the console. */
export function formatDiagnostics(page: PageResult): string {
  const run = page.median;
  if (!run) {
    const errors = [...new Set(page.runs.map((r) => r.error ?? 'no score'))];
    return `${page.name}: no run was scored (${errors.join('; ')})`;
  }
  const lines = [`${page.name} (median: run ${run.run} of ${page.runs.length}, ${run.finalUrl})`];
  if (run.lcpElement) {
    const phases = run.lcpElement.phases.map((p) => `${p.phase} ${millis(p.ms)}`).join(', ');
    lines.push(`  LCP element: ${describeElement(run.lcpElement)}${phases ? ` [${phases}]` : ''}`);
  } else {
    lines.push('  LCP element: none reported');
  }
  if (run.layoutShifts.length === 0) lines.push('  layout shifts: none');
  for (const shift of run.layoutShifts) {
    const causes = shift.causes.length ? ` (${shift.causes.join('; ')})` : '';
    lines.push(`  layout shift ${shift.score.toFixed(3)}: ${describeElement(shift.element)}${causes}`);
  }
  if (run.mainThread.length) {
    lines.push(`  main thread: ${run.mainThread.map((w) => `${w.group} ${millis(w.ms)}`).join(', ')}`);
  }
  for (const script of run.bootup.slice(0, 3)) {
    lines.push(
      `  script ${shortUrl(script.url)}: ${millis(script.totalMs)} (evaluation ${millis(script.scriptingMs)})`,
    );
  }
  const tasks = run.longTasks;
  lines.push(
    tasks.length
      ? `  long tasks: ${tasks.length}; longest ${tasks
          .slice(0, 3)
          .map((t) => `${millis(t.durationMs)} at ${seconds(t.startMs)} (${shortUrl(t.url)})`)
          .join(', ')}`
      : '  long tasks: none',
  );
  for (const warning of run.warnings) lines.push(`  warning: ${clip(warning, 200)}`);
  return lines.join('\n');
}

export const README_START = '<!-- lighthouse:start -->';
export const README_END = '<!-- lighthouse:end -->';

/** What goes between the README markers: when and where it was measured, then the table. */
export function readmeBlock(results: LighthouseResults): string {
  const { machine } = results;
  return [
    `Measured ${results.date.slice(0, 10)} on ${machine.cpu} (${machine.cores} cores, ${machine.memoryGb} GB), ` +
      `Node ${machine.node}, Lighthouse ${machine.lighthouse}, Chromium ${machine.chromium}:`,
    '',
    formatTable(results.pages, results.settings.runs),
  ].join('\n');
}

/** `text` with whatever stood between the markers replaced by `block`; throws when the markers are not there once, in order. */
export function rewriteBetweenMarkers(
  text: string,
  block: string,
  startMarker: string = README_START,
  endMarker: string = README_END,
): string {
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker);
  if (start < 0 || end < 0 || end < start) {
    throw new Error(`The README needs ${startMarker} followed by ${endMarker}.`);
  }
  if (text.indexOf(startMarker, start + 1) >= 0 || text.indexOf(endMarker, end + 1) >= 0) {
    throw new Error(`The README must hold ${startMarker} and ${endMarker} once each.`);
  }
  return `${text.slice(0, start + startMarker.length)}\n\n${block.trim()}\n\n${text.slice(end)}`;
}
