import { problems } from '../store/schema/problems';
import { clock } from '../store/clock';
import { judgeResult } from './outcome';
import { blankResult, submissions, type SubmissionRow } from '../store/schema/judge';

/**
 * The simulated judge. A submission (and a rejudge or resubmission) starts a run on the mock clock; its state
 * follows from the time since the run started, so tests move it with `clock.advance` (or `POST /api/__clock`)
 * and never wait:
 *
 * - Pending from 0 to 1 s, Compiling from 1 to 2 s, Judging from 2 to 4 s, the final result from 4 s on
 *   (`phases.ts`); the judge server's name appears once compiling starts. A remote problem's run shows
 *   Submitting (9) from 1 to 2 s instead of Compiling, and a run whose submit fails stays Submitting until its
 *   Submitted Failed at 4 s.
 * - The verdict: a `hoj:verdict NAME [n]` comment anywhere in the code wins (AC, WA, TLE, MLE, RE, PE, CE, SE,
 *   PA, SF, CA); `PA n` scores as many OI cases as fit under n, in order; for an ACM problem a failing verdict's
 *   n names the failing case (the middle one by default). Otherwise brackets that do not balance outside strings
 *   and comments are a Compile Error with a gcc-like message (javac, CPython wording for Java and Python).
 *   Otherwise Accepted.
 * - Case results follow the verdict: ACM fails one case; OI fails every case for a failing verdict and scores
 *   the passing cases for PA. `subtask_lowest` skips the rest of a group after its first failure and scores each
 *   group by its lowest case, `subtask_average` by its average, `ergodic_without_error` stops at the first
 *   failure. Times and memory are stable for the same code; TLE and MLE cases exceed the problem's limits.
 * - Remote problems report no cases and carry the remote account as judger; `SF` (Submitted Failed) happens on
 *   the first dispatch only, so `GET /api/resubmit` gets the verdict the rest of the code earns.
 */
export function startRun(row: SubmissionRow): void {
  const problem = problems.get(row.pid);
  if (!problem) throw new Error(`submission ${row.submitId}: problem ${row.pid} is gone`);
  const result = judgeResult(problem, { code: row.code, language: row.language, version: row.version });
  submissions.update(row, {
    ...blankResult(problem.judgeCaseMode),
    judger: '',
    isManual: false,
    run: { startedMs: clock.nowMs(), result, remote: problem.isRemote },
  });
}

/** Sends a submission to the judge again (rejudge, resubmission): one more dispatch, a fresh run. */
export function restartRun(row: SubmissionRow): void {
  submissions.update(row, { version: row.version + 1 });
  startRun(row);
}
