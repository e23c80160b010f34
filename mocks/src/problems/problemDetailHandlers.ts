import type { ProblemInfoVO } from '@generated/model/index';
import type { UserRow } from '../store/schema/accounts';
import { memberAuth } from '../store/schema/groups';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { problemCount } from '../store/queries/submissionCounts';
import { codeTemplatesOf, languagesOfProblem, tagsOfProblem } from '../store/queries/problems';
import { problemMessages } from './texts';
import { problems, type ProblemRow } from '../store/schema/problems';
import { toProblem, toTag } from './views';

/** Members, group admins and the group's root see its problems (applicants and refused users do not). */
const GROUP_MEMBER_AUTH = 3;

/**
 * A public problem for anyone; a group problem only with `gid` and only to its group's members (root sees every
 * one). A visitor asking for a group problem with a `gid` reaches the membership check without a user, which the
 * backend fails with a NullPointerException: HTTP 500.
 */
function checkReadable(problem: ProblemRow, caller: UserRow | null, gid: number | undefined): void {
  if (problem.auth !== 1) throw new ApiFailure(403, problemMessages.notPublic);
  if (problem.gid === null || caller?.role === 'root') return;
  if (gid === undefined) throw new ApiFailure(403, problemMessages.groupProblemOutside);
  if (!caller) throw new ApiFailure(500, messages.serverError, 500);
  if (memberAuth(problem.gid, caller.uid) < GROUP_MEMBER_AUTH)
    throw new ApiFailure(403, problemMessages.notGroupMember);
}

/** What a problem page shows, the counts of practice submissions in the group asked for (none: the site's). */
export function problemInfo(problem: ProblemRow, gid: number | null): ProblemInfoVO {
  return {
    problem: toProblem(problem),
    tags: tagsOfProblem(problem.id).map(toTag),
    languages: languagesOfProblem(problem).map((l) => l.name),
    problemCount: problemCount(problem.id, gid),
    codeTemplate: codeTemplatesOf(problem),
  };
}

export const problemDetailHandlers = [
  operation('getProblemInfo', 'anon', ({ query, caller }) => {
    const problemId = query.requiredString('problemId');
    const gid = query.int('gid');
    // MySQL compares display ids without case.
    const problem =
      problems.one('problemId', problemId) ??
      problems.find((p) => p.problemId.toLowerCase() === problemId.toLowerCase());
    if (!problem) throw new ApiFailure(404, problemMessages.notFound);
    checkReadable(problem, caller, gid);
    return { data: problemInfo(problem, gid ?? null) };
  }),
];
