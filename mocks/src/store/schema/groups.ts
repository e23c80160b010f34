import type { GroupAuth, GroupMemberAuth } from '@generated/model/index';
import { table } from '../table';

export interface GroupRow {
  id: number;
  name: string;
  shortName: string;
  /** Markdown. */
  brief: string;
  auth: GroupAuth;
  /** Owner uid. */
  uid: string;
  visible: boolean;
  gmtCreate: Date;
}

/** A user's place in a group (`group_member`). */
export interface GroupMemberRow {
  gid: number;
  uid: string;
  auth: GroupMemberAuth;
}

export const groups = table<GroupRow>()({ name: 'group', key: (g) => g.id });

export const groupMembers = table<GroupMemberRow>()({
  name: 'group_member',
  key: (m) => `${m.gid}:${m.uid}`,
  indexes: { gid: (m) => m.gid, uid: (m) => m.uid },
});

/** The caller's member level in a group: 0 when not in it. */
export function memberAuth(gid: number, uid: string): GroupMemberAuth | 0 {
  return groupMembers.get(`${gid}:${uid}`)?.auth ?? 0;
}
