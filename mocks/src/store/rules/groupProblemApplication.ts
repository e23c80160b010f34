import { problems, type ProblemRow } from '../schema/problems';

/** The group a problem belongs to, or came from before the site made it public (the server keeps its `gid`). */
export const problemGroupOf = (problem: ProblemRow): number | null =>
  problem.gid ?? problem.formerGid ?? null;

/**
 * A group problem's request to join the public problem set (`PUT /api/group/apply-public`). Asking sets the
 * progress to 1 and leaves the rest; withdrawing clears it and puts the problem back in its group (the server
 * sets `is_group` again), public or not before.
 */
export function setPublicApplication(problem: ProblemRow, applied: boolean): void {
  if (applied) problems.update(problem, { applyPublicProgress: 1 });
  else problems.update(problem, { applyPublicProgress: null, gid: problemGroupOf(problem), formerGid: null });
}
