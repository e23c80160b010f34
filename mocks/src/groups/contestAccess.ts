import { ApiFailure } from '../http/failure';
import type { UserRow } from '../store/schema/accounts';
import { contests, type ContestRow } from '../store/schema/contests';
import type { GroupRow } from '../store/schema/groups';
import { groupOfItem, requireManager } from './contentAccess';

/** What a group contest service answers at each step it can fail. */
export interface ContestSteps {
  /** The contest does not exist (body status 404). */
  missing: string;
  /** The contest is no group's (403). */
  outside: string;
  /** Its group is gone or banned (404). */
  groupMissing: string;
}

/**
 * A group's contest and the caller's right to manage it, as every group contest service checks: the contest,
 * its group, then its creator, a group root or root.
 */
export function managedContest(
  cid: number | null,
  user: UserRow,
  steps: ContestSteps,
): { contest: ContestRow; group: GroupRow } {
  const contest = contests.get(cid);
  if (!contest) throw new ApiFailure(404, steps.missing);
  const group = groupOfItem(contest.gid, user, steps.outside, steps.groupMissing);
  requireManager(group, user, contest.uid === user.uid);
  return { contest, group };
}
