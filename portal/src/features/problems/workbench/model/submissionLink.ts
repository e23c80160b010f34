import type { ProblemRoute } from '@portal/features/problems/model/problemRoute';

/** The submission's details page in the area the problem was opened in (contest, group or the site). */
export function submissionDetailPath(route: ProblemRoute, submitId: number): string {
  if (route.contestId !== null)
    return `/contest/${route.contestId}/problem/${encodeURIComponent(route.problemId)}/submission-detail/${submitId}`;
  if (route.groupId !== null) return `/group/${route.groupId}/submission-detail/${submitId}`;
  return `/submission-detail/${submitId}`;
}
