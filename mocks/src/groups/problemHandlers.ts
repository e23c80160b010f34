import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation, type OperationContext } from '../http/operation';
import { toPage } from '../http/page';
import { clock } from '../store/clock';
import { hook } from '../store/hooks';
import { problemIdOrder, tagsOfProblem } from '../store/queries/problems';
import { countResults, practiceSubmissions } from '../store/queries/submissionCounts';
import { removeProblem } from '../store/rules/problemCascade';
import { problemGroupOf } from '../store/rules/groupProblemApplication';
import type { UserRow } from '../store/schema/accounts';
import type { GroupRow } from '../store/schema/groups';
import { problems, tags, type ProblemRow } from '../store/schema/problems';
import { requireLiveGroup } from './access';
import { groupOfItem, requireAdmin, requireManager, requireMember } from './contentAccess';
import { groupProblemMessages as texts } from './contentTexts';
import { readGroupProblem, type ProblemEditorBody, type SentProblem } from './problemValidation';
import { groupMessages } from './texts';
import { toGroupAdminProblem } from './contentViews';

/**
 * A group's problems. They keep their group when the site makes them public (the backend keeps `gid`), so the
 * group's lists and editors still hold them; their display ids carry the group's short name in front.
 */

function requireProblem(pid: number): ProblemRow {
  const problem = problems.get(pid);
  if (!problem) throw new ApiFailure(404, groupMessages.problemMissing);
  return problem;
}

/** The problem's group and the caller's right to change it (its author, a group root or root). */
function managedProblem(
  pid: number,
  user: UserRow,
  outside: string,
  missing: string,
): { problem: ProblemRow; group: GroupRow } {
  const problem = requireProblem(pid);
  const group = groupOfItem(problemGroupOf(problem), user, outside, missing);
  requireManager(group, user, problem.author === user.username);
  return { problem, group };
}

/** What the judge server answers a compile request of a group admin (or root). */
async function compileFor(
  kind: 'spj' | 'interactive',
  ctx: OperationContext<'compileGroupSpj'> | OperationContext<'compileGroupInteractive'>,
) {
  const group = requireLiveGroup(ctx.query.requiredInt('gid'), ctx.user, texts.compileMissing);
  requireAdmin(group, ctx.user);
  const dto = await ctx.body();
  const code = dto.string('code');
  const language = dto.string('language');
  if (!code || !language) throw new ApiFailure(400, texts.compileParamsEmpty);
  // The judge server's answer passes through: its status 500 carries the compiler's output.
  const answer = hook('compileJudgeProgram')(kind, code, language);
  if (answer.status === 500) throw new ApiFailure(500, answer.msg);
  return { data: null, msg: answer.msg };
}

/** A tag the body names from another group is refused; new tags (no gid) become the group's. */
function checkTags(sent: SentProblem, gid: number, refusal: string): void {
  if (sent.tagGids.some((tagGid) => tagGid !== null && tagGid !== gid)) throw new ApiFailure(403, refusal);
}

/** The group a new problem goes to, which the caller must administer. */
function groupForNew(sent: SentProblem, user: UserRow, gidMissing: ApiFailure): GroupRow {
  if (sent.gid === null) throw gidMissing;
  const group = requireLiveGroup(sent.gid, user, texts.addMissing);
  requireAdmin(group, user);
  return group;
}

/**
 * `POST /api/group/problem` and a group contest's own problem (`POST /api/group/contest-problem`, contest-only):
 * the group validator, the group and the caller, then the bank's save under the group's prefix.
 */
export function addGroupProblem(
  body: ProblemEditorBody,
  user: UserRow,
  gidMissing: ApiFailure,
  auth?: 3,
): ProblemRow {
  const sent = readGroupProblem(body, false);
  const group = groupForNew(sent, user, gidMissing);
  checkTags(sent, group.id, messages.noPermissionToOperate);
  const problemId = `${group.shortName}${sent.problemId}`;
  return hook('addProblemFromBody')(body, user, { problemId, gid: group.id, auth });
}

