import type { AccountChangeState } from './auth/accountChanges';
import { emptyAccountChanges } from './auth/accountChanges';
import { createAccountFlowState, type AccountFlowState } from './auth/accountFlows';
import { clock } from './clock';
import type {
  AdminNoticeRow,
  AnnouncementRow,
  CategoryRow,
  CommentLikeRow,
  CommentRow,
  ContestRow,
  DiscussionLikeRow,
  DiscussionRow,
  HomePageImageRow,
  LoginFailures,
  MobileCode,
  PublicFile,
  ReplyRow,
  RoleRow,
  SmsConfig,
  SubmissionRow,
  SwitchSettings,
  SysNoticeRow,
  TagClassificationRow,
  TagRow,
  TokenRow,
  UserMsgRow,
  UserRow,
  WebsiteConfig,
} from './model';
import { seedAnnouncements } from './seed/announcements';
import { seedConfig } from './seed/config';
import { seedSwitches } from './seed/switches';
import { seedContests } from './seed/contests';
import { createSeedContext } from './seed/context';
import { seedDiscussions } from './seed/discussions';
import { seedMessages } from './seed/messages';
import { seedHomePageImages, seedPublicImages } from './seed/homePageImages';
import { seedProblems, type ProblemRow } from './seed/problems';
import { seedRoles } from './seed/roles';
import { seedSmsConfig } from './seed/sms';
import { seedSubmissions } from './seed/submissions';
import { seedTagClassifications, seedTags } from './seed/tags';
import { seedUsers } from './seed/users';

export interface Db {
  /** Mock time at the last reset; seeded dates are relative to it. */
  seededAt: Date;
  roles: RoleRow[];
  users: UserRow[];
  announcements: AnnouncementRow[];
  contests: ContestRow[];
  submissions: SubmissionRow[];
  config: WebsiteConfig;
  switches: SwitchSettings;
  /** Issued tokens by token string. */
  tokens: Map<string, TokenRow>;
  /**
   * Per uid: until when the token needs no renewal (the backend's `shiro:token-refresh:uid:<uid>` key). A request
   * with a valid token after this moment gets a new token.
   */
  refreshDeadlines: Map<string, number>;
  /** Failed logins per username. */
  loginFailures: Map<string, LoginFailures>;
  /** Slides of the home carousel (extension `getHomePageImages`). */
  homePageImages: HomePageImageRow[];
  /** Files served under `/api/public/img/`, by name. */
  publicImages: Map<string, PublicFile>;
  /** SMS provider settings (extension `getAdminSmsConfig`). */
  smsConfig: SmsConfig;
  /** Codes sent for mobile changes, by mobile number. */
  mobileCodes: Map<string, MobileCode>;
  /** Wrong passwords in mobile changes, per uid. */
  mobileChangeFailures: Map<string, LoginFailures>;
  tags: TagRow[];
  tagClassifications: TagClassificationRow[];
  /** Discussion categories. */
  categories: CategoryRow[];
  discussions: DiscussionRow[];
  comments: CommentRow[];
  replies: ReplyRow[];
  discussionLikes: DiscussionLikeRow[];
  commentLikes: CommentLikeRow[];
  /** Registration codes, reset codes, captchas and their resend locks (auth/accountFlows.ts). */
  accountFlows: AccountFlowState;
  /** Site problems (`seed/problems.ts`): display ids, titles, difficulty for the home page and profiles. */
  problems: ProblemRow[];
  /** E-mail codes and failure counters of password and e-mail changes. */
  accountChanges: AccountChangeState;
  /** Comment, reply and like notifications of the message centre. */
  userMsgs: UserMsgRow[];
  /** System and personal notices as delivered to each user. */
  sysNotices: SysNoticeRow[];
  /** Notices admins wrote (`admin_sys_notice`); none seeded. */
  adminNotices: AdminNoticeRow[];
  /**
   * The last id handed out per table, like MySQL's AUTO_INCREMENT: deleting the newest row does not make its id
   * come back.
   */
  lastIds: Record<SequenceName, number>;
}

export type SequenceName =
  | 'announcements'
  | 'tags'
  | 'tagClassifications'
  | 'categories'
  | 'discussions'
  | 'comments'
  | 'replies'
  | 'userMsgs'
  | 'sysNotices'
  | 'adminNotices';

const maxId = (rows: readonly { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0);

function seed(): Db {
  const ctx = createSeedContext(clock.now());
  const users = seedUsers(ctx);
  const announcements = seedAnnouncements(ctx, users);
  const tagClassifications = seedTagClassifications(ctx);
  const tags = seedTags(ctx, tagClassifications);
  const board = seedDiscussions(ctx, users);
  const inbox = seedMessages(ctx, users, board);
  return {
    seededAt: ctx.now,
    roles: seedRoles(ctx),
    users,
    announcements,
    contests: seedContests(ctx, users),
    submissions: seedSubmissions(ctx, users),
    config: seedConfig(),
    switches: seedSwitches(),
    tokens: new Map(),
    refreshDeadlines: new Map(),
    loginFailures: new Map(),
    homePageImages: seedHomePageImages(),
    publicImages: seedPublicImages(),
    smsConfig: seedSmsConfig(),
    mobileCodes: new Map(),
    mobileChangeFailures: new Map(),
    tags,
    tagClassifications,
    ...board,
    accountFlows: createAccountFlowState(),
    problems: seedProblems(ctx),
    accountChanges: emptyAccountChanges(),
    ...inbox,
    adminNotices: [],
    lastIds: {
      announcements: maxId(announcements),
      tags: maxId(tags),
      tagClassifications: maxId(tagClassifications),
      categories: maxId(board.categories),
      discussions: maxId(board.discussions),
      comments: maxId(board.comments),
      replies: maxId(board.replies),
      userMsgs: maxId(inbox.userMsgs),
      sysNotices: maxId(inbox.sysNotices),
      adminNotices: 0,
    },
  };
}

/** The one in-memory store. Its identity never changes: `resetDb()` refills it in place. */
export const db: Db = seed();

/**
 * Restores the seed exactly: same rows, ids and uids, dates relative to the current time; every token is revoked
 * and the mock clock returns to real time.
 */
export function resetDb(): void {
  clock.reset();
  Object.assign(db, seed());
}

export function userByUid(uid: string): UserRow | undefined {
  return db.users.find((u) => u.uid === uid);
}

export function userByUsername(username: string): UserRow | undefined {
  return db.users.find((u) => u.username === username);
}

/** The next id of a table (ids are never reused, as with AUTO_INCREMENT). */
export function nextId(table: SequenceName): number {
  db.lastIds[table] += 1;
  return db.lastIds[table];
}
