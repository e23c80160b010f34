import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Judge, JudgeVO } from '@generated/model/index';
import { previousPollFailed } from '@hoj/core/polling/previousPollFailed';
import { LIVE_POLL_INTERVAL_MS, livePollOptions, usePollRecovery } from '@portal/shared/api/livePolling';
import {
  anyLive,
  fetchLiveStatus,
  liveMapOf,
  liveSubmitIds,
  withLiveFields,
  type LiveMap,
  type LiveSource,
} from '../api/liveStatus';
import { submissionKeys } from '../api/submissionQueries';

/** How the live rows of a page are kept current. */
export interface LivePolling {
  /** The last status check failed: live rows show what was last known, and checks go on with back-off. */
  paused: boolean;
  /** Asks at once (the notice's Retry button). */
  retry: () => void;
  retrying: boolean;
}

function useLiveStatus<R extends LiveSource>(
  records: readonly R[],
  contestId: number | null,
  loadedAt: number,
): LivePolling & { rows: R[] } {
  const ids = useMemo(() => liveSubmitIds(records), [records]);
  const seed = useMemo(
    () =>
      liveMapOf(records.filter((record) => record.submitId !== undefined && ids.includes(record.submitId))),
    [records, ids],
  );
  const queryKey = [...submissionKeys.all, 'live', contestId ?? 0, loadedAt, ids] as readonly unknown[];
  const query = useQuery({
    queryKey,
    queryFn: (context) =>
      fetchLiveStatus(
        ids,
        contestId,
        context.client.getQueryData<LiveMap>(queryKey) ?? seed,
        context.signal,
        previousPollFailed(context),
      ),
    enabled: ids.length > 0,
    initialData: seed,
    initialDataUpdatedAt: loadedAt,
    // The list has just been read: the first poll waits one interval instead of asking again at once.
    staleTime: LIVE_POLL_INTERVAL_MS,
    // The back-off of the polling is the retry: no extra quiet retry between two polls.
    retry: false,
    ...livePollOptions(anyLive),
  });
  const live = ids.length > 0;
  const map = live ? query.data : undefined;
  const rows = useMemo(() => withLiveFields(records, map), [records, map]);
  const paused = live && query.isRefetchError;
  const { refetch } = query;
  const retry = () => void refetch({ cancelRefetch: false });
  usePollRecovery(paused, retry);
  return { rows, paused, retry, retrying: paused && query.isFetching };
}

/**
 * The rows of a list page with their live ones kept current: every 2 s one batch call asks for all rows the judge
 * is still working on, until none is live or after 300 answers; after a failed call the calls go on with a
 * growing wait, and `paused` says so until one succeeds. `loadedAt` is when the list was read: a new read
 * (refresh, rejudge, resubmit) starts a new round seeded from it, so a finished round never hides a row that
 * went live again.
 */
export function useLiveSubmissions(
  records: readonly JudgeVO[],
  contestId: number | null,
  loadedAt: number,
): LivePolling & { rows: JudgeVO[] } {
  return useLiveStatus(records, contestId, loadedAt);
}

/**
 * A submission page's submission with its status kept current by the same batch check (never by reading the
 * whole submission, code included, again): `loadedAt` is when the page read it.
 */
export function useLiveSubmission(
  submission: Judge,
  contestId: number | null,
  loadedAt: number,
): LivePolling & { submission: Judge } {
  const records = useMemo(() => [submission], [submission]);
  const { rows, ...polling } = useLiveStatus(records, contestId, loadedAt);
  return { submission: rows[0] ?? submission, ...polling };
}
