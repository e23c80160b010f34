import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { JudgeVO } from '@generated/model/index';
import { LIVE_POLL_INTERVAL_MS, livePollInterval } from '@portal/shared/api/livePolling';
import { anyLive, fetchLiveStatus, liveMapOf, withLiveFields } from '../api/liveStatus';
import { liveSubmitIds, submissionKeys } from '../api/submissionQueries';

/**
 * The rows of a list page with their live ones kept current: every 2 s one batch call asks for all rows the judge
 * is still working on, until none is live, after 300 polls, or after a failed poll. `loadedAt` is when the list
 * was read: a new read (refresh, rejudge) starts a new round seeded from it, so a finished round never hides a
 * row that went live again.
 */
export function useLiveSubmissions(
  records: readonly JudgeVO[],
  contestId: number | null,
  loadedAt: number,
): JudgeVO[] {
  const ids = useMemo(() => liveSubmitIds(records), [records]);
  const seed = useMemo(
    () => liveMapOf(records.filter((record) => ids.includes(record.submitId))),
    [records, ids],
  );
  const query = useQuery({
    queryKey: [...submissionKeys.all, 'live', contestId ?? 0, loadedAt, ids] as readonly unknown[],
    queryFn: ({ signal }) => fetchLiveStatus(ids, contestId, seed, signal),
    enabled: ids.length > 0,
    initialData: seed,
    initialDataUpdatedAt: loadedAt,
    // The list has just been read: the first poll waits one interval instead of asking again at once.
    staleTime: LIVE_POLL_INTERVAL_MS,
    refetchInterval: livePollInterval(anyLive),
  });
  const map = ids.length > 0 ? query.data : undefined;
  return useMemo(() => withLiveFields(records, map), [records, map]);
}
