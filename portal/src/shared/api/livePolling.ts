import type { Query } from '@tanstack/react-query';

/** Status of live submissions is asked every 2 s. */
export const LIVE_POLL_INTERVAL_MS = 2000;
/** A page gives up after 300 polls (10 minutes): a judge that never answers must not be asked forever. */
export const MAX_LIVE_POLLS = 300;

/**
 * react-query `refetchInterval` for a query whose answer may still be moving: every 2 s while `isLive(data)`,
 * never after a failed poll (polling stops on error) or the 300th answer. react-query does not run the interval
 * while the tab is hidden (`refetchIntervalInBackground` is false), so polling pauses there and resumes on return.
 */
export function livePollInterval<T>(isLive: (data: T) => boolean) {
  return (query: Query<T, Error, T, readonly unknown[]>): number | false => {
    const { status, data, dataUpdateCount } = query.state;
    if (status === 'error' || data === undefined) return false;
    if (dataUpdateCount >= MAX_LIVE_POLLS) return false;
    return isLive(data) ? LIVE_POLL_INTERVAL_MS : false;
  };
}
