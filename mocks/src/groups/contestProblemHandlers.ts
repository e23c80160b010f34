import { ApiFailure, integrityViolation } from '../http/failure';
import { operation } from '../http/operation';
import { clock } from '../store/clock';
import { hook } from '../store/hooks';
import { contestProblemOf, labelTaken } from '../store/queries/contestProblems';
import { attachProblem, removeContestProblem } from '../store/rules/contestProblems';
import { problemGroupOf } from '../store/rules/groupProblemApplication';
import { problems } from '../store/schema/problems';
import { managedContest } from './contestAccess';
import { groupContestMessages as texts, groupStepMessages as steps } from './contentTexts';
import { addGroupProblem } from './problemHandlers';

/** Display ids compare without case, as MySQL compares them. */
const sameDisplayId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The problem once per contest, each label once per contest. */
function checkFree(cid: number, pid: number, displayId: string): void {
  if (contestProblemOf(cid, pid) || labelTaken(cid, displayId)) throw new ApiFailure(400, texts.problemTaken);
}

/**
 * The problems of a group's contest, for its creator, the group's roots and root. A problem added from the group
 * becomes contest-only (the backend sets its auth to 3), so members meet it in the contest and not in the list.
 */
export const groupContestProblemHandlers = [
  // The contest's problems by label, or with `problemType` the public problems that can be added.
  operation('getGroupContestProblemList', 'required', ({ query, user }) => {
    const { contest } = managedContest(query.requiredInt('cid'), user, {
      missing: texts.fetchContestMissing,
      outside: texts.problemListOutside,
      groupMissing: texts.problemListMissing,
    });
    return {
      data: hook('contestProblemList')(contest.id, {
        page: query.page({ current: 1, size: 10 }),
        keyword: query.string('keyword'),
        problemType: query.int('problemType'),
        oj: query.string('oj'),
      }),
    };
  }),

  // A new problem of the group made for a contest: contest-only. The client then attaches it with a PUT.
  operation('addGroupContestProblem', 'required', async ({ body, user }) => {
    const row = addGroupProblem(await body(), user, new ApiFailure(404, texts.problemGidMissing), 3);
    return { data: { pid: row.id } };
  }),

  operation('getGroupContestProblem', 'required', ({ query, user }) => {
    const pid = query.requiredInt('pid');
    const { contest } = managedContest(query.requiredInt('cid'), user, {
      missing: texts.problemFetchContestMissing,
      outside: texts.problemFetchOutside,
      groupMissing: steps.fetchMissing,
    });
    const cp = contestProblemOf(contest.id, pid);
    if (!cp) throw new ApiFailure(400, texts.problemFetchGone);
    return { data: hook('toContestProblem')(cp) };
  }),

  // An entry of the contest by its id (label, title, colour), or the problem the body names attached anew.
  operation('updateGroupContestProblem', 'required', async ({ body, user }) => {
    const dto = await body();
    const { contest } = managedContest(dto.int('cid'), user, {
      missing: texts.contestMissing,
      outside: texts.problemUpdateOutside,
      groupMissing: steps.updateMissing,
    });
    hook('saveContestProblemFromBody')(dto, contest.id);
    return { data: null };
  }),

  // The problem leaves the contest with the submissions made to it there.
  operation('deleteGroupContestProblem', 'required', ({ query, user }) => {
    const pid = query.requiredInt('pid');
    const { contest } = managedContest(query.requiredInt('cid'), user, {
      missing: texts.deleteContestMissing,
      outside: texts.problemDeleteOutside,
      groupMissing: steps.deleteMissing,
    });
    if (!removeContestProblem(contest.id, pid)) throw new ApiFailure(400, texts.problemRemoveFailed);
    return { data: null };
  }),

  // A public site problem (not hidden, not a group's) under the label the body names, with its own title.
  operation('addGroupContestProblemFromPublic', 'required', async ({ body, user }) => {
    const dto = await body();
    const problem = problems.get(dto.int('pid'));
    if (!problem || problem.auth !== 1 || problem.gid !== null)
      throw new ApiFailure(404, texts.publicProblemMissing);
    const { contest } = managedContest(dto.int('cid'), user, {
      missing: texts.contestMissing,
      outside: texts.addOutside,
      groupMissing: texts.addProblemMissing,
    });
    const displayId = dto.string('displayId');
    checkFree(contest.id, problem.id, displayId ?? '');
    // `display_id` is NOT NULL.
    if (displayId === null) throw integrityViolation();
    attachProblem(contest.id, problem, displayId, null, null);
    return { data: null };
  }),

  // A problem of the contest's group by its display id; it becomes contest-only.
  operation('addGroupContestProblemFromGroup', 'required', ({ query, user }) => {
    const problemId = query.requiredString('problemId');
    const displayId = query.requiredString('displayId');
    const { contest, group } = managedContest(query.requiredInt('cid'), user, {
      missing: texts.addContestMissing,
      outside: texts.addOutside,
      groupMissing: steps.addMissing,
    });
    const problem = problems.find(
      (p) => sameDisplayId(p.problemId, problemId) && problemGroupOf(p) === group.id,
    );
    if (!problem) throw new ApiFailure(404, texts.groupProblemMissing);
    checkFree(contest.id, problem.id, displayId);
    problems.update(problem, { auth: 3, gmtModified: clock.now() });
    attachProblem(contest.id, problem, displayId, null, null);
    return { data: null };
  }),
];
