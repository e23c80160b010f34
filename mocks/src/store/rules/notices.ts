import { clock } from '../clock';
import { MSG_CONTENT_MAX, UNREAD_WITHIN, contestCommentUrl, discussionUrl } from '../schema/messages';
import {
  adminNotices,
  sysNotices,
  userMsgs,
  type AdminNoticeRow,
  type MsgAction,
  type SysNoticeRow,
} from '../schema/messages';

interface Notification {
  recipientUid: string;
  senderUid: string;
  action: MsgAction;
  /** Where it happened: a discussion (`did`) or a contest's Q&A (`cid`). */
  did: number | null;
  cid: number | null;
  content: string | null;
  quoteId?: number | null;
  quoteType?: 'Comment' | 'Reply' | null;
}

/**
 * Puts an unread notification into the recipient's box, as the backend's `NoticeManager` does after a comment,
 * a reply or a like. Nobody is notified about their own doing.
 */
export function notify(note: Notification): void {
  if (note.recipientUid === note.senderUid) return;
  // The server's like notices carry no text and no quote: only who liked which discussion.
  const like = note.action === 'Like_Post' || note.action === 'Like_Discuss';
  const where =
    note.did !== null
      ? { sourceId: note.did, sourceType: 'Discussion' as const, url: discussionUrl(note.did) }
      : { sourceId: note.cid ?? 0, sourceType: 'Contest' as const, url: contestCommentUrl(note.cid ?? 0) };
  userMsgs.insert({
    id: userMsgs.nextId(),
    recipientUid: note.recipientUid,
    senderUid: note.senderUid,
    action: note.action,
    ...where,
    sourceContent: like || note.content === null ? null : note.content.slice(0, MSG_CONTENT_MAX),
    quoteId: like ? null : (note.quoteId ?? null),
    quoteType: like ? null : (note.quoteType ?? null),
    state: false,
    gmtCreate: clock.now(),
  });
}

/**
 * What the backend's `syncNoticeToNewRegisterBatchUser` does for a new account: the broadcast notices pushed in
 * the last week land in its system box, unread.
 */
export function deliverBroadcastNotices(uid: string): void {
  const since = clock.nowMs() - UNREAD_WITHIN;
  for (const notice of adminNotices) {
    if (notice.type === 'All' && notice.state && notice.gmtCreate.getTime() >= since) {
      deliverAdminNotice(notice, [uid], 'Sys');
    }
  }
}

/** One unread box row per recipient pointing at the admin notice (the boxes read its title and text). */
export function deliverAdminNotice(
  notice: AdminNoticeRow,
  recipientUids: Iterable<string>,
  box: SysNoticeRow['type'],
): void {
  const now = clock.now();
  for (const recipientUid of recipientUids) {
    sysNotices.insert({
      id: sysNotices.nextId(),
      recipientUid,
      type: box,
      adminNoticeId: notice.id,
      state: false,
      gmtCreate: now,
    });
  }
}
