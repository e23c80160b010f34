import { ApiFailure, integrityViolation } from '@hoj/mocks/http/failure';
import { operation } from '@hoj/mocks/http/operation';
import { toPage } from '@hoj/mocks/http/page';
import { problems, type ProblemRow } from '@hoj/mocks/store/schema/problems';
import { TAG_JUDGES } from '../views';
import { problemCaseList, toAdminProblem } from './adminViews';
import { removeProblem } from '@hoj/mocks/store/rules/problemCascade';
import { readProblemDto } from './problemBody';
import { addProblem, managesEveryProblem, updateProblem } from './problemWrites';
import { adminProblemMessages } from './texts';

const REMOTE_JUDGES: readonly string[] = TAG_JUDGES.filter((j) => j !== 'ME');

/** `All` or nothing: every problem; a remote judge's code: its problems; any other text (`Mine`): the site's. */
function judgeFilter(oj: string | undefined): (p: ProblemRow) => boolean {
  if (oj === undefined || oj === 'All') return () => true;
  if (REMOTE_JUDGES.includes(oj))
    return (p) => p.isRemote && p.problemId.toLowerCase().startsWith(oj.toLowerCase());
  return (p) => !p.isRemote;
}

/** MySQL's `LIKE '%…%'` under a case-insensitive collation. */
const contains = (text: string, keyword: string) => text.toLowerCase().includes(keyword.toLowerCase());

export const problemAdminHandlers = [
  // The problem bank without group problems, newest first (by id), ten a page unless asked otherwise.
  operation('getAdminProblemList', 'required', ({ query }) => {
    const page = query.page({ current: 1, size: 10 });
    const keyword = query.string('keyword');
    const auth = query.int('auth');
    const ofJudge = judgeFilter(query.string('oj'));
    const rows = problems
      .filter((p) => p.gid === null)
      .filter(ofJudge)
      .filter((p) => !auth || p.auth === auth)
      .filter(
        (p) =>
          !keyword ||
          contains(p.title, keyword) ||
          contains(p.author, keyword) ||
          contains(p.problemId, keyword),
      )
      .sort((a, b) => b.id - a.id);
    return { data: toPage(rows, page, toAdminProblem) };
  }),

  operation('getAdminProblem', 'required', ({ query, user }) => {
    const problem = problems.get(query.requiredInt('pid'));
    if (!problem) throw new ApiFailure(400, adminProblemMessages.notFound);
    if (!managesEveryProblem(user) && problem.author !== user.username)
      throw new ApiFailure(403, adminProblemMessages.noViewPermission);
    return { data: toAdminProblem(problem) };
  }),

  operation('addAdminProblem', 'required', async (ctx) => {
    addProblem(readProblemDto(await ctx.body()), ctx.user);
    return { data: null };
  }),

  operation('updateAdminProblem', 'required', async (ctx) => {
    updateProblem(readProblemDto(await ctx.body()), ctx.user);
    return { data: null };
  }),

  // Roles root and problem_admin only (the contract's x-roles): an admin gets HTTP 403 from the gate.
  operation('deleteAdminProblem', 'required', ({ query }) => {
    const problem = problems.get(query.requiredInt('pid'));
    if (!problem) throw new ApiFailure(400, adminProblemMessages.deleteFailed);
    removeProblem(problem);
    return { data: null };
  }),

  // The usable cases; `isUpload` (default true) only orders them by input file name, shortest first.
  operation('getAdminProblemCases', 'required', ({ query }) => {
    const problem = problems.get(query.requiredInt('pid'));
    if (!problem) return { data: [] };
    return { data: problemCaseList(problem, query.bool('isUpload', true)) };
  }),

  // Only root and problem admins may make a problem public; an admin may hide it or keep it for contests.
  operation('changeAdminProblemAuth', 'required', async (ctx) => {
    const body = await ctx.body();
    const auth = body.int('auth');
    if (auth === 1 && !managesEveryProblem(ctx.user))
      throw new ApiFailure(403, adminProblemMessages.noPublishPermission);
    const problem = problems.get(body.int('id'));
    if (!problem) throw new ApiFailure(400, adminProblemMessages.updateFailed);
    // The column takes a null the row here cannot hold; the contract requires the field anyway.
    if (auth === null) throw integrityViolation();
    if (auth !== 1 && auth !== 2 && auth !== 3) throw new ApiFailure(400, adminProblemMessages.authInvalid);
    problems.update(problem, { auth, modifiedUser: ctx.user.username });
    return { data: null };
  }),
];
