import { median, ms, percentile, seconds } from './benchFigures';
import type { LongTask, RefreshWatch } from './boardProbe';
import { markdownTable } from './lighthouseReport';

/** The board bench's figures: one load and scroll, one refresh, and their tables. */

export interface LoadRun {
  /** The first rows in the document, ms from the navigation. */
  firstRowsMs: number;
  /** The board's answer fully in, ms from the navigation. */
  answerMs: number;
  answerBytes: number;
  longestLoadTask: number;
  /** Time between consecutive frames while scrolling. */
  frameDeltas: number[];
  scrollTasks: LongTask[];
}

export interface RefreshRun {
  change: string;
  rowsInPage: number;
  rowsDrawn: number;
  rowsChanged: number;
  /** From the end of the answer to the commit that put it on the page. */
  appliedMs: number;
  longestFrame: number;
  longTasks: LongTask[];
}

/** The time between each two consecutive frames. */
export const deltas = (frames: readonly number[]): number[] =>
  frames.slice(1).map((at, i) => at - frames[i]!);

/** Frames after the commit that applied an answer, still counted as the refresh's. */
const AFTER_APPLIED_MS = 100;

/**
 * One refresh's figures from what the page watched since it was armed: every commit's rows count, frames and
 * long tasks from the refresh's request until its answer was applied.
 */
export function refreshFigures(change: string, rowsInPage: number, watch: RefreshWatch): RefreshRun {
  if (!watch.request) throw new Error('the refresh is not in the page’s resource timing');
  const { start, end } = watch.request;
  // The answer is applied in the commit that ends the board's busy state (react-query hands over the data and
  // the end of the fetch together); the commits around it are the header's clock and such.
  const applied = watch.commits.find((commit) => commit.at >= end && !commit.busy)?.at ?? end;
  const windowEnd = applied + AFTER_APPLIED_MS;
  const frames = watch.frames.filter((at) => at >= start && at <= windowEnd);
  return {
    change,
    rowsInPage,
    rowsDrawn: watch.commits.reduce((sum, commit) => sum + commit.rows, 0),
    rowsChanged: watch.rowsChanged,
    appliedMs: applied - end,
    longestFrame: Math.max(0, ...deltas(frames)),
    longTasks: watch.longTasks.filter((task) => task.start >= start && task.start <= windowEnd),
  };
}

const taskSummary = (tasks: readonly LongTask[]) =>
  tasks.length === 0
    ? 'none'
    : `${tasks.length} (longest ${ms(Math.max(...tasks.map((task) => task.duration)))})`;

export function loadTable(runs: readonly LoadRun[], scrollRows: number): string {
  const row = (label: string, pick: (run: LoadRun) => number, show: (value: number) => string = ms) => [
    label,
    show(median(runs.map(pick))),
    runs.map((run) => show(pick(run))).join(' / '),
  ];
  const twoDigits = (value: number) => seconds(value, 2);
  const mb = (runs[0]?.answerBytes ?? 0) / 1024 ** 2;
  return markdownTable(
    ['figure', `median of ${runs.length}`, 'all runs'],
    [
      row('first rows drawn (from navigation)', (run) => run.firstRowsMs, twoDigits),
      row(`board answer in (${mb.toFixed(1)} MB of JSON)`, (run) => run.answerMs, twoDigits),
      row('longest task while loading', (run) => run.longestLoadTask),
      row(`scrolling ${scrollRows} rows a frame: median frame`, (run) => median(run.frameDeltas)),
      row('scrolling: 95th percentile frame', (run) => percentile(run.frameDeltas, 0.95)),
      row('scrolling: longest frame', (run) => Math.max(0, ...run.frameDeltas)),
      row(
        'scrolling: frames over 50 ms',
        (run) => run.frameDeltas.filter((delta) => delta > 50).length,
        (value) => `${value} of ${runs[0]?.frameDeltas.length ?? 0}`,
      ),
      row('scrolling: long tasks', (run) => run.scrollTasks.length, String),
    ],
  );
}

export function refreshTable(runs: readonly RefreshRun[]): string {
  return markdownTable(
    [
      'refresh',
      'rows in the page',
      'rows drawn again',
      'rows whose DOM changed',
      'answer → table updated',
      'longest frame',
      'long tasks',
    ],
    runs.map((run) => [
      run.change,
      String(run.rowsInPage),
      String(run.rowsDrawn),
      String(run.rowsChanged),
      ms(run.appliedMs),
      ms(run.longestFrame),
      taskSummary(run.longTasks),
    ]),
  );
}
