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
} from '@generated/api/admin-announcement/admin-announcement';
import type { Announcement, AnnouncementVO } from '@generated/model/index';
import { session } from '@hoj/core/session/session';
import { findCreated, findInPages } from '../providers/findInPages';

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
    const found = await findInPages(
      (currentPage, limit) => getAdminAnnouncementList({ currentPage, limit }, { signal }),
      (row) => String(row.id) === String(id),
    );
    return { data: found };
  },

  /** The backend answers `null`: the new row is found again as the newest one with this title. */
  async create({ data }: CreateParams<Partial<AnnouncementRecord>>): Promise<CreateResult> {
    const body = toAnnouncementBody(data);
    await addAdminAnnouncement(body);
    const created = await findCreated(
      (currentPage, limit) => getAdminAnnouncementList({ currentPage, limit }),
      body.title,
    );
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
