import { GroupMemberAuth, JudgeStatus } from '@generated/model/index';
import type { UserRow } from '../schema/accounts';
import { groupMembers, groups, memberAuth, type GroupRow } from '../schema/groups';
import { submissions } from '../schema/judge';

/**
 * The backend's group checks (`GroupValidator`), for every domain that serves a group's pages: its problems,
 * trainings, contests, discussions, announcements and members. Membership means level 3 or more; the owner
 * counts as a member and an admin even without a member row, but "group root" is the level-5 row alone.
 */

export const isGroupOwner = (gid: number, uid: string): boolean => groups.get(gid)?.uid === uid;

/** Member, group admin or group root (levels 3–5), or the owner. */
export const isGroupMember = (gid: number, uid: string): boolean =>
  memberAuth(gid, uid) >= GroupMemberAuth.MEMBER || isGroupOwner(gid, uid);

/** Group admin or group root (levels 4–5), or the owner. */
export const isGroupAdmin = (gid: number, uid: string): boolean =>
  memberAuth(gid, uid) >= GroupMemberAuth.ADMIN || isGroupOwner(gid, uid);

/** A level-5 row: the owner's, or one root granted. */
export const isGroupRoot = (gid: number, uid: string): boolean =>
  memberAuth(gid, uid) === GroupMemberAuth.ROOT;

/** Root (the super admin role) passes every group check. */
export const isSiteRoot = (user: UserRow | null): boolean => user?.role === 'root';

/**
 * The group as the services load it before anything else: null when it does not exist, or when it is banned
 * and the caller is not root. Each service answers that with its own "does not exist or is banned" text.
 */
export function liveGroup(gid: number | null | undefined, user: UserRow | null): GroupRow | null {
  const group = groups.get(gid);
  if (!group || (group.status === 1 && !isSiteRoot(user))) return null;
  return group;
}

/** The uids of the group's members (levels 3–5), in the table's order. */
export function groupMemberUids(gid: number): string[] {
  return groupMembers
    .where('gid', gid)
    .filter((m) => m.auth >= GroupMemberAuth.MEMBER)
    .map((m) => m.uid);
}

export interface GroupResults {
  /** Distinct problems accepted in the group, its contests included. */
  ac: number;
  /** Submissions in the group, its contests included. */
  total: number;
  /** Sum over problems of the best OI rank score outside contests, in the group. */
  score: number;
}

/**
 * A user's results in a group, from the submissions that carry the group's id (`judge.gid`): whatever the
 * group's problems, trainings and contests add counts as soon as its submissions carry it.
 */
export function groupResultsOf(gid: number, uid: string): GroupResults {
  const solved = new Set<number>();
  const best = new Map<number, number>();
  let total = 0;
  for (const s of submissions.where('uid', uid)) {
    if (s.gid !== gid) continue;
    total += 1;
    if (s.status === JudgeStatus.ACCEPTED) solved.add(s.pid);
    if (s.cid === 0 && s.oiRankScore !== null) best.set(s.pid, Math.max(best.get(s.pid) ?? 0, s.oiRankScore));
  }
  return { ac: solved.size, total, score: [...best.values()].reduce((a, b) => a + b, 0) };
}
