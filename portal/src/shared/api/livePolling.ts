import { useEffect, useRef } from 'react';
import type { Query, QueryFunctionContext } from '@tanstack/react-query';

/** Status of live submissions is asked every 2 s. */
export const LIVE_POLL_INTERVAL_MS = 2000;
/** A page gives up after 300 answers that are still live (10 minutes): a judge that never finishes is not asked forever. */
export const MAX_LIVE_POLLS = 300;
/**
 * After failed polls the page waits longer each time (2, 4, 8, 16, then 30 s for as long as it fails): a server
 * that is down is not hammered, and one that comes back is noticed within half a minute.
 */
export const POLL_BACKOFF_MS: readonly number[] = [2000, 4000, 8000, 16000, 30000];
/**
 * Each wait is moved by up to 20 % either way, so the tabs that lost the server at the same moment do not all
 * come back to it in the same second.
 */
export const POLL_JITTER = 0.2;

/** The wait after the `failures`-th failed poll in a row (1 for the first), jitter included. */
export function pollBackoffMs(failures: number, random: () => number = Math.random): number {
  const step = Math.min(Math.max(failures, 1), POLL_BACKOFF_MS.length) - 1;
  const base = POLL_BACKOFF_MS[step] ?? LIVE_POLL_INTERVAL_MS;
  return Math.round(base * (1 + POLL_JITTER * (2 * random() - 1)));
}

/** What a query's polling remembers between two looks at its state. */
interface BackoffMemory {
  /** The query's error count at its last good answer: the failures since then are in a row. */
  errorsAtSuccess: number;
  /** The error count `delay` was drawn for. */
  drawnFor: number;
  delay: number;
}

const memories = new WeakMap<object, BackoffMemory>();

/**
 * The wait after the last failure. react-query asks for the interval again on every change of the query and on
 * re-renders, so the jittered wait is drawn once per failure and then kept: a fresh draw would restart the
 * timer each time.
 */
function backoffFor(query: object, errorUpdateCount: number): number {
  const memory = memories.get(query) ?? {
    errorsAtSuccess: errorUpdateCount - 1,
    drawnFor: -1,
    delay: 0,
  };
  if (memory.drawnFor !== errorUpdateCount) {
    memory.drawnFor = errorUpdateCount;
    memory.delay = pollBackoffMs(errorUpdateCount - memory.errorsAtSuccess);
  }
  memories.set(query, memory);
  return memory.delay;
}

function rememberSuccess(query: object, errorUpdateCount: number): void {
  const memory = memories.get(query);
  if (memory) memory.errorsAtSuccess = errorUpdateCount;
  else memories.set(query, { errorsAtSuccess: errorUpdateCount, drawnFor: -1, delay: 0 });
}

/**
 * react-query `refetchInterval` for a query whose answer may still be moving: every `intervalMs` (2 s) while
 * `isLive(data)`, until a final answer or the 300th live answer. A failed poll does not end it: the data shown
 * stays and the next poll comes after a growing, jittered wait (`pollBackoffMs`), back to the normal pace after
 * the first good answer. Nothing is polled before a first answer (the page shows its own error and retry
 * then). react-query does not run the interval while the tab is hidden (`refetchIntervalInBackground` is
 * false), so polling pauses there and resumes on return.
 */
export function livePollInterval<T>(
  isLive: (data: T) => boolean,
  intervalMs: number = LIVE_POLL_INTERVAL_MS,
) {
  return (query: Query<T, Error, T, readonly unknown[]>): number | false => {
    const { status, data, dataUpdateCount, errorUpdateCount } = query.state;
    if (data === undefined || dataUpdateCount >= MAX_LIVE_POLLS || !isLive(data)) return false;
    if (status === 'error') return backoffFor(query, errorUpdateCount);
    rememberSuccess(query, errorUpdateCount);
    return intervalMs;
  };
}

/**
 * True when the poll before this one failed: a status poll then asks quietly (no error toast), because the page
 * already says that updates are paused and a toast every few seconds would only repeat it.
 */
export function previousPollFailed({ client, queryKey }: Pick<QueryFunctionContext, 'client' | 'queryKey'>) {
  return client.getQueryState(queryKey)?.status === 'error';
}

/**
 * While `failed` (the last poll failed), asks again at once when the reader comes back to the window or the tab,
 * or the browser is back online, instead of waiting out the back-off. A hidden tab is left alone: polling is
 * paused there anyway and resumes when it is shown.
 */
export function usePollRecovery(failed: boolean, poll: () => unknown): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    if (!failed) return undefined;
    const again = () => {
      if (document.visibilityState !== 'hidden') latest.current();
    };
    window.addEventListener('focus', again);
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [failed]);
}
