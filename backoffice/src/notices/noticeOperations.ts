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
  addAdminSysNotice,
  deleteAdminSysNotice,
  getAdminSysNotice,
  updateAdminSysNotice,
} from '@generated/api/admin-notice/admin-notice';
import { getAdminUserList } from '@generated/api/admin-user/admin-user';
import type { AdminSysNotice, AdminSysNoticeVO, GetAdminSysNoticeType } from '@generated/model/index';
import { session } from '@hoj/core/session/session';
import { SEARCH_PAGE, findCreated, findInPages } from '../providers/findInPages';

export const NOTICE_TYPES: readonly GetAdminSysNoticeType[] = ['All', 'Single', 'Admin'];

/** A listed notice; the form adds the recipient's username, which HOJ's list does not carry. */
export type NoticeRecord = AdminSysNoticeVO & { recipientUsername?: string };

const isNoticeType = (value: unknown): value is GetAdminSysNoticeType =>
  NOTICE_TYPES.includes(value as GetAdminSysNoticeType);

/** HOJ wants the recipient's uid; staff know the username, so it is looked up exactly. */
export async function recipientUid(username: string): Promise<string> {
  const page = await getAdminUserList({ currentPage: 1, limit: SEARCH_PAGE, keyword: username });
  const user = page.records.find((u) => u.username === username);
  if (!user) throw new HttpError('resources.notices.recipientUnknown', 400, { username });
  return user.uid;
}

/** The body of `POST`/`PUT /api/admin/msg/notice`. */
export async function toNoticeBody(data: Partial<NoticeRecord>): Promise<AdminSysNotice> {
  const type = isNoticeType(data.type) ? data.type : 'All';
  const username = data.recipientUsername?.trim();
  return {
    title: data.title?.trim() ?? null,
    content: data.content ?? '',
    type,
    recipientId: type === 'Single' && username ? await recipientUid(username) : null,
    adminId: session.get().user?.uid ?? null,
  };
}

/** The `notices` resource of the data provider's table. */
export const noticeOperations = {
  async getList({
    pagination,
    filter,
    signal,
  }: GetListParams & { signal?: AbortSignal }): Promise<GetListResult> {
    const type: unknown = filter?.type;
    const page = await getAdminSysNotice(
      {
        currentPage: pagination?.page,
        limit: pagination?.perPage,
        type: isNoticeType(type) ? type : undefined,
      },
      { signal },
    );
    return { data: page.records, total: page.total };
  },

  async getOne({ id, signal }: GetOneParams & { signal?: AbortSignal }): Promise<GetOneResult> {
    const found = await findInPages(
      (currentPage, limit) => getAdminSysNotice({ currentPage, limit }, { signal }),
      (row) => String(row.id) === String(id),
    );
    return { data: found };
  },

  /** The backend answers `null`: the new row is the newest one with this title. */
  async create({ data }: CreateParams<Partial<NoticeRecord>>): Promise<CreateResult> {
    const body = await toNoticeBody(data);
    await addAdminSysNotice(body);
    const created = await findCreated(
      (currentPage, limit) => getAdminSysNotice({ currentPage, limit }),
      body.title,
    );
    return { data: created };
  },

  async update({ id, data, previousData }: UpdateParams<NoticeRecord>): Promise<UpdateResult> {
    const merged = { ...previousData, ...data };
    const body = await toNoticeBody(merged);
    // Without a new recipient name the stored one stays (the list does not tell who it was).
    await updateAdminSysNotice({ ...body, id: Number(id), recipientId: body.recipientId ?? undefined });
    return { data: { ...merged, id: Number(id) } };
  },

  async delete({ id, previousData }: DeleteParams<NoticeRecord>): Promise<DeleteResult> {
    await deleteAdminSysNotice({ id: Number(id) });
    return { data: previousData ?? { id } };
  },
};
