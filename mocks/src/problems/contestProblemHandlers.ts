import type { UserRow } from '../store/schema/accounts';
import { contests, type ContestRow } from '../store/schema/contests';
import { groupMembers } from '../store/schema/groups';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { isSealedFor, statusNow } from '../store/queries/contests';
import { contestForAccess } from './contestAccess';
import { contestAdminUids, contestSubmissions, countResults } from '../store/queries/submissionCounts';
import {
  codeTemplatesOf,
  languagesOfProblem,
  tagsOfProblem,
  visibleContestProblems,
} from '../store/queries/problems';
import { problemMessages } from './texts';
import { contestProblems, problems } from '../store/schema/problems';
import { toContestProblemVO, toProblem, toTag } from './views';

const GROUP_ROOT_AUTH = 5;

/** Whose submissions a contest's figures leave out: super admins, its creator, and its group's roots. */
function excludedUids(contest: ContestRow): Set<string> {
  const groupRoots =
    contest.gid === null
      ? []
      : groupMembers
          .where('gid', contest.gid)
          .filter((m) => m.auth >= GROUP_ROOT_AUTH)
          .map((m) => m.uid);
  return contestAdminUids(contest, groupRoots);
}

/**
 * The end of the counted window: the seal time when the board is frozen for the caller, else the contest's end
 * unless submissions after it are asked for (and the contest takes them).
 */
function countedUntil(contest: ContestRow, sealed: boolean, containsEnd: boolean): Date | null {
  if (sealed) return contest.sealRankTime;
  return contest.allowEndSubmit && containsEnd ? null : contest.endTime;
}

function contestProblemList(contest: ContestRow, until: Date | null) {
  const excluded = excludedUids(contest);
  return visibleContestProblems(contest.id).map((cp) => {
    const rows = contestSubmissions(cp, contest.startTime, until, excluded);
    return toContestProblemVO(cp, countResults(rows).ac, rows.length);
  });
}

/** A visitor reads the list only of a contest that opens its board and has started. */
function anonymousList(contest: ContestRow, containsEnd: boolean) {
  if (!contest.openRank || statusNow(contest) === -1) throw new ApiFailure(403, problemMessages.loginFirst);
  return contestProblemList(
    contest,
    contest.sealRank ? contest.sealRankTime : countedUntil(contest, false, containsEnd),
  );
}

function memberList(contest: ContestRow, user: UserRow, containsEnd: boolean) {
  // A contest that opens its board shows its problems without the access checks.
  if (!contest.openRank) contestForAccess(contest.id, user);
  return contestProblemList(contest, countedUntil(contest, isSealedFor(contest, user), containsEnd));
}

export const contestProblemHandlers = [
  // An unknown contest id is a NullPointerException on the backend (it reads the contest before checking it).
  operation('getContestProblem', 'checked', ({ query, caller }) => {
    const contest = contests.get(query.requiredInt('cid'));
    if (!contest) throw new ApiFailure(500, messages.serverError, 500);
    const containsEnd = query.bool('containsEnd', false);
    return { data: caller ? memberList(contest, caller, containsEnd) : anonymousList(contest, containsEnd) };
  }),

  // The contest's display title replaces the problem's. Until the contest ends, its source, author and difficulty
  // are withheld; the backend fetches the tags only in that case (its comment says the opposite), and the mock
  // answers what it answers.
  operation('getContestProblemDetails', 'required', ({ query, user }) => {
    const contest = contestForAccess(query.requiredInt('cid'), user);
    const displayId = query.requiredString('displayId');
    const cp = contestProblems
      .where('cid', contest.id)
      .find((c) => c.displayId.toLowerCase() === displayId.toLowerCase());
    const problem = cp && problems.get(cp.pid);
    if (!cp || !problem) throw new ApiFailure(404, problemMessages.contestProblemMissing);
    if (problem.auth === 2) throw new ApiFailure(403, problemMessages.contestProblemHidden);
    const ended = statusNow(contest) === 1;
    const base = { ...toProblem(problem), title: cp.displayTitle };
    const shown = ended ? base : { ...base, source: null, author: null, difficulty: null };
    const until = countedUntil(contest, isSealedFor(contest, user), query.bool('containsEnd', false));
    const excluded = contestAdminUids(contest);
    const rows = contestSubmissions(cp, contest.startTime, until, excluded);
    return {
      data: {
        problem: shown,
        tags: ended ? [] : tagsOfProblem(problem.id).map(toTag),
        languages: languagesOfProblem(problem).map((l) => l.name),
        problemCount: { pid: null, ...countResults(rows) },
        codeTemplate: codeTemplatesOf(problem),
      },
    };
  }),
];
