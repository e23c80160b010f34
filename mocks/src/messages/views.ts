import type { AdminSysNoticeVO, SysMsgVO, UserMsgVO } from '@generated/model/index';
import { userByUid } from '../accounts/tables';
import { comments, replies } from '../comments/tables';
import { contests } from '../contests/tables';
import { discussions } from '../discussions/tables';
import { jacksonDate } from '../http/jackson';
import { adminNotices, type AdminNoticeRow, type SysNoticeRow, type UserMsgRow } from './tables';

function sourceTitle(row: UserMsgRow): string | null {
  if (row.sourceType === 'Discussion') return discussions.get(row.sourceId)?.title ?? null;
  return contests.get(row.sourceId)?.title ?? null;
}

function quoteContent(row: UserMsgRow): string | null {
  if (row.quoteType === 'Comment') return comments.get(row.quoteId)?.content ?? null;
  if (row.quoteType === 'Reply') return replies.get(row.quoteId)?.content ?? null;
  return null;
}

/** The backend joins the sender and the source at read time: a renamed title shows its new name. */
export function toUserMsgVO(row: UserMsgRow): UserMsgVO {
  const sender = userByUid(row.senderUid);
  return {
    id: row.id,
    action: row.action,
    sourceId: row.sourceId,
    sourceType: row.sourceType,
    sourceTitle: sourceTitle(row),
    sourceContent: row.sourceContent,
    quoteId: row.quoteId,
    quoteType: row.quoteType,
    quoteContent: quoteContent(row),
    url: row.url,
    state: row.state,
    senderId: row.senderUid,
    senderUsername: sender?.username ?? null,
    senderAvatar: sender?.avatar ?? null,
    gmtCreate: jacksonDate(row.gmtCreate),
  };
}

/** Box rows of admin notices read the notice's current title and text, as the backend's join does. */
export function toSysMsgVO(row: SysNoticeRow): SysMsgVO {
  const notice = adminNotices.get(row.adminNoticeId);
  return {
    id: row.id,
    title: notice?.title ?? row.title,
    content: notice?.content ?? row.content,
    adminId: notice?.adminUid ?? row.adminId,
    type: row.type,
    state: row.state,
    gmtCreate: jacksonDate(row.gmtCreate),
  };
}

export function toAdminSysNoticeVO(row: AdminNoticeRow): AdminSysNoticeVO {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    state: row.state,
    adminUsername: row.adminUid ? (userByUid(row.adminUid)?.username ?? null) : null,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}
