import type { AdminSysNoticeVO, SysMsgVO, UserMsgVO } from '@generated/model/index';
import { userByUid } from '../store/schema/accounts';
import { comments, replies } from '../store/schema/comments';
import { contests } from '../store/schema/contests';
import { discussions } from '../store/schema/discussions';
import { jacksonDate } from '../http/jackson';
import {
  adminNotices,
  type AdminNoticeRow,
  type SysNoticeRow,
  type UserMsgRow,
} from '../store/schema/messages';

function sourceTitle(row: UserMsgRow): string | null {
  if (row.sourceType === 'Discussion') return discussions.get(row.sourceId)?.title ?? null;
  return contests.get(row.sourceId)?.title ?? null;
}

/** The server cuts the quote at this many UTF-16 units (Java's `substring`) and appends `...`. */
export const QUOTE_MAX = 100;

/**
 * What the server shows of the answered comment or reply: its author, then the text (a reply that addressed
 * someone keeps its `@name：` prefix), cut at 100 characters.
 */
function quoteContent(row: UserMsgRow): string | null {
  let quote: string | null = null;
  if (row.quoteType === 'Comment') {
    const comment = comments.get(row.quoteId);
    if (comment) quote = `${comment.fromName} : ${comment.content}`;
  } else if (row.quoteType === 'Reply') {
    const reply = replies.get(row.quoteId);
    if (reply) {
      const to = reply.toName ? `@${reply.toName}：` : '';
      quote = `${reply.fromName} : ${to}${reply.content}`;
    }
  }
  return quote !== null && quote.length > QUOTE_MAX ? `${quote.slice(0, QUOTE_MAX)}...` : quote;
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

/** Box rows read the admin notice's current title and text, as the backend's join does. */
export function toSysMsgVO(row: SysNoticeRow): SysMsgVO {
  const notice = adminNotices.get(row.adminNoticeId);
  return {
    id: row.id,
    title: notice?.title ?? null,
    content: notice?.content ?? null,
    adminId: notice?.adminUid ?? null,
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
    // Dates as Jackson writes java.util.Date (`…+0000`), like every other date the backend sends.
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}
