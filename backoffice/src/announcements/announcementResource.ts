import {
  addAdminAnnouncement,
  deleteAdminAnnouncement,
  getAdminAnnouncementList,
  updateAdminAnnouncement,
} from '@generated/api/admin-announcement/admin-announcement';
import type { Announcement, AnnouncementVO } from '@generated/model/index';
import { session } from '@hoj/core/session/session';
import { postResource } from '@backoffice/posts/postResource';

/** What the list and the form show: HOJ's announcement with react-admin's `id`. */
export type AnnouncementRecord = AnnouncementVO;

/** The body of `POST`/`PUT /api/admin/announcement`; `status` is always sent (the backend unboxes it). */
export function toAnnouncementBody(data: Partial<AnnouncementRecord>): Announcement {
  return {
    title: data.title?.trim() ?? null,
    content: data.content ?? '',
    status: data.status === 1 ? 1 : 0,
    // The backend saves the publisher the client names (hoj-vue sends the logged-in admin).
    uid: data.uid ?? session.get().user?.uid ?? null,
  };
}

/** The `announcements` resource over `/api/admin/announcement` (the list has no filters). */
export const announcementResource = postResource<AnnouncementRecord, Announcement>({
  readPage: ({ currentPage, limit }, signal) => getAdminAnnouncementList({ currentPage, limit }, { signal }),
  toBody: toAnnouncementBody,
  add: (body) => addAdminAnnouncement(body),
  update: (id, body) => updateAdminAnnouncement({ ...body, id }),
  remove: (id) => deleteAdminAnnouncement({ aid: id }),
});
