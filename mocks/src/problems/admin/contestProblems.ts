import { ApiFailure } from '@hoj/mocks/http/failure';
import { messages } from '@hoj/mocks/http/messages';
import { removeProblem } from '@hoj/mocks/store/rules/problemCascade';
import { removeContestProblem } from '@hoj/mocks/store/rules/contestProblems';
import { problems } from '@hoj/mocks/store/schema/problems';

/**
 * With a contest: takes the problem out of it and deletes the submissions made to it there. Without: deletes
 * the problem and what the database deletes with it (the problem bank's cascade).
 */
export function detachProblem(pid: number, cid: number | null): void {
  if (cid !== null) {
    if (!removeContestProblem(cid, pid)) throw new ApiFailure(400, messages.deleteFailed);
    return;
  }
  const problem = problems.get(pid);
  if (!problem) throw new ApiFailure(400, messages.deleteFailed);
  removeProblem(problem);
}
