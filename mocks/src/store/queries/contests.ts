import type { UserRow } from '../schema/accounts';
import { memberAuth } from '../schema/groups';
import { clock } from '../clock';
import { contestRegisters, type ContestRow } from '../schema/contests';
import type { ContestStatus } from '@generated/model/index';

/** Group members of this authority or above administer the group's contests. */
const GROUP_ROOT_AUTH = 5;

/** Root, the contest's creator, or an admin of the contest's group. */
export function isContestAdmin(contest: ContestRow, user: UserRow | null): boolean {
  if (!user) return false;
  if (user.role === 'root' || contest.uid === user.uid) return true;
  return contest.gid !== null && memberAuth(contest.gid, user.uid) >= GROUP_ROOT_AUTH;
}

export const isRegistered = (contest: ContestRow, uid: string): boolean =>
  contestRegisters.has(`${contest.id}:${uid}`);

/** Scheduled before the start, running until the end, then ended. */
export function contestStatus(row: ContestRow, now: Date): ContestStatus {
  if (now < row.startTime) return -1;
  if (now >= row.endTime) return 1;
  return 0;
}

/** -1 scheduled, 0 running, 1 ended, at the mock time. */
export const statusNow = (contest: ContestRow) => contestStatus(contest, clock.now());

/**
 * Whether the board is frozen now: from the seal time to the end (the mock's contests lift the seal when they
 * end). The backend's check with `forceRefresh` off applies it to everyone, admins included.
 */
export function inSealWindow(contest: ContestRow): boolean {
  if (!contest.sealRank || !contest.sealRankTime) return false;
  const now = clock.nowMs();
  return now > contest.sealRankTime.getTime() && now < contest.endTime.getTime();
}

/** The same check with `forceRefresh` on: the contest's admins see through the seal. */
export const isSealedFor = (contest: ContestRow, user: UserRow | null) =>
  inSealWindow(contest) && !isContestAdmin(contest, user);
