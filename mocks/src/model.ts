import type {
  ContestAuth,
  ContestType,
  Gender,
  RoleKey,
  SwitchConfigDTO,
  WebsiteConfigMap,
} from '@generated/model/index';

/** Rows of the in-memory store. Dates stay `Date`s here and become Jackson strings only in answers. */

export interface RoleRow {
  id: number;
  role: RoleKey;
  description: string;
  /** 0 enabled. */
  status: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export interface UserRow {
  /** 32-character hex string, as the backend's simple UUIDs. */
  uid: string;
  username: string;
  /** Plain text: the mock compares it directly and never sends it anywhere. */
  password: string;
  nickname: string | null;
  realname: string | null;
  email: string | null;
  school: string | null;
  course: string | null;
  number: string | null;
  gender: Gender | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  signature: string | null;
  github: string | null;
  blog: string | null;
  cfUsername: string | null;
  /** Mobile number (11 digits), the `mobile` account setting; an extension, so not in any HOJ answer. */
  mobile: string | null;
  /** 0 normal, 1 banned. */
  status: 0 | 1;
  /** A user holds exactly one role in HOJ (`user_role`). */
  role: RoleKey;
  gmtCreate: Date;
  gmtModified: Date;
}

export interface AnnouncementRow {
  id: number;
  title: string;
  /** Markdown. */
  content: string;
  /** Author uid. */
  uid: string;
  /** 0 visible, 1 hidden. */
  status: 0 | 1;
  /** Group id; null for a site announcement. */
  gid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export interface ContestRow {
  id: number;
  /** Creator uid. */
  uid: string;
  title: string;
  type: ContestType;
  auth: ContestAuth;
  /** Markdown. */
  description: string;
  startTime: Date;
  endTime: Date;
  sealRank: boolean;
  sealRankTime: Date | null;
  openPrint: boolean;
  openRank: boolean;
  rankShowName: 'username' | 'nickname' | 'realname';
  oiRankScoreType: 'Recent' | 'Highest';
  allowEndSubmit: boolean;
  /** Registrations. */
  count: number;
  /** Listed on the site at all. */
  visible: boolean;
  /** Group id; null for a site contest. */
  gid: number | null;
}

export interface SubmissionRow {
  submitId: number;
  uid: string;
  /** Problem id. */
  pid: number;
  /** Contest id; 0 outside contests. */
  cid: number;
  /** Judge status code (0 Accepted, -1 Wrong Answer, …; envelope.md §8). */
  status: number;
  submitTime: Date;
}

export type WebsiteConfig = Required<WebsiteConfigMap>;

/** `hoj-switch.yml` without the three flags the website configuration already holds. */
export type SwitchSettings = {
  [
    K in Exclude<keyof SwitchConfigDTO, 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment'>
  ]-?: NonNullable<SwitchConfigDTO[K]>;
};

export interface TokenRow {
  uid: string;
  issuedAt: number;
  expiresAt: number;
}

export interface LoginFailures {
  count: number;
  /** Epoch ms until which login is refused; 0 when not locked. */
  lockedUntil: number;
}

/** A static file under `/api/public/img/`. */
export interface PublicFile {
  contentType: string;
  /** Text for seeded SVGs, bytes for uploads (avatars). */
  body: string | Uint8Array<ArrayBuffer>;
}

export interface HomePageImageRow {
  img: string;
  url: string;
  target: '_blank' | '_self';
}

export interface SmsConfig {
  accessKeyId: string | null;
  accessKeySecret: string | null;
  signName: string | null;
  templateCode: string | null;
  enabled: boolean;
}

/** A verification code sent by SMS for a mobile change, keyed by the mobile number it was sent to. */
export interface MobileCode {
  /** Who asked for it; nobody else can use it. */
  uid: string;
  code: string;
  sentAt: number;
  expiresAt: number;
}

/** A problem tag: `oj` is `ME` for the site's own problems, otherwise a remote judge's code. */
export interface TagRow {
  id: number;
  name: string;
  /** `#rrggbb`. */
  color: string | null;
  oj: string;
  /** Group id; null for a site-wide tag. */
  gid: number | null;
  /** Tag classification id; null when unclassified. */
  tcid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export interface TagClassificationRow {
  id: number;
  name: string;
  oj: string;
  /** Smaller first; null sorts first, as MySQL does. */
  rank: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/** A discussion category. */
export interface CategoryRow {
  id: number;
  name: string;
  gmtCreate: Date;
  gmtModified: Date;
}

/** Author role as a post stores it: `root`, `admin` (admins and problem admins) or `user`. */
export type PosterRole = 'root' | 'admin' | 'user';

export interface DiscussionRow {
  id: number;
  categoryId: number;
  title: string;
  description: string;
  /** Markdown. */
  content: string;
  /** Display id of the problem the post is about; null when none. */
  pid: string | null;
  /** Author uid, username and avatar as they were when posting (the backend copies them into the row). */
  uid: string;
  author: string;
  avatar: string | null;
  role: PosterRole;
  viewNum: number;
  likeNum: number;
  /** Comments plus replies. */
  commentNum: number;
  topPriority: boolean;
  /** 0 normal, 1 banned by an admin. */
  status: 0 | 1;
  /** Group id; null for a public discussion. */
  gid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export interface CommentRow {
  id: number;
  /** Contest id for a contest comment (Q&A), else null. */
  cid: number | null;
  /** Discussion id for a discussion comment, else null. */
  did: number | null;
  content: string;
  fromUid: string;
  fromName: string;
  fromAvatar: string | null;
  fromRole: PosterRole;
  likeNum: number;
  /** 0 normal, 1 banned. */
  status: 0 | 1;
  gmtCreate: Date;
  gmtModified: Date;
}

export interface ReplyRow {
  id: number;
  commentId: number;
  fromUid: string;
  fromName: string;
  fromAvatar: string | null;
  fromRole: PosterRole;
  /** Whom it answers, as the client sent it. */
  toUid: string | null;
  toName: string | null;
  toAvatar: string | null;
  content: string;
  /** 0 normal, 1 banned. */
  status: 0 | 1;
  gmtCreate: Date;
  gmtModified: Date;
}

/** A like of a discussion (`did`) or of a comment (`cid`, the comment id) by `uid`. */
export interface DiscussionLikeRow {
  did: number;
  uid: string;
}

export interface CommentLikeRow {
  cid: number;
  uid: string;
}

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
  /** The new comment or reply (at most 250 characters); null for a like of a discussion. */
  sourceContent: string | null;
  /** The comment or reply answered or liked. */
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

/** A system notice (to everyone) or a personal one, as delivered to `recipientUid` (`user_sys_notice`). */
export interface SysNoticeRow {
  id: number;
  recipientUid: string;
  type: 'Sys' | 'Mine';
  title: string;
  /** Markdown. */
  content: string;
  /** Publisher; null for notices the system generated. */
  adminId: string | null;
  /**
   * The admin notice this copy points at (`sys_notice_id`): the boxes join it, so an edit shows in every box
   * and a deleted notice leaves them. Null for the seeded notices, which carry their own text.
   */
  adminNoticeId: number | null;
  state: boolean;
  gmtCreate: Date;
}
