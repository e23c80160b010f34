import { ApiFailure } from '@hoj/mocks/http/failure';
import { operation } from '@hoj/mocks/http/operation';
import { toPage } from '@hoj/mocks/http/page';
import { problems, type ProblemRow } from '@hoj/mocks/store/schema/problems';
import { toApplicationRow } from './adminViews';
import { adminProblemMessages } from './texts';

/** The group a problem belongs to, or came from before it was made public. */
const groupOf = (p: ProblemRow): number | null => p.gid ?? p.formerGid ?? null;

const contains = (text: string, keyword: string) => text.toLowerCase().includes(keyword.toLowerCase());

/**
 * Moves a problem to the state `progress` puts it in. Accepting it takes it out of its group into the public set
 * (the backend clears `is_group` and keeps `gid`, so the examination list still names the group); applying again
 * or refusing puts it back in its group.
 */
function applyProgress(problem: ProblemRow, progress: 1 | 2 | 3): void {
  if (progress === 2) {
    problems.update(problem, {
      applyPublicProgress: 2,
      gid: null,
      formerGid: problem.gid ?? problem.formerGid ?? null,
    });
    return;
  }
  const gid = groupOf(problem);
  problems.update(problem, { applyPublicProgress: progress, gid, formerGid: null });
}

export const groupProblemHandlers = [
  // Every group problem that ever asked to go public, the pending requests first, then by group.
  operation('getAdminGroupProblemList', 'required', ({ query }) => {
    const page = query.page({ current: 1, size: 10 });
    const keyword = query.string('keyword');
    const gid = query.int('gid');
    const rows = problems
      .filter((p) => groupOf(p) !== null && (p.applyPublicProgress ?? null) !== null)
      .filter((p) => gid === undefined || groupOf(p) === gid)
      .filter(
        (p) =>
          !keyword ||
          contains(p.title, keyword) ||
          contains(p.author, keyword) ||
          contains(p.problemId, keyword),
      )
      .sort(
        (a, b) =>
          (a.applyPublicProgress ?? 0) - (b.applyPublicProgress ?? 0) ||
          (groupOf(a) ?? 0) - (groupOf(b) ?? 0),
      );
    return { data: toPage(rows, page, toApplicationRow) };
  }),

  operation('changeAdminProgress', 'required', async (ctx) => {
    const body = await ctx.body();
    const pid = body.int('pid');
    const progress = body.int('progress');
    if (pid === null || progress === null)
      throw new ApiFailure(400, adminProblemMessages.progressParamsMissing);
    const problem = problems.get(pid);
    if (!problem) throw new ApiFailure(400, adminProblemMessages.progressProblemMissing);
    if (progress !== 1 && progress !== 2 && progress !== 3)
      throw new ApiFailure(400, adminProblemMessages.progressInvalid);
    applyProgress(problem, progress);
    return { data: null };
  }),
];
