import { clock } from '../clock';
import { hexId } from '../ids';
import type { UserRow } from '../schema/accounts';

/** A fresh `default_user` account as registration and account generation create it: no profile yet. */
export function newUserRow(username: string, password: string, email: string | null = null): UserRow {
  const now = clock.now();
  return {
    uid: hexId(),
    username,
    password,
    nickname: null,
    realname: null,
    email,
    school: null,
    course: null,
    number: null,
    gender: null,
    avatar: null,
    titleName: null,
    titleColor: null,
    signature: null,
    github: null,
    blog: null,
    cfUsername: null,
    mobile: null,
    status: 0,
    role: 'default_user',
    gmtCreate: now,
    gmtModified: now,
  };
}
