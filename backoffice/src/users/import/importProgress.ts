import type { Progress } from './parseCsv';

export type ImportPhase =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number; cancelling: boolean }
  | { phase: 'done' };

export const percent = (done: number, total: number) =>
  total === 0 ? 100 : Math.floor((done / total) * 100);

/**
 * The import's state after a chunk: the same object while the progress bar stays on the same whole percent, so
 * React skips the render. 200,000 rows go in 2,000 chunks; rendering the page after each one cost more than the
 * requests themselves.
 */
export function afterChunk(state: ImportPhase, done: number, total: number): ImportPhase {
  const cancelling = state.phase === 'running' && state.cancelling;
  if (
    state.phase === 'running' &&
    state.total === total &&
    done < total &&
    percent(state.done, total) === percent(done, total)
  )
    return state;
  return { phase: 'running', done, total, cancelling };
}

/** Where the reading of a file stands on one bar: reading to 50 %, checking to 90 %, the rows arriving to 100 %. */
export function readingPercent(progress: Progress): number {
  const bands: Record<Progress['phase'], readonly [number, number]> = {
    parse: [0, 50],
    validate: [50, 90],
    receive: [90, 100],
  };
  const [from, to] = bands[progress.phase];
  return from + ((to - from) * percent(progress.done, progress.total)) / 100;
}
