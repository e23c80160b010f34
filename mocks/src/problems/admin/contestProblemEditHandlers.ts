import type { UserRow } from '@hoj/mocks/store/schema/accounts';
import { ApiFailure } from '@hoj/mocks/http/failure';
import { messages } from '@hoj/mocks/http/messages';
import { operation } from '@hoj/mocks/http/operation';
import { toAdminProblem } from './adminViews';
import { readProblemDto } from './problemBody';
import { addProblem, managesEveryProblem, updateProblem } from './problemWrites';
import { problems, type ProblemRow } from '@hoj/mocks/store/schema/problems';
import { contestProblemMessages as texts } from './texts';

/** Root, problem admins and the problem's author may open a contest problem for editing. */
function requireEditable(problem: ProblemRow, user: UserRow): ProblemRow {
  if (managesEveryProblem(user) || problem.author === user.username) return problem;
  throw new ApiFailure(403, messages.noPermissionToOperate);
}

/** A contest's own problems are written by the problem bank's rules (`problems/admin/problemWrites.ts`). */
export const adminContestProblemEditHandlers = [
  operation('getAdminContestProblemDetail', 'required', ({ query, user }) => {
    const problem = problems.get(query.requiredInt('pid'));
    if (!problem) throw new ApiFailure(400, texts.problemQueryFailed);
    return { data: toAdminProblem(requireEditable(problem, user)) };
  }),

  // A new problem made for a contest (the editor sends auth 3, contest only); the client then attaches it
  // with `PUT /api/admin/contest/contest-problem`.
  operation('addAdminContestProblem', 'required', async (ctx) => {
    const row = addProblem(readProblemDto(await ctx.body()), ctx.user);
    return { data: { pid: row.id } };
  }),

  operation('updateAdminContestProblem', 'required', async (ctx) => {
    updateProblem(readProblemDto(await ctx.body()), ctx.user);
    return { data: null };
  }),
];
