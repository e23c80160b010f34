import type { Gender, RoleKey } from '@generated/model/index';
import { table } from '../table';

/** Rows of the accounts domain. Dates stay `Date`s here and become Jackson strings only in answers. */

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

/**
 * `user_info` with its role. MySQL compares usernames and e-mail addresses without case, so they are indexed
 * lower-cased; handlers that change an indexed field go through `users.update()`.
 */
export const users = table<UserRow>()({
  name: 'user_info',
  key: (u) => u.uid,
  indexes: {
    username: (u) => u.username.toLowerCase(),
    email: (u) => u.email?.toLowerCase() ?? null,
    mobile: (u) => u.mobile,
    role: (u) => u.role,
  },
});

/** The `role` table: ids are what the backend stores in `user_role`. */
export const roles = table<RoleRow>()({
  name: 'role',
  key: (r) => r.id,
  indexes: { role: (r) => r.role },
});

export function userByUid(uid: string | null | undefined): UserRow | undefined {
  return users.get(uid);
}

/** The account with this username, compared without case as MySQL does. */
export function userByUsername(username: string): UserRow | undefined {
  // `WHERE username = ?` under the table's case-insensitive collation; the unique key allows one match at most.
  return users.where('username', username.toLowerCase())[0];
}

/** Whether the name is taken, compared without case as the table's unique key does. */
export function usernameTaken(username: string, except?: UserRow): boolean {
  return users.where('username', username.toLowerCase()).some((u) => u !== except);
}

/** The account with this e-mail address, compared without case. */
export function userByEmail(email: string): UserRow | undefined {
  return users.one('email', email.toLowerCase());
}

/** The first super admin: the publisher of the notices the system sends. */
export function firstRoot(): UserRow | undefined {
  return users.one('role', 'root');
}
