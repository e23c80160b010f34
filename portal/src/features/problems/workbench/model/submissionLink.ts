import type { ProblemRoute } from '@portal/features/problems/model/problemRoute';
import { submissionDetailPath as placePath } from '@portal/shared/routing/submissionPaths';

/** The submission's details page in the area the problem was opened in (contest, group or the site). */
export function submissionDetailPath(route: ProblemRoute, submitId: number): string {
  return placePath({ submitId, cid: route.contestId, gid: route.groupId, displayId: route.problemId });
}
