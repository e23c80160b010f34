import { removeDiscussions } from './discussionCascade';
import { discussions } from '../schema/discussions';
import { submissions } from '../schema/judge';
import { removeProblemFromTrainings } from './trainingCascade';
import { contestProblems, problemTags, problems, type ProblemRow } from '../schema/problems';

/**
 * Removes a problem with everything the database removes with it: every table that points at `problem.id` or
 * `problem.problem_id` does so with ON DELETE CASCADE, so its tags' links, its places in contests and trainings,
 * its submissions (and with them their case results) and the discussions about it go too.
 */
export function removeProblem(problem: ProblemRow): void {
  const pid = problem.id;
  problems.delete(pid);
  for (const link of problemTags.where('pid', pid)) problemTags.delete(`${link.pid}:${link.tid}`);
  for (const cp of contestProblems.where('pid', pid)) contestProblems.delete(cp.id);
  removeProblemFromTrainings(pid);
  for (const s of submissions.where('pid', pid)) submissions.delete(s.submitId);
  removeDiscussions(discussions.filter((d) => d.pid === problem.problemId).map((d) => d.id));
}

/**
 * After a display id changed: the backend rewrites the submissions' `display_pid`, and the discussions follow
 * through their foreign key's ON UPDATE CASCADE.
 */
export function followDisplayId(pid: number, from: string, to: string): void {
  for (const s of submissions.where('pid', pid)) submissions.update(s, { displayPid: to });
  for (const d of discussions.filter((row) => row.pid === from)) discussions.update(d, { pid: to });
}
