import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AnnouncementStatus, type Announcement, type AnnouncementVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { recordsOf } from '@hoj/core/parse/lenient';
import { contestKeys } from './contestQueries';

/** The announcements page lists 10 a page (the server's own default). */
export const ANNOUNCEMENTS_PER_PAGE = 10;

export interface AnnouncementPage {
  records: AnnouncementVO[];
  total: number;
}

/** One page of the contest's visible announcements, newest first. */
export const contestAnnouncementsQuery = (cid: number, page: number) =>
  queryOptions({
    queryKey: contestKeys.announcementPage(cid, page),
    queryFn: async ({ signal }): Promise<AnnouncementPage> => {
      const data = await unwrap(
        api.GET('/api/get-contest-announcement', {
          params: { query: { cid, currentPage: page, limit: ANNOUNCEMENTS_PER_PAGE } },
          signal,
        }),
      );
      const records = recordsOf<AnnouncementVO>(data?.records, 'contest announcements').filter(
        (item) => item.status !== AnnouncementStatus.HIDDEN,
      );
      const total = typeof data?.total === 'number' && data.total >= 0 ? data.total : records.length;
      return { records, total };
    },
    placeholderData: keepPreviousData,
  });

/** The unread check runs in the background every minute: its failures are no reason for a toast each time. */
const quiet = fetchWith({ silent: true });

/**
 * The contest's announcements not among `readIds`, visible ones only: the server answers hidden drafts too, which
 * contestants must not see.
 */
export async function fetchUnreadAnnouncements(
  cid: number,
  readIds: readonly number[],
  signal?: AbortSignal,
): Promise<Announcement[]> {
  const list = await unwrap(
    api.POST('/api/get-contest-not-read-announcement', {
      body: { cid, readAnnouncementList: [...readIds] },
      signal,
      fetch: quiet,
    }),
  );
  return recordsOf<Announcement>(list, 'unread contest announcements').filter(
    (item) =>
      typeof item.id === 'number' && item.status !== AnnouncementStatus.HIDDEN && !readIds.includes(item.id),
  );
}
