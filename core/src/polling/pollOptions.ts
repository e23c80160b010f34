import { focusManager, type Query, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { isApiError } from '../http/apiError';
import { offersRetry } from '../http/retryPolicy';
import { failuresInRow, waitAfterAnswer } from './pollMemory';
import { backoffWaitMs, DEFAULT_MAX_BACKOFF_MS, paceWaitMs } from './pollWaits';

/** How a query is polled. */
export interface PollPlan<T> {
  /** The normal pace. */
  intervalMs: number;
  /** False = no polling at all (e.g. a board's auto-refresh switch turned off). */
  enabled?: boolean;
  /** Polling stops once this is true of the answer (a final judge status, an ended contest). */
  until?: (data: T) => boolean;
  /** Polling stops after this many answers (the judge's 300). */
  maxPolls?: number;
  /** A failed poll ends polling (the boards' auto refresh) instead of backing off; a later good answer resumes it. */
  stopOnError?: boolean;
  /** The longest wait after failures before jitter; 5 minutes unless given. */
  maxBackoffMs?: number;
}

export type PollOptions<T> = Pick<
  UseQueryOptions<T>,
  'refetchInterval' | 'refetchIntervalInBackground' | 'refetchOnWindowFocus' | 'refetchOnReconnect'
>;

/**
 * The data type of a plan without `until`, which reads no data and so fits a query of any data: react-query's
 * option types do not let a query of one data type take the options of another, `unknown` included.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyData = any;

type PolledQuery<T> = Query<T, Error, T, QueryKey>;
type PolledState<T> = PolledQuery<T>['state'];

/**
 * A refusal (no permission, not found, a bad request) comes back the same at every step of a back-off, so it
 * ends polling as `stopOnError` would. Anything else, including errors that are not the request layer's, may
 * pass: it is asked again after a growing wait.
 */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && !offersRetry(error);
}

/** Whether polling has ended, for good (`until`, `maxPolls`) or until a good answer (`stopOnError`). */
function hasStopped<T>(plan: PollPlan<T>, state: PolledState<T>): boolean {
  if (plan.enabled === false) return true;
  if (state.data !== undefined && plan.until?.(state.data)) return true;
  if (plan.maxPolls !== undefined && state.dataUpdateCount >= plan.maxPolls) return true;
  return state.status === 'error' && (plan.stopOnError === true || isRefusal(state.error));
}

/** The wait from the latest answer to the next poll, or false for none. */
function nextWait<T>(plan: PollPlan<T>, query: PolledQuery<T>): number | false {
  const { state } = query;
  if (hasStopped(plan, state)) return false;
  const { intervalMs } = plan;
  // Before the first answer the first request is on its way, and the wait is drawn once it is in.
  if (state.status === 'pending') return intervalMs;
  const failures = failuresInRow(query, state);
  if (failures === 0)
    return waitAfterAnswer(query, state, `pace:${intervalMs}`, () => paceWaitMs(intervalMs));
  const cap = plan.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  return waitAfterAnswer(query, state, `backoff:${intervalMs}:${cap}`, () =>
    backoffWaitMs(intervalMs, failures, cap),
  );
}

/**
 * Whether a shown tab (`online` false) or a browser back online (`online` true) polls at once. Never while a
 * request is on its way, in a hidden tab, or once polling has stopped. After a good answer only when the next
 * poll is due or overdue: react-query does not poll a hidden tab, so a tab hidden through its poll asks as it
 * is shown, and one shown again before that waits for its timer, which is not a second request for the same
 * data. After a failure the back-off wait can be minutes: a returning reader gets one try once the normal pace
 * has passed since the failure, and a browser back online one at once, since the failure was most likely the
 * outage itself.
 */
function asksOnReturn<T>(plan: PollPlan<T>, query: PolledQuery<T>, online: boolean): boolean | 'always' {
  const { state } = query;
  if (state.fetchStatus !== 'idle' || !focusManager.isFocused()) return false;
  const wait = nextWait(plan, query);
  if (wait === false) return false;
  // Both stamps are react-query's own (Date.now() at the answer): an elapsed time on this machine's clock.
  const since = Date.now() - Math.max(state.dataUpdatedAt, state.errorUpdatedAt);
  if (state.status === 'error') return online || since >= Math.min(wait, plan.intervalMs) ? 'always' : false;
  return since >= wait ? 'always' : false;
}

/**
 * Spread into useQuery/queryOptions: refetchInterval (+ jitter, backoff), background off, focus and reconnect on.
 *
 * The next poll comes one jittered wait after the latest answer (react-query restarts its timer on every change
 * of the query, so any fetch, a poll, a retry or a refetch by hand, starts the wait again), at the plan's pace,
 * after failures with a doubling back-off. A hidden tab is not polled (`refetchIntervalInBackground: false`:
 * the timer runs on but its ticks skip the request), and polls at once when shown again if a poll fell due
 * meanwhile; so does a browser back online. One query read by several components is polled once: their timers
 * restart together at each answer and share the wait drawn for it, and a fetch already on its way is joined,
 * not repeated.
 */
export function pollOptions<T = AnyData>(plan: PollPlan<T>): PollOptions<T> {
  return {
    refetchInterval: (query: PolledQuery<T>) => nextWait(plan, query),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query: PolledQuery<T>) => asksOnReturn(plan, query, false),
    refetchOnReconnect: (query: PolledQuery<T>) => asksOnReturn(plan, query, true),
  };
}
