import type {
  ACMRankVO,
  AnnouncementVO,
  ContestStatus,
  ContestVO,
  Role,
  UserInfoVO,
  UserRolesVO,
} from '@generated/msw/model/index';
import { db, userByUid } from './db';
import { jacksonDate, jacksonDateOrNull } from './format';
import type { AnnouncementRow, ContestRow, RoleRow, UserRow } from './model';

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
