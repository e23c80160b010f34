import { HttpError } from 'react-admin';
import {
  addAdminSysNotice,
  deleteAdminSysNotice,
  getAdminSysNotice,
  updateAdminSysNotice,
} from '@generated/api/admin-notice/admin-notice';
import { getAdminUserList } from '@generated/api/admin-user/admin-user';
import type { AdminSysNotice, AdminSysNoticeVO, GetAdminSysNoticeType } from '@generated/model/index';
import { session } from '@hoj/core/session/session';
import { SEARCH_PAGE } from '@backoffice/providers/findInPages';
import { postResource } from '@backoffice/posts/postResource';
import { NOTICE_TYPES } from './noticeTypes';

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

/** The `notices` resource over `/api/admin/msg/notice`; the list filters by recipient kind (`type`). */
export const noticeResource = postResource<NoticeRecord, AdminSysNotice>({
  readPage: ({ currentPage, limit, filter }, signal) => {
    const type: unknown = filter?.type;
    return getAdminSysNotice({ currentPage, limit, type: isNoticeType(type) ? type : undefined }, { signal });
  },
  toBody: toNoticeBody,
  add: (body) => addAdminSysNotice(body),
  // Without a new recipient name the stored one stays (the list does not tell who it was).
  update: (id, body) => updateAdminSysNotice({ ...body, id, recipientId: body.recipientId ?? undefined }),
  remove: (id) => deleteAdminSysNotice({ id }),
});
