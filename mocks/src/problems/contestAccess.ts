import type { UserRow } from '../accounts/tables';
import { contestRegisters, contests, type ContestRow } from '../contests/tables';
import { contestStatus } from '../contests/views';
import { memberAuth } from '../groups/tables';
import { ApiFailure } from '../http/failure';
import { clock } from '../store/clock';
import { problemMessages } from './texts';

const GROUP_MEMBER_AUTH = 3;
const GROUP_ROOT_AUTH = 5;

/** Root, the contest's creator, or the root of the contest's group. */
export function isContestAdmin(contest: ContestRow, user: UserRow | null): boolean {
  if (!user) return false;
  if (user.role === 'root' || contest.uid === user.uid) return true;
  return contest.gid !== null && memberAuth(contest.gid, user.uid) >= GROUP_ROOT_AUTH;
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

/**
 * The backend's contest access check for a contest's problems and pages: an unknown or hidden contest, a
 * scheduled one (except for its admins), a group contest for non-members, a private one without registration.
 */
export function contestForAccess(cid: number, user: UserRow): ContestRow {
  const contest = contests.get(cid);
  if (!contest || !contest.visible) throw new ApiFailure(400, problemMessages.contestMissing);
  if (isContestAdmin(contest, user)) return contest;
  if (statusNow(contest) === -1) throw new ApiFailure(403, problemMessages.contestNotStarted);
  if (contest.gid !== null && memberAuth(contest.gid, user.uid) < GROUP_MEMBER_AUTH)
    throw new ApiFailure(403, problemMessages.notGroupContestMember);
  if (contest.auth === 1 && !contestRegisters.has(`${contest.id}:${user.uid}`))
    throw new ApiFailure(403, problemMessages.contestRegisterFirst);
  return contest;
}
