import { DAY } from '../clock';
import { table } from '../table';

/** Notifications older than this are seeded as read; newer ones wait in the boxes as unread. */
export const UNREAD_WITHIN = 7 * DAY;
/** The backend keeps at most this much of a comment or reply in a notification. */
export const MSG_CONTENT_MAX = 250;

/** Where a notification leads: the discussion, or the contest's Q&A. */
export const discussionUrl = (did: number) => `/discussion-detail/${did}`;
export const contestCommentUrl = (cid: number) => `/contest/${cid}/comment`;

/** What a notification of the message centre reports (the backend's `msg_remind.action`). */
export type MsgAction = 'Discuss' | 'Reply' | 'Like_Post' | 'Like_Discuss';

/** A comment, reply or like notification (`msg_remind`), for `recipientUid`. */
export interface UserMsgRow {
  id: number;
  recipientUid: string;
  senderUid: string;
  action: MsgAction;
  /** The discussion or contest where it happened. */
  sourceId: number;
  sourceType: 'Discussion' | 'Contest';
  /** The new comment or reply (at most 250 characters); null for likes. */
  sourceContent: string | null;
  /** The comment or reply answered; null for comments and likes. */
  quoteId: number | null;
  quoteType: 'Comment' | 'Reply' | null;
  url: string;
  /** Read. */
  state: boolean;
  gmtCreate: Date;
}

/** A notice an admin wrote (`admin_sys_notice`), before it is copied into the recipients' boxes. */
export interface AdminNoticeRow {
  id: number;
  title: string;
  content: string;
  type: 'All' | 'Single' | 'Admin';
  /** Set when `type` is `Single`. */
  recipientUid: string | null;
  adminUid: string | null;
  /** Pushed to the recipients' boxes by the hourly job (never, for `Admin`: the backend's job skips them). */
  state: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

/**
 * A system notice (to everyone) or a personal one, as delivered to `recipientUid` (`user_sys_notice`). It holds
 * no text: the boxes join the admin notice it points at (`sys_notice_id`), so an edit shows in every box and a
 * deleted notice leaves them. Notices the system writes to one user are admin notices of type `Single` too.
 */
export interface SysNoticeRow {
  id: number;
  recipientUid: string;
  type: 'Sys' | 'Mine';
  adminNoticeId: number;
  state: boolean;
  gmtCreate: Date;
}

export const userMsgs = table<UserMsgRow>()({
  name: 'msg_remind',
  key: (m) => m.id,
  indexes: { recipient: (m) => m.recipientUid },
});

export const sysNotices = table<SysNoticeRow>()({
  name: 'user_sys_notice',
  key: (n) => n.id,
  indexes: { recipient: (n) => n.recipientUid, adminNotice: (n) => n.adminNoticeId },
});

/** Notices admins (or, for one user, the system) wrote: the seeded history and what the back office adds. */
export const adminNotices = table<AdminNoticeRow>()({ name: 'admin_sys_notice', key: (n) => n.id });
