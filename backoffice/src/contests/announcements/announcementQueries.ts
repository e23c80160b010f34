import { getAdminContestAnnouncementList } from '@generated/api/admin-contest/admin-contest';
import type { HojRequestInit } from '@hoj/core/http/hojFetch';

const quiet = (signal: AbortSignal): HojRequestInit => ({ signal, silent: true });

export const contestAnnouncementsKey = (cid: number) => ['admin', 'contest', cid, 'announcements'] as const;

/** A page of the contest's announcements, hidden ones too, newest first. */
export const contestAnnouncementsQuery = (cid: number, page: number, limit: number) => ({
  queryKey: [...contestAnnouncementsKey(cid), page, limit] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const data = await getAdminContestAnnouncementList({ cid, currentPage: page, limit }, quiet(signal));
    return { records: data.records ?? [], total: data.total ?? 0 };
  },
});
