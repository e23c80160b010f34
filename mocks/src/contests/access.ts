import type { UserRow } from '../store/schema/accounts';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { contestAccessProblem, isContestAdmin } from '../store/queries/contests';
import { contests, type ContestRow } from '../store/schema/contests';
import { contestMessages } from './texts';

/**
 * The backend's contest access check (`validateContestAuth`), as the contest pages' calls make it: body status
 * 400 for an unknown or hidden contest, 403 for the rest; an account rule that cannot be read is the
 * unhandled number-format error, HTTP 500.
 */
export function requireContestAccess(cid: number | null, user: UserRow): ContestRow {
  const contest = contests.get(cid);
  const problem = contestAccessProblem(contest, user);
  if (problem === 'missing' || !contest) throw new ApiFailure(400, contestMessages.accessMissing);
  if (problem === null) return contest;
  if (problem === 'badRule') throw new ApiFailure(500, messages.serverError, 500);
  const text = {
    notStarted: contestMessages.accessNotStarted,
    notGroupMember: contestMessages.accessNotGroupMember,
    notRegistered: contestMessages.accessRegisterFirst,
    accountRule: contestMessages.accountRule,
  }[problem];
  throw new ApiFailure(403, text);
}

/**
 * The contest admin calls (AC info, prints): root, the creator or the group's roots, else body status 403. The
 * backend tests `!isRoot` first and reads the contest without checking it exists, so root passes even for a
 * contest that does not exist (null here: what follows decides), and anyone else asking about one meets a
 * NullPointerException: HTTP 500.
 */
export function requireContestAdmin(cid: number | null, user: UserRow): ContestRow | null {
  const contest = contests.get(cid);
  if (user.role === 'root') return contest ?? null;
  if (!contest) throw new ApiFailure(500, messages.serverError, 500);
  if (!isContestAdmin(contest, user)) throw new ApiFailure(403, messages.noPermissionToOperate);
  return contest;
}
