import type { ContestProblem } from '@generated/model/index';
import { ApiFailure } from '../http/failure';
import { jacksonDate } from '../http/jackson';
import { operation } from '../http/operation';
import { clock } from '../store/clock';
import { isContestAdmin, statusNow } from '../store/queries/contests';
import { contests, type ContestRow } from '../store/schema/contests';
import { contestProblems, type ContestProblemRow } from '../store/schema/problems';
import type { UserRow } from '../store/schema/accounts';
import { requireContestAccess } from './access';
import { boardMessages } from './boardTexts';
import { boardPage, readBoardRequest } from './contestBoard';
import { toContestVO } from './views';

/** The outside board is closed unless the contest opens it, and until the contest starts (body status 403). */
function requireOpenBoard(contest: ContestRow): void {
  if (!contest.openRank) throw new ApiFailure(403, boardMessages.outsideClosed);
  if (statusNow(contest) === -1) throw new ApiFailure(403, boardMessages.outsideScheduled);
}

/**
 * On the outside board only root and the creator may ask for the live board (a group's roots may not, unlike
 * inside); a visitor's `forceRefresh` is kept but lets no one through the seal.
 */
const seesThroughOutside = (contest: ContestRow, caller: UserRow | null) =>
  caller !== null && (caller.role === 'root' || caller.uid === contest.uid);

/** The contest problem as the entity is written (every column), private problems included. */
function toContestProblem(cp: ContestProblemRow): ContestProblem {
  return {
    id: cp.id,
    displayId: cp.displayId,
    cid: cp.cid,
    pid: cp.pid,
    displayTitle: cp.displayTitle,
    color: cp.color,
    gmtCreate: jacksonDate(cp.gmtCreate),
    gmtModified: jacksonDate(cp.gmtModified),
  };
}

export const boardHandlers = [
  // ContestManager.getContestRank: the contest access check of every contest page, then the board as the
  // caller may see it with the caller's own row and the followed rows on top. Contest admins (root, the
  // creator, the group's roots) see through the seal only with `forceRefresh`.
  operation('getContestRank', 'required', async ({ body, user }) => {
    const request = readBoardRequest(await body());
    if (request.cid === null) throw new ApiFailure(400, boardMessages.rankNoCid);
    const contest = requireContestAccess(request.cid, user);
    return {
      data: boardPage(contest, request, {
        isContestAdmin: isContestAdmin(contest, user),
        currentUid: user.uid,
      }),
    };
  }),

  // ContestScoreboardManager.getContestOutsideInfo: the header of the outside board, for anyone. The contest is
  // read with `visible = true`, so a hidden one is missing here (body status 404); its problems by label.
  operation('getContestOutsideInfo', 'anon', ({ query }) => {
    const contest = contests.get(query.requiredInt('cid'));
    if (!contest || !contest.visible) throw new ApiFailure(404, boardMessages.outsideMissing);
    requireOpenBoard(contest);
    const problems = contestProblems
      .where('cid', contest.id)
      .sort((a, b) => (a.displayId < b.displayId ? -1 : a.displayId > b.displayId ? 1 : a.id - b.id));
    return {
      data: { contest: toContestVO(contest, clock.now()), problemList: problems.map(toContestProblem) },
    };
  }),

  // ContestScoreboardManager.getContestOutsideScoreboard: the same board for anyone, nobody's own row pinned.
  // The contest is read by id alone: neither its visibility, its group nor a registration is checked.
  operation('getContestOutsideScoreboard', 'anon', async ({ body, caller }) => {
    const request = readBoardRequest(await body());
    if (request.cid === null) throw new ApiFailure(400, boardMessages.outsideNoCid);
    const contest = contests.get(request.cid);
    if (!contest) throw new ApiFailure(400, boardMessages.outsideMissing);
    requireOpenBoard(contest);
    return {
      data: boardPage(contest, request, {
        isContestAdmin: seesThroughOutside(contest, caller),
        currentUid: null,
      }),
    };
  }),
];
