import type {
  ACMRankVO,
  AnnouncementVO,
  Category,
  CommentVO,
  ContestStatus,
  ContestVO,
  Discussion,
  DiscussionVO,
  ReplyVO,
  Role,
  Tag,
  TagClassification,
  TagOj,
  UserInfoVO,
  UserRolesVO,
} from '@generated/model/index';
import { db, userByUid } from './db';
import { jacksonDate, jacksonDateOrNull } from './format';
import type {
  AnnouncementRow,
  CategoryRow,
  CommentRow,
  ContestRow,
  DiscussionRow,
  ReplyRow,
  RoleRow,
  TagClassificationRow,
  TagRow,
  UserRow,
} from './model';

/** Rows → the contract's view objects (VOs), with dates as Jackson writes them. */

export function toUserInfoVO(user: UserRow): UserInfoVO {
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    titleName: user.titleName,
    titleColor: user.titleColor,
    email: user.email,
    number: user.number,
    gender: user.gender,
    school: user.school,
    course: user.course,
    signature: user.signature,
    realname: user.realname,
    github: user.github,
    blog: user.blog,
    cfUsername: user.cfUsername,
    roleList: [user.role],
  };
}

function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    role: row.role,
    description: row.description,
    status: row.status,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

export function toUserRolesVO(user: UserRow): UserRolesVO {
  const role = db.roles.find((r) => r.role === user.role);
  return {
    uid: user.uid,
    username: user.username,
    // The backend sends the MD5 of the password here; the mock sends nothing derived from a password at all.
    password: null,
    nickname: user.nickname,
    school: user.school,
    course: user.course,
    number: user.number,
    gender: user.gender,
    realname: user.realname,
    cfUsername: user.cfUsername,
    github: user.github,
    blog: user.blog,
    email: user.email,
    avatar: user.avatar,
    titleName: user.titleName,
    titleColor: user.titleColor,
    signature: user.signature,
    status: user.status,
    gmtCreate: jacksonDate(user.gmtCreate),
    gmtModified: jacksonDate(user.gmtModified),
    roles: role ? [toRole(role)] : [],
  };
}

export function toAnnouncementVO(row: AnnouncementRow): AnnouncementVO {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    uid: row.uid,
    username: userByUid(row.uid)?.username ?? null,
    status: row.status,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

export function contestStatus(row: ContestRow, now: Date): ContestStatus {
  if (now < row.startTime) return -1;
  if (now >= row.endTime) return 1;
  return 0;
}

export function toContestVO(row: ContestRow, now: Date): ContestVO {
  return {
    id: row.id,
    author: userByUid(row.uid)?.username ?? null,
    title: row.title,
    type: row.type,
    description: row.description,
    status: contestStatus(row, now),
    source: 0,
    auth: row.auth,
    now: jacksonDate(now),
    startTime: jacksonDate(row.startTime),
    endTime: jacksonDate(row.endTime),
    duration: Math.round((row.endTime.getTime() - row.startTime.getTime()) / 1000),
    sealRank: row.sealRank,
    openPrint: row.openPrint,
    sealRankTime: jacksonDateOrNull(row.sealRankTime),
    rankShowName: row.rankShowName,
    openRank: row.openRank,
    oiRankScoreType: row.oiRankScoreType,
    count: row.count,
    gid: row.gid,
    allowEndSubmit: row.allowEndSubmit,
  };
}

export function toACMRankVO(user: UserRow, ac: number): ACMRankVO {
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    signature: user.signature,
    avatar: user.avatar,
    titleName: user.titleName,
    titleColor: user.titleColor,
    // The backend's 7-day query selects only the accepted count.
    total: null,
    ac,
    rating: null,
  };
}

/** Judges a tag or classification may belong to: `ME` (this site) and the remote judges. */
export const TAG_JUDGES = ['ME', 'HDU', 'CF', 'GYM', 'POJ', 'SPOJ', 'AC', 'LIBRE'] as const;

const judgeOf = (oj: string): TagOj => TAG_JUDGES.find((j) => j === oj) ?? null;

export function toTag(row: TagRow): Tag {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    oj: judgeOf(row.oj),
    gid: row.gid,
    tcid: row.tcid,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

export function toTagClassification(row: TagClassificationRow): TagClassification {
  return {
    id: row.id,
    name: row.name,
    oj: judgeOf(row.oj),
    rank: row.rank,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

/** A row of the discussion list; the backend blanks `content` except for the caller's own posts. */
export function toDiscussion(row: DiscussionRow, callerUid: string | null): Discussion {
  return {
    id: row.id,
    categoryId: row.categoryId,
    title: row.title,
    description: row.description,
    content: callerUid === row.uid ? row.content : null,
    pid: row.pid,
    uid: row.uid,
    author: row.author,
    avatar: row.avatar,
    role: row.role,
    viewNum: row.viewNum,
    likeNum: row.likeNum,
    commentNum: row.commentNum,
    topPriority: row.topPriority,
    status: row.status,
    gid: row.gid,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

export function toDiscussionVO(row: DiscussionRow, callerUid: string | null): DiscussionVO {
  const author = userByUid(row.uid);
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName: db.categories.find((c) => c.id === row.categoryId)?.name ?? null,
    title: row.title,
    description: row.description,
    content: row.content,
    pid: row.pid,
    uid: row.uid,
    author: row.author,
    avatar: row.avatar,
    titleName: author?.titleName ?? null,
    titleColor: author?.titleColor ?? null,
    role: row.role,
    viewNum: row.viewNum,
    likeNum: row.likeNum,
    hasLike: callerUid !== null && db.discussionLikes.some((l) => l.did === row.id && l.uid === callerUid),
    topPriority: row.topPriority,
    gid: row.gid,
    status: row.status,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

/** The author fields comments and replies share; the title is the author's current one. */
function authorOf(row: Pick<CommentRow, 'fromUid' | 'fromName' | 'fromAvatar' | 'fromRole'>) {
  const from = userByUid(row.fromUid);
  return {
    fromUid: row.fromUid,
    fromName: row.fromName,
    fromAvatar: row.fromAvatar,
    fromRole: row.fromRole,
    fromTitleName: from?.titleName ?? null,
    fromTitleColor: from?.titleColor ?? null,
  };
}

export function toReplyVO(row: ReplyRow): ReplyVO {
  return {
    id: row.id,
    commentId: row.commentId,
    ...authorOf(row),
    toUid: row.toUid,
    toName: row.toName,
    toAvatar: row.toAvatar,
    content: row.content,
    status: row.status,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

/** Visible replies of a comment, newest first. */
export function visibleReplies(commentId: number): ReplyRow[] {
  return db.replies
    .filter((r) => r.commentId === commentId && r.status === 0 && userByUid(r.fromUid) !== undefined)
    .sort((a, b) => b.gmtCreate.getTime() - a.gmtCreate.getTime() || b.id - a.id);
}

/** How many of the newest replies a listed comment carries. */
export const COMMENT_REPLY_PREVIEW = 3;

export function toCommentVO(row: CommentRow): CommentVO {
  const replies = visibleReplies(row.id);
  return {
    id: row.id,
    content: row.content,
    ...authorOf(row),
    likeNum: row.likeNum,
    totalReplyNum: replies.length,
    gmtCreate: jacksonDate(row.gmtCreate),
    replyList: replies.slice(0, COMMENT_REPLY_PREVIEW).map(toReplyVO),
  };
}
