import type { ContestProblem, ContestProblemListResult } from '@generated/model/index';
import type { BodyOf, BodyReader } from '@hoj/mocks/http/request';
import type { ContestProblemQuery } from '@hoj/mocks/store/groupEditorHooks';
import { ApiFailure, integrityViolation } from '@hoj/mocks/http/failure';
import { operation } from '@hoj/mocks/http/operation';
import { toPage } from '@hoj/mocks/http/page';
import {
  contestProblems,
  problems,
  type ContestProblemRow,
  type ProblemRow,
} from '@hoj/mocks/store/schema/problems';
import { problemByDisplayId } from './problemWrites';
import { importRemoteProblem, remoteDisplayId } from './remoteImport';
import { toProblem } from '../views';
import { clock } from '@hoj/mocks/store/clock';
import { contests } from '@hoj/mocks/store/schema/contests';
import { detachProblem } from './contestProblems';
import { contestProblemOf, labelTaken } from '@hoj/mocks/store/queries/contestProblems';
import { attachProblem } from '@hoj/mocks/store/rules/contestProblems';
import { contestProblemMessages as texts } from './texts';
import { toContestProblem } from './adminViews';

const REMOTE_JUDGES = new Set(['HDU', 'CF', 'GYM', 'POJ', 'SPOJ', 'AC', 'LIBRE']);

const byLabel = (a: ContestProblemRow, b: ContestProblemRow) =>
  a.displayId < b.displayId ? -1 : a.displayId > b.displayId ? 1 : 0;

const matches = (problem: ProblemRow, keyword: string | undefined) =>
  !keyword ||
  problem.title.includes(keyword) ||
  problem.problemId.includes(keyword) ||
  String(problem.id) === keyword;

/** `oj`: `All` or nothing for every problem, a remote judge's code for its problems, anything else local ones. */
function fromJudge(problem: ProblemRow, oj: string | undefined): boolean {
  if (!oj || oj === 'All') return true;
  if (REMOTE_JUDGES.has(oj)) return problem.isRemote && problem.remoteOj === oj;
  return !problem.isRemote;
}

/**
 * The picker's candidates: problems outside groups, not private, of the asked type (remote problems of any
 * type), not yet in the contest; a group contest may not take contest-only problems.
 */
function candidates(cid: number, problemType: number, keyword: string | undefined, oj: string | undefined) {
  const inContest = new Set(contestProblems.where('cid', cid).map((cp) => cp.pid));
  const groupContest = contests.get(cid)?.gid !== null && contests.get(cid) !== undefined;
  return problems
    .filter(
      (p) =>
        p.gid === null &&
        p.auth !== 2 &&
        !(groupContest && p.auth === 3) &&
        (p.type === problemType || p.isRemote) &&
        !inContest.has(p.id) &&
        fromJudge(p, oj) &&
        matches(p, keyword),
    )
    .sort((a, b) => a.id - b.id);
}

/** A contest's own problems by label, or with `problemType` the picker of problems to add (the back office's and a group's). */
export function contestProblemList(cid: number, query: ContestProblemQuery): ContestProblemListResult {
  const { page, keyword, problemType } = query;
  if (problemType !== undefined) {
    return {
      problemList: toPage(candidates(cid, problemType, keyword, query.oj), page, toProblem),
      contestProblemMap: {},
    };
  }
  const links = contestProblems.where('cid', cid).sort(byLabel);
  const listed = links
    .map((cp) => ({ cp, problem: problems.get(cp.pid) }))
    .filter((entry): entry is { cp: ContestProblemRow; problem: ProblemRow } => entry.problem !== undefined)
    .filter(
      ({ cp, problem }) => matches(problem, keyword) || (!!keyword && cp.displayTitle.includes(keyword)),
    );
  const problemList = toPage(listed, page, ({ problem }) => toProblem(problem));
  const contestProblemMap: Record<string, ContestProblem> = Object.fromEntries(
    listed.map(({ cp }) => [String(cp.pid), toContestProblem(cp)]),
  );
  return { problemList, contestProblemMap };
}

/**
 * `saveOrUpdate` of a contest entry: with the id of a link, the fields sent non-null change (hoj-vue sends
 * `{id, color}` to recolour a balloon); without one, the problem is attached (a problem the contest holds already
 * is refused). With `cid` (a group's contest), a link of another contest is refused as the link it is not.
 */
