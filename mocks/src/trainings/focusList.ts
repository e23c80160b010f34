import { JudgeStatus, type ProblemFullScreenListVO } from '@generated/model/index';
import type { UserRow } from '../store/schema/accounts';
import { submissions, type SubmissionRow } from '../store/schema/judge';
import { problems } from '../store/schema/problems';
import { visibleTraining } from './access';
import { problemsOfTraining } from '../store/queries/trainings';

const LIVE = new Set<number>([JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING]);

const latestFirst = (a: SubmissionRow, b: SubmissionRow) =>
  b.submitTime.getTime() - a.submitTime.getTime() || b.submitId - a.submitId;

/**
 * The side list of a training problem's page (`get-full-screen-problem-list?tid=`): the training's problems in
 * training order under their labels, with the caller's finished practice result on each (accepted once ever
 * accepted, else the latest). Throws the backend's refusals for an unknown, hidden or closed training.
 */
export function trainingFocusList(tid: number, user: UserRow): ProblemFullScreenListVO[] {
  const training = visibleTraining(tid, user);
  const entries = problemsOfTraining(training.id);
  const pids = new Set(entries.map((entry) => entry.pid));
  const decisive = new Map<number, SubmissionRow>();
  const mine = submissions
    .where('uid', user.uid)
    .filter((s) => s.cid === 0 && s.gid === training.gid && pids.has(s.pid) && !LIVE.has(s.status))
    .sort(latestFirst);
  for (const row of mine) {
    const current = decisive.get(row.pid);
    if (!current || (row.status === JudgeStatus.ACCEPTED && current.status !== JudgeStatus.ACCEPTED))
      decisive.set(row.pid, row);
  }
  return entries.map((entry): ProblemFullScreenListVO => {
    const problem = problems.get(entry.pid);
    const row = decisive.get(entry.pid);
    return {
      pid: entry.pid,
      problemId: entry.displayId,
      title: problem?.title ?? null,
      status: row?.status ?? null,
      score: row && problem?.type === 1 ? row.score : null,
    };
  });
}
