import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnnouncementVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { recordsOf } from '@hoj/core/parse/lenient';
import { groupKeys } from './groupKeys';
import { totalOf } from './groupListQuery';

export interface AnnouncementPage {
  records: AnnouncementVO[];
  total: number;
}

/** The group home lists five announcements a page; the admin list ten. */
export const HOME_ANNOUNCEMENTS_PER_PAGE = 5;
export const ADMIN_ANNOUNCEMENTS_PER_PAGE = 10;

const quiet = fetchWith({ silent: true });

function pageOf(page: { records?: unknown; total?: unknown } | null | undefined): AnnouncementPage {
  return {
    records: recordsOf<AnnouncementVO>(page?.records, 'group announcements').filter(
      (row) => typeof row.id === 'number',
    ),
    total: totalOf(page),
  };
}

/** The visible announcements, newest first, for members and the super admin (the group home). */
export const groupAnnouncementsQuery = (gid: number, currentPage: number) =>
  queryOptions({
    queryKey: groupKeys.announcementPage(gid, currentPage),
    queryFn: async ({ signal }) =>
      pageOf(
        await unwrap(
          api.GET('/api/group/get-announcement-list', {
            params: { query: { gid, currentPage, limit: HOME_ANNOUNCEMENTS_PER_PAGE } },
            signal,
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });

/** Every announcement, hidden ones too, for the group's admins. */
export const adminAnnouncementsQuery = (gid: number, currentPage: number) =>
  queryOptions({
    queryKey: groupKeys.adminAnnouncementPage(gid, currentPage),
    queryFn: async ({ signal }) =>
      pageOf(
        await unwrap(
          api.GET('/api/group/get-admin-announcement-list', {
            params: { query: { gid, currentPage, limit: ADMIN_ANNOUNCEMENTS_PER_PAGE } },
            signal,
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });

/** What the editor sends: a new announcement has no id; status 0 is visible, 1 hidden. */
export interface AnnouncementDraft {
  id?: number;
  title: string;
  content: string;
  status: 0 | 1;
}

/**
 * `POST` (new) or `PUT` (edit) `/api/group/announcement`. `uid` is the publisher: the user for a new one, the
 * row's own for an edit (the server saves the one sent).
 */
export async function saveAnnouncement(gid: number, draft: AnnouncementDraft, uid: string): Promise<void> {
  const body = { ...draft, gid, uid };
  if (draft.id === undefined) await api.POST('/api/group/announcement', { body, fetch: quiet });
  else await api.PUT('/api/group/announcement', { body, fetch: quiet });
}

/** `DELETE /api/group/announcement?aid=`. */
export async function deleteAnnouncement(aid: number): Promise<void> {
  await api.DELETE('/api/group/announcement', { params: { query: { aid } }, fetch: quiet });
}
