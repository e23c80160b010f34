import type { UserRow } from '../store/schema/accounts';
import { isContestAdmin, isRegistered, statusNow } from '../store/queries/contests';
import { contests, type ContestRow } from '../store/schema/contests';
import { memberAuth } from '../store/schema/groups';
import { ApiFailure } from '../http/failure';
import { problemMessages } from './texts';

const GROUP_MEMBER_AUTH = 3;

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
  if (contest.auth === 1 && !isRegistered(contest, user.uid))
    throw new ApiFailure(403, problemMessages.contestRegisterFirst);
  return contest;
}
