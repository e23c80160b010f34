import type { GroupAuth, GroupMemberAuth } from '@generated/model/index';
import { storeMap, storeRecord } from '../cells';
import { table } from '../table';

/**
 * A group (`group`). The text columns are nullable as in the backend's table: it checks a length only when a
 * value is sent, so a client that leaves one out stores null.
 */
export interface GroupRow {
  id: number;
  /** Avatar URL (`/api/public/img/<file>`); null until the group root uploads one. */
  avatar: string | null;
  /** 5–25 characters, unique (compared without case). */
  name: string | null;
  /** 5–10 characters, unique (compared without case); group problems' display ids start with it. */
  shortName: string | null;
  /** One-line summary, 5–50 characters. */
  brief: string | null;
  /** Markdown, 5–1000 characters. */
  description: string | null;
  /** Owner's username as stored when the group was made (the list's keyword matches it). */
  owner: string;
  /** Owner uid; the owner also holds a member row of level 5. */
  uid: string;
  auth: GroupAuth;
  /** Listed for everyone; a hidden group is listed and opened only for its members and root. */
  visible: boolean;
  /** 0 normal, 1 banned: gone from every list and closed to all but root. */
  status: 0 | 1;
  /** Six-character invitation code (protected and private groups need one); shown to the group root and root. */
  code: string | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/** A user's place in a group (`group_member`): an application, a refusal or a membership. */
export interface GroupMemberRow {
  /** The row's own id: `PUT /api/group/member` updates the row it names. */
  id: number;
  gid: number;
  uid: string;
  auth: GroupMemberAuth;
  /** The applicant's reason (at most 100 characters); null when none was given. */
  reason: string | null;
  /** When the user applied or joined. */
  gmtCreate: Date;
  /** When the level last changed. */
  gmtModified: Date;
}

/** Names compare without case, as MySQL's collation compares the unique keys and the owner column. */
const folded = (text: string | null) => text?.toLowerCase() ?? null;

export const groups = table<GroupRow>()({
  name: 'group',
  key: (g) => g.id,
  indexes: {
    name: (g) => folded(g.name),
    shortName: (g) => folded(g.shortName),
    owner: (g) => folded(g.owner),
  },
});

export const groupMemberKey = (gid: number, uid: string) => `${gid}:${uid}`;

/** Keyed by group and user (the table's unique key); `id` finds the row a member update names. */
export const groupMembers = table<GroupMemberRow>()({
  name: 'group_member',
  key: (m) => groupMemberKey(m.gid, m.uid),
  indexes: { gid: (m) => m.gid, uid: (m) => m.uid, id: (m) => m.id },
});

/** The last member row id handed out (the member table's key is not numeric, so it keeps no counter itself). */
export const groupMemberIds = storeRecord('group_member_ids', { last: 0 });

export function nextGroupMemberId(): number {
  groupMemberIds.last += 1;
  return groupMemberIds.last;
}

/**
 * Groups a user made in the last day: the backend counts them in Redis for a day from the first one, and refuses
 * non-admins beyond the site's daily limit.
 */
export const groupCreations = storeMap<string, { count: number; sinceMs: number }>('group_creations');

/** The caller's member level in a group: 0 when not in it. */
export function memberAuth(gid: number, uid: string): GroupMemberAuth | 0 {
  return groupMembers.get(groupMemberKey(gid, uid))?.auth ?? 0;
}