export function saveContestProblem(
  body: BodyReader<BodyOf<'setAdminContestProblem'>>,
  cid?: number,
): ContestProblemRow {
  const sent = {
    id: body.int('id'),
    cid: body.int('cid'),
    pid: body.int('pid'),
    displayId: body.string('displayId'),
    displayTitle: body.string('displayTitle'),
    color: body.string('color'),
  };
  const found = contestProblems.get(sent.id);
  const existing = cid === undefined || found?.cid === cid ? found : undefined;
  if (cid !== undefined && found && !existing) throw new ApiFailure(400, texts.contestProblemMissing);
  const linked =
    sent.id === null && sent.cid !== null && sent.pid !== null
      ? contestProblemOf(sent.cid, sent.pid)
      : undefined;
  if (linked) {
    const displayId = sent.displayId?.trim() || linked.displayId;
    if (labelTaken(linked.cid, displayId, linked.pid))
      throw new ApiFailure(400, texts.displayIdTaken(displayId));
    // HOJ's `saveOrUpdate` without an id INSERTS: a second link of the same problem and label breaks the
    // table's unique key (display_id, cid, pid). (Under another label HOJ would hold two links of one
    // problem, which this store cannot; it refuses those the same way.) A client updates a link by its id.
    throw integrityViolation();
  }
  if (existing) {
    const displayId = sent.displayId?.trim() || existing.displayId;
    if (labelTaken(existing.cid, displayId, existing.pid))
      throw new ApiFailure(400, texts.displayIdTaken(displayId));
    contestProblems.update(existing, {
      displayId,
      displayTitle: sent.displayTitle ?? existing.displayTitle,
      color: sent.color ?? existing.color,
      gmtModified: clock.now(),
    });
    return existing;
  }
  // A new link needs a contest, a problem and a label (NOT NULL columns and foreign keys).
  const problem = problems.get(sent.pid);
  if (sent.cid === null || !contests.get(sent.cid) || !problem || !sent.displayId?.trim())
    throw integrityViolation();
  if (labelTaken(sent.cid, sent.displayId.trim()))
    throw new ApiFailure(400, texts.displayIdTaken(sent.displayId.trim()));
  return attachProblem(sent.cid, problem, sent.displayId.trim(), sent.displayTitle, sent.color);
}

export const adminContestProblemHandlers = [
  // Without `problemType`: the contest's own problems by label. With it: the "add from the bank" picker.
  operation('getAdminContestProblemList', 'required', ({ query }) => ({
    data: contestProblemList(query.requiredInt('cid'), {
      page: query.page({ current: 1, size: 10 }),
      keyword: query.string('keyword'),
      problemType: query.int('problemType'),
      oj: query.string('oj'),
    }),
  })),

  operation('getAdminContestProblem', 'required', ({ query }) => {
    const cp = contestProblemOf(query.requiredInt('cid'), query.requiredInt('pid'));
    if (!cp) throw new ApiFailure(400, texts.contestProblemMissing);
    return { data: toContestProblem(cp) };
  }),

  operation('setAdminContestProblem', 'required', async (ctx) => ({
    data: toContestProblem(saveContestProblem(await ctx.body())),
  })),

  operation('addAdminContestProblemFromPublic', 'required', async (ctx) => {
    const body = await ctx.body();
    const cid = body.int('cid');
    const pid = body.int('pid');
    const displayId = body.string('displayId')?.trim();
    if (cid === null || pid === null || !displayId) throw new ApiFailure(400, texts.problemParamsMissing);
    const problem = problems.get(pid);
    if (!contests.get(cid) || !problem) throw new ApiFailure(400, texts.problemMissing);
    if (contestProblemOf(cid, pid) || labelTaken(cid, displayId))
      throw new ApiFailure(400, texts.problemAlreadyAdded);
    attachProblem(cid, problem, displayId, null, null);
    return { data: null };
  }),

  // The problem set's copy when it has one, else fetched as the problem bank's remote import fetches it.
  operation('importAdminContestRemoteOJProblem', 'required', ({ query, user }) => {
    const oj = query.requiredString('name');
    const remoteId = query.requiredString('problemId');
    const cid = query.requiredInt('cid');
    const displayId = query.requiredString('displayId').trim();
    if (!contests.get(cid)) throw new ApiFailure(400, texts.contestMissing);
    const known = problemByDisplayId(remoteDisplayId(oj, remoteId));
    if (known && contestProblemOf(cid, known.id)) throw new ApiFailure(400, texts.problemAlreadyAdded);
    if (labelTaken(cid, displayId)) throw new ApiFailure(400, texts.problemAlreadyAdded);
    attachProblem(cid, known ?? importRemoteProblem(oj, remoteId, user.username), displayId, null, null);
    return { data: null };
  }),

  // Roles root or problem_admin (x-roles). With `cid` the problem leaves the contest (with its submissions
  // there); without, the problem itself is deleted.
  operation('deleteAdminContestProblem', 'required', ({ query }) => {
    const pid = query.requiredInt('pid');
    const cid = query.int('cid');
    detachProblem(pid, cid ?? null);
    return { data: null };
  }),
];
