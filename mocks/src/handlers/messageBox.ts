import { clock } from '../clock';
import { db, nextId } from '../db';
import type { MsgAction, UserMsgRow } from '../model';
import {
  MSG_CONTENT_MAX,
  UNREAD_WITHIN,
  contestCommentUrl,
  discussionUrl,
  sysDrafts,
} from '../seed/messages';

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
  const where =
    note.did !== null
      ? { sourceId: note.did, sourceType: 'Discussion' as const, url: discussionUrl(note.did) }
      : { sourceId: note.cid ?? 0, sourceType: 'Contest' as const, url: contestCommentUrl(note.cid ?? 0) };
  const row: UserMsgRow = {
    id: nextId('userMsgs'),
    recipientUid: note.recipientUid,
    senderUid: note.senderUid,
    action: note.action,
    ...where,
    sourceContent: note.content === null ? null : note.content.slice(0, MSG_CONTENT_MAX),
    quoteId: note.quoteId ?? null,
    quoteType: note.quoteType ?? null,
    state: false,
    gmtCreate: clock.now(),
  };
  db.userMsgs.push(row);
}

/**
 * The backend's scheduled job copies admin notices of type All into users' system boxes; the mock runs it the
 * moment an account is created, so a new user finds the recent broadcast notices there, unread.
 */
export function deliverBroadcastNotices(uid: string): void {
  const now = clock.nowMs();
  const publisher = db.users.find((u) => u.role === 'root');
  for (const draft of sysDrafts) {
    if (draft.age >= UNREAD_WITHIN) continue;
    db.sysNotices.push({
      id: nextId('sysNotices'),
      recipientUid: uid,
      type: 'Sys',
      title: draft.title,
      content: draft.content,
      adminId: publisher?.uid ?? null,
      state: false,
      gmtCreate: new Date(now - draft.age),
    });
  }
}

/**
 * Copies an admin's notice into each recipient's system box, unread, as the backend's notice job does
 * (the mock delivers at once instead of on the job's schedule).
 */
export function deliverSysNotice(
  recipientUids: readonly string[],
  notice: { title: string; content: string; adminId: string | null },
): void {
  const now = clock.now();
  for (const recipientUid of recipientUids) {
    db.sysNotices.push({
      id: nextId('sysNotices'),
      recipientUid,
      type: 'Sys',
      title: notice.title,
      content: notice.content,
      adminId: notice.adminId,
      state: false,
      gmtCreate: now,
    });
  }
}
