import { JudgeStatus } from '@generated/model/index';
import { isManualJudgeOption } from '@hoj/core/domain/judgeStatus';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { problems } from '../store/schema/problems';
import { restartRun } from './simulatedJudge';
import { submissions, type SubmissionRow } from '../store/schema/judge';
import { judgeMessages } from './texts';
import { toJudge } from './views';

const LIVE = new Set<JudgeStatus>([JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING]);

function submissionOf(submitId: number): SubmissionRow {
  const row = submissions.get(submitId);
  if (!row) throw new ApiFailure(400, judgeMessages.manualMissing);
  return row;
}

/**
 * The score a manual verdict stores, as RejudgeManager.manualJudge computes it: only OI problems keep one, clamped
 * to 0…the problem's total, and its rank score is `round(difficulty × 2 + score / 10)` (not the judge's formula,
 * which weighs the difficulty by the share of the total).
 */
function manualScore(row: SubmissionRow, score: number | undefined) {
  const problem = problems.get(row.pid);
  if (score === undefined || !problem || problem.type !== 1) return { score: null, oiRankScore: null };
  const clamped = Math.min(Math.max(score, 0), problem.ioScore);
  return { score: clamped, oiRankScore: Math.round(problem.difficulty * 2 + 0.1 * clamped) };
}

/** Root's judge tools (`x-roles: root` and the rejudge permission are checked by the gate). */
export const adminJudgeHandlers = [
  // A verdict set by hand; refused while the submission is pending or being judged, and for compile errors. The answer
  // carries only what changed, as the backend's does.
  operation('manualAdminJudge', 'required', ({ query, user }) => {
    const row = submissionOf(query.requiredInt('submitId'));
    const status = query.requiredInt('status') as JudgeStatus;
    if (LIVE.has(row.status)) throw new ApiFailure(400, judgeMessages.manualJudging);
    // HOJ's manager stores any number it is given; the mock holds staff to the verdicts the dialog offers, so a
    // client that sends another one is caught here rather than leaving a submission in a state no judge sets.
    if (!isManualJudgeOption(status)) throw new ApiFailure(400, judgeMessages.manualStatusRefused);
    if (row.status === JudgeStatus.COMPILE_ERROR) throw new ApiFailure(400, judgeMessages.manualCompileError);
    const given = query.int('score');
    const scored = manualScore(row, given);
    submissions.update(row, {
      status,
      isManual: true,
      judger: user.username,
      ...(given !== undefined && scored.score !== null ? scored : {}),
    });
    return {
      data: { submitId: row.submitId, judger: user.username, status, ...scored },
    };
  }),

  // Cancelled, without score; refused while compiling or judging, or pending on a judge server already.
  operation('cancelAdminJudge', 'required', ({ query, user }) => {
    const row = submissionOf(query.requiredInt('submitId'));
    if (
      row.status === JudgeStatus.JUDGING ||
      row.status === JudgeStatus.COMPILING ||
      (row.status === JudgeStatus.PENDING && row.judger !== '')
    )
      throw new ApiFailure(400, judgeMessages.cancelJudging);
    submissions.update(row, {
      status: JudgeStatus.CANCELLED,
      score: null,
      oiRankScore: null,
      isManual: true,
      judger: user.username,
      run: null,
    });
    return { data: { submitId: row.submitId, judger: user.username, status: JudgeStatus.CANCELLED } };
  }),

  operation('adminRejudge', 'required', ({ query }) => {
    const row = submissionOf(query.requiredInt('submitId'));
    restartRun(row);
    return { data: toJudge(row), msg: judgeMessages.rejudgeDone };
  }),

  operation('rejudgeAdminContestProblem', 'required', ({ query }) => {
    const cid = query.requiredInt('cid');
    const pid = query.requiredInt('pid');
    const rows = submissions.where('cid', cid).filter((s) => s.pid === pid);
    if (rows.length === 0) throw new ApiFailure(400, judgeMessages.rejudgeNothing);
    for (const row of rows) restartRun(row);
    return { data: null, msg: judgeMessages.rejudgeProblemDone };
  }),
];
