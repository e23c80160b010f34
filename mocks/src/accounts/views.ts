import type { Role, UserInfoVO, UserRolesVO } from '@generated/model/index';
import { jacksonDate } from '../http/jackson';
import { roles, type RoleRow, type UserRow } from '../store/schema/accounts';

/** Account rows → the contract's view objects, with dates as Jackson writes them. */

export function toUserInfoVO(user: UserRow): UserInfoVO {
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    titleName: user.titleName,
    titleColor: user.titleColor,
    gender: user.gender,
    ...profileFields(user),
  };
}

/** The profile fields every account view repeats (user info, the avatar-upload answer). */
export function profileFields(user: UserRow) {
  return {
    email: user.email,
    number: user.number,
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
  const role = roles.one('role', user.role);
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