export const groupProblemHandlers = [
  // Members see the group's public problems (those made public on the site too), by display id.
  operation('getGroupProblemList', 'required', ({ query, user }) => {
    const group = requireLiveGroup(query.requiredInt('gid'), user, texts.listMissing);
    requireMember(group, user);
    const rows = problems.filter((p) => p.auth === 1 && problemGroupOf(p) === group.id).sort(problemIdOrder);
    return {
      data: toPage(rows, query.page({ current: 1, size: 10 }), (p) =>
        hook('toProblemVO')(p, tagsOfProblem(p.id), countResults(practiceSubmissions(p.id, group.id))),
      ),
    };
  }),

  // Group admins see every problem of the group, newest first, with the columns the editor's table needs.
  operation('getGroupAdminProblemList', 'required', ({ query, user }) => {
    const group = requireLiveGroup(query.requiredInt('gid'), user, texts.listMissing);
    requireAdmin(group, user);
    const rows = problems.filter((p) => problemGroupOf(p) === group.id).sort((a, b) => b.id - a.id);
    return { data: toPage(rows, query.page({ current: 1, size: 10 }), toGroupAdminProblem) };
  }),

  operation('getGroupProblem', 'required', ({ query, user }) => {
    const { problem } = managedProblem(
      query.requiredInt('pid'),
      user,
      texts.fetchOutside,
      texts.fetchMissing,
    );
    return { data: hook('toAdminProblem')(problem) };
  }),

  operation('addGroupProblem', 'required', async ({ body, user }) => {
    addGroupProblem(await body(), user, new ApiFailure(403, texts.addGidMissing));
    return { data: null };
  }),

  // The author, a group root or root. The group stays; the display id takes the group's prefix again; an edit
  // withdraws a request to go public (the backend clears the progress on every save).
  operation('updateGroupProblem', 'required', async ({ body, user }) => {
    const dto = await body();
    const sent = readGroupProblem(dto, true);
    const { problem, group } = managedProblem(sent.id ?? 0, user, texts.updateOutside, texts.updateMissing);
    checkTags(sent, group.id, texts.foreignTag);
    const problemId = `${group.shortName}${sent.problemId}`;
    hook('updateProblemFromBody')(dto, user, { problemId, gid: group.id });
    problems.update(problem, { applyPublicProgress: null });
    return { data: null };
  }),

  // A group root, the author or root; the problem goes with everything that hangs on it.
  operation('deleteGroupProblem', 'required', ({ query, user }) => {
    const pid = query.requiredInt('pid');
    removeProblem(managedProblem(pid, user, texts.deleteOutside, texts.deleteMissing).problem);
    return { data: null };
  }),

  operation('getGroupProblemCases', 'required', ({ query, user }) => {
    const pid = query.requiredInt('pid');
    const { problem } = managedProblem(pid, user, texts.casesOutside, texts.fetchMissing);
    return { data: hook('problemCaseList')(problem, query.bool('isUpload', true)) };
  }),

  // The site's tags and the group's own, for the editor's tag picker (group admins).
  operation('getGroupAllProblemTagsList', 'required', ({ query, user }) => {
    const group = requireLiveGroup(query.requiredInt('gid'), user, texts.fetchMissing);
    requireAdmin(group, user);
    return { data: tags.filter((t) => t.gid === null || t.gid === group.id).map(hook('toTag')) };
  }),

  operation('changeGroupProblemAuth', 'required', ({ query, user }) => {
    const pid = query.requiredInt('pid');
    const { problem } = managedProblem(pid, user, texts.updateOutside, texts.updateMissing);
    const auth = query.requiredInt('auth');
    if (auth !== 1 && auth !== 2 && auth !== 3) throw new ApiFailure(400, texts.authValueInvalid);
    problems.update(problem, { auth, modifiedUser: user.username, gmtModified: clock.now() });
    return { data: null };
  }),

  operation('compileGroupSpj', 'required', (ctx) => compileFor('spj', ctx)),
  operation('compileGroupInteractive', 'required', (ctx) => compileFor('interactive', ctx)),
];
