import type { ProblemRow } from '../store/schema/problems';
import { problems } from '../store/schema/problems';
import { removeProblem } from '../store/rules/problemCascade';
import { hook } from '../store/hooks';
import { ApiFailure, integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { clock } from '../store/clock';
import { touchTraining } from '../store/rules/trainingCascade';
import { problemsOfTraining } from '../store/queries/trainings';
import { trainingProblems, trainings, type TrainingProblemRow } from '../store/schema/trainings';
import { problemOrLabelInTraining } from '../store/queries/trainingProblems';
import { addTrainingProblem, removeTrainingProblem } from '../store/rules/trainingProblems';
import type { TrainingProblemQuery } from '../store/groupEditorHooks';
import type { BodyOf, BodyReader } from '../http/request';
import type { TrainingProblemListResult } from '@generated/model/index';
import { trainingMessages } from './texts';
import { toTrainingProblem } from './views';

const INT32_MAX = 2 ** 31 - 1;

/** The picker's search: the text in the title, the display id or the author. */
function matchesKeyword(problem: ProblemRow, keyword: string | undefined): boolean {
  if (!keyword) return true;
  return (
    problem.title.includes(keyword) || problem.problemId.includes(keyword) || problem.author.includes(keyword)
  );
}

/**
 * `queryExisted`: the training's problems in training order; otherwise the public site problems not in it yet
 * (private, contest-only and group problems cannot be added). The map holds the listed problems' entries.
 */
export function trainingProblemList(tid: number, query: TrainingProblemQuery): TrainingProblemListResult {
  const { page, keyword } = query;
  const existing = problemsOfTraining(tid);
  let listed: { problem: ProblemRow; entry: TrainingProblemRow | null }[];
  if (query.queryExisted) {
    listed = existing.flatMap((entry) => {
      const problem = problems.get(entry.pid);
      return problem && matchesKeyword(problem, keyword) ? [{ problem, entry }] : [];
    });
  } else {
    const inTraining = new Set(existing.map((tp) => tp.pid));
    listed = problems
      .filter((p) => p.auth === 1 && p.gid === null && !inTraining.has(p.id) && matchesKeyword(p, keyword))
      .map((problem) => ({ problem, entry: null }));
  }
  const problemList = toPage(listed, page, ({ problem }) => hook('toProblem')(problem));
  const onPage = listed.slice((page.current - 1) * page.size, page.current * page.size);
  const trainingProblemMap = Object.fromEntries(
    onPage.flatMap(({ entry }) => (entry ? [[String(entry.pid), toTrainingProblem(entry)]] : [])),
  );
  return { problemList, trainingProblemMap };
}

/**
 * A training entry's place (`rank`) and label (`displayId`), by its id; the fields sent non-null change. With
 * `tid` (a group's training), an entry of another training is refused as one that is not there.
 */
export function updateTrainingProblem(
  dto: BodyReader<BodyOf<'updateAdminTrainingProblem'>>,
  tid?: number,
): void {
  const row = trainingProblems.get(dto.int('id'));
  if (!row || (tid !== undefined && row.tid !== tid))
    throw new ApiFailure(400, trainingMessages.problemUpdateFailed);
  const rank = dto.int('rank');
  if (rank !== null && (rank > INT32_MAX || rank < -INT32_MAX - 1))
    throw new ApiFailure(400, messages.badJson, 400);
  const displayId = dto.string('displayId');
  trainingProblems.update(row, {
    rank: rank ?? row.rank,
    displayId: displayId ?? row.displayId,
    gmtModified: clock.now(),
  });
  touchTraining(row.tid);
}

export const adminTrainingProblemHandlers = [
  // `queryExisted`: the training's problems in training order; otherwise the public site problems not in it yet.
  operation('getAdminTrainingProblemList', 'required', ({ query }) => ({
    data: trainingProblemList(query.requiredInt('tid'), {
      page: query.page({ current: 1, size: 10 }),
      keyword: query.string('keyword'),
      queryExisted: query.bool('queryExisted', false),
    }),
  })),

  // Body {pid, tid, displayId}: the problem once per training, each label once per training.
  operation('addAdminTrainingProblemFromPublic', 'required', async ({ body }) => {
    const dto = await body();
    const pid = dto.int('pid');
    const tid = dto.int('tid');
    const displayId = dto.string('displayId');
    if (pid === null || tid === null || displayId === null) throw integrityViolation();
    if (problemOrLabelInTraining(tid, pid, displayId))
      throw new ApiFailure(400, trainingMessages.problemTaken);
    // The table's foreign keys: the training and the problem must exist.
    if (!trainings.has(tid) || !problems.has(pid)) throw integrityViolation();
    addTrainingProblem(tid, pid, displayId);
    return { data: null };
  }),

  operation('updateAdminTrainingProblem', 'required', async ({ body }) => {
    updateTrainingProblem(await body());
    return { data: null };
  }),

  // With `tid`, takes the problem out of the training; without it, deletes the problem itself with everything
  // that hangs on it (the problem domain's cascade).
  operation('deleteAdminTrainingProblem', 'required', ({ query }) => {
    const pid = query.requiredInt('pid');
    const tid = query.int('tid');
    if (tid === undefined) {
      const problem = problems.get(pid);
      if (!problem) throw new ApiFailure(400, trainingMessages.deleteFailed);
      removeProblem(problem);
      return { data: null };
    }
    if (!removeTrainingProblem(tid, pid)) throw new ApiFailure(400, trainingMessages.removeFailed);
    return { data: null };
  }),

  // A remote judge's problem by its number there: the problem set's copy (`HDU-1000`), labelled with its own
  // display id. The mock reaches no remote judge, so a problem the set lacks cannot be fetched.
  operation('importAdminTrainingRemoteOJProblem', 'required', ({ query }) => {
    const judge = query.requiredString('name').toUpperCase();
    const remoteId = query.requiredString('problemId').trim();
    const tid = query.requiredInt('tid');
    const problem = problems.one('problemId', `${judge}-${remoteId}`);
    if (!problem) throw new ApiFailure(400, trainingMessages.remoteUnknown);
    if (problemOrLabelInTraining(tid, problem.id, problem.problemId))
      throw new ApiFailure(400, trainingMessages.remoteTaken);
    if (!trainings.has(tid)) throw integrityViolation();
    addTrainingProblem(tid, problem.id, problem.problemId);
    return { data: null };
  }),
];
