import type { AnnouncementVO, Group, GroupMemberVO, GroupVO, OIRankVO } from '@generated/model/index';
import { userByUid, type UserRow } from '../store/schema/accounts';
import { jacksonDate } from '../http/jackson';
import type { AnnouncementRow } from '../store/schema/announcements';
import type { GroupMemberRow, GroupRow } from '../store/schema/groups';
import { groupMemberUids, type GroupResults } from '../store/queries/groups';

/** The `group` row; the invitation code only for those who may see it (the group root and root). */
export function toGroup(row: GroupRow, withCode: boolean): Group {
  return {
    id: row.id,
    avatar: row.avatar,
    name: row.name,
    shortName: row.shortName,
    brief: row.brief,
    description: row.description,
    owner: row.owner,
    uid: row.uid,
    auth: row.auth,
    visible: row.visible,
    status: row.status,
    code: withCode ? row.code : null,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

/** A group list card: the columns the list's result map names, and the count of members (levels 3–5). */
export function toGroupVO(row: GroupRow): GroupVO {
  return {
    id: row.id,
    avatar: row.avatar,
    owner: row.owner,
    name: row.name,
    shortName: row.shortName,
    brief: row.brief,
    description: row.description,
    auth: row.auth,
    visible: row.visible,
    memberCount: groupMemberUids(row.id).length,
    gmtCreate: jacksonDate(row.gmtCreate),
  };
}

/** A member or applicant with the username; the member list leaves the reason out (it does not select it). */
export function toGroupMemberVO(row: GroupMemberRow, withReason: boolean): GroupMemberVO {
  return {
    id: row.id,
    gid: row.gid,
    uid: row.uid,
    username: userByUid(row.uid)?.username ?? '',
    auth: row.auth,
    reason: withReason ? row.reason : null,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModify: jacksonDate(row.gmtModified),
  };
}

export function toGroupAnnouncementVO(row: AnnouncementRow): AnnouncementVO {
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

/** A group rank row: the profile columns the query selects (no signature), the counts and the OI score. */
export function toGroupRankVO(user: UserRow, results: GroupResults): OIRankVO {
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    signature: null,
    avatar: user.avatar,
    titleName: user.titleName,
    titleColor: user.titleColor,
    ...results,
  };
}
