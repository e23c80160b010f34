import { HttpError } from 'react-admin';
import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import {
  addAdminAnnouncement,
  deleteAdminAnnouncement,
  getAdminAnnouncementList,
  updateAdminAnnouncement,
} from '@generated/client/admin-announcement/admin-announcement';
import type { Announcement, AnnouncementVO } from '@generated/client/model/index';
import { session } from '@hoj/core/session/session';
import { newestWithTitle } from '../providers/newestWithTitle';

/** What the list and the form show: HOJ's announcement with react-admin's `id`. */
export type AnnouncementRecord = AnnouncementVO;

/** HOJ has no admin "get one announcement", so the list is searched page by page. */
const SEARCH_PAGE = 100;

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

async function findAnnouncement(
  matches: (row: AnnouncementVO) => boolean,
  signal?: AbortSignal,
): Promise<AnnouncementVO | undefined> {
  for (let currentPage = 1; ; currentPage += 1) {
    const page = await getAdminAnnouncementList({ currentPage, limit: SEARCH_PAGE }, { signal });
    const found = page.records.find(matches);
    if (found) return found;
    if (currentPage * SEARCH_PAGE >= page.total || page.records.length === 0) return undefined;
  }
}

/** The `announcements` resource of the data provider's table. */
export const announcementOperations = {
  async getList({
    pagination,
    signal,
  }: GetListParams & { signal?: AbortSignal }): Promise<GetListResult<AnnouncementRecord>> {
    const page = await getAdminAnnouncementList(
      { currentPage: pagination?.page, limit: pagination?.perPage },
      { signal },
    );
    return { data: page.records, total: page.total };
  },

  async getOne({ id, signal }: GetOneParams & { signal?: AbortSignal }): Promise<GetOneResult> {
    const found = await findAnnouncement((row) => String(row.id) === String(id), signal);
    if (!found) throw new HttpError('ra.notification.item_doesnt_exist', 404);
    return { data: found };
  },

  /** The backend answers `null`: the new row is found again as the newest one with this title. */
  async create({ data }: CreateParams<Partial<AnnouncementRecord>>): Promise<CreateResult> {
    const body = toAnnouncementBody(data);
    await addAdminAnnouncement(body);
    const page = await getAdminAnnouncementList({ currentPage: 1, limit: SEARCH_PAGE });
    const created = newestWithTitle(page.records, body.title);
    if (!created) throw new HttpError('ra.notification.item_doesnt_exist', 404);
    return { data: created };
  },

  async update({ id, data, previousData }: UpdateParams<AnnouncementRecord>): Promise<UpdateResult> {
    const merged = { ...previousData, ...data };
    await updateAdminAnnouncement({ ...toAnnouncementBody(merged), id: Number(id) });
    return { data: { ...merged, id: Number(id) } };
  },

  async delete({ id, previousData }: DeleteParams<AnnouncementRecord>): Promise<DeleteResult> {
    await deleteAdminAnnouncement({ aid: Number(id) });
    return { data: previousData ?? { id } };
  },
};
