import { clock } from '../clock';
import { submissions } from '../schema/judge';
import { contestProblems, type ContestProblemRow, type ProblemRow } from '../schema/problems';
import { contestProblemOf } from '../queries/contestProblems';

/**
 * A problem's place in a contest (`contest_problem`), written the same way by the back office's contest screens
 * and a group's contest screens.
 */

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
 * Takes a problem out of a contest with the submissions made to it there (the backend deletes them with the
 * link); false when the problem is not in the contest.
 */
export function removeContestProblem(cid: number, pid: number): boolean {
  const cp = contestProblemOf(cid, pid);
  if (!cp) return false;
  contestProblems.delete(cp.id);
  for (const s of submissions.where('cid', cid)) if (s.pid === pid) submissions.delete(s.submitId);
  return true;
}
