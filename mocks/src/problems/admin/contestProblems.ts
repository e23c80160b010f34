import { submissions } from '@hoj/mocks/store/schema/judge';
import { ApiFailure } from '@hoj/mocks/http/failure';
import { messages } from '@hoj/mocks/http/messages';
import { removeProblem } from '@hoj/mocks/store/rules/problemCascade';
import {
  contestProblems,
  problems,
  type ContestProblemRow,
  type ProblemRow,
} from '@hoj/mocks/store/schema/problems';
import { clock } from '@hoj/mocks/store/clock';

/** The link of a problem in a contest, if it is in it. */
export function contestProblemOf(cid: number, pid: number): ContestProblemRow | undefined {
  return contestProblems.where('cid', cid).find((cp) => cp.pid === pid);
}

/** Whether another problem of the contest already shows under this label (labels compare as typed). */
export function labelTaken(cid: number, displayId: string, exceptPid?: number): boolean {
  return contestProblems.where('cid', cid).some((cp) => cp.displayId === displayId && cp.pid !== exceptPid);
}

/** Puts a problem into a contest; the contest shows it under the problem's own title unless told otherwise. */
export function attachProblem(
  cid: number,
  problem: ProblemRow,
  displayId: string,
  displayTitle: string | null,
  color: string | null,
): ContestProblemRow {
  const now = clock.now();
  return contestProblems.insert({
    id: contestProblems.nextId(),
    cid,
    pid: problem.id,
    displayId,
    displayTitle: displayTitle?.trim() || problem.title,
    color,
    gmtCreate: now,
    gmtModified: now,
  });
}

/**
 * With a contest: takes the problem out of it and deletes the submissions made to it there. Without: deletes
 * the problem and what the database deletes with it (the problem bank's cascade).
 */
export function detachProblem(pid: number, cid: number | null): void {
  if (cid !== null) {
    const cp = contestProblemOf(cid, pid);
    if (!cp) throw new ApiFailure(400, messages.deleteFailed);
    contestProblems.delete(cp.id);
    for (const s of submissions.where('cid', cid)) if (s.pid === pid) submissions.delete(s.submitId);
    return;
  }
  const problem = problems.get(pid);
  if (!problem) throw new ApiFailure(400, messages.deleteFailed);
  removeProblem(problem);
}
