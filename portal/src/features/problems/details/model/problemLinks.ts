import type { ProblemRoute } from '@portal/features/problems/model/problemRoute';

const seg = encodeURIComponent;

/** The switches the discussion link depends on (from the website configuration). */
export interface DiscussionSwitches {
  openPublicDiscussion?: boolean | null;
  openGroupDiscussion?: boolean | null;
}

/** Where a route of this kind sits, without the problem: `/contest/7`, `/group/3/training/4`, ``. */
function areaPrefix(route: ProblemRoute): string {
  if (route.contestId) return `/contest/${route.contestId}`;
  const group = route.groupId ? `/group/${route.groupId}` : '';
  return route.trainingId ? `${group}/training/${route.trainingId}` : group;
}

/** The page of `problemId` in the same contest, training or group, full-screen if `fullScreen`. */
export function problemPath(route: ProblemRoute, problemId: string, fullScreen = route.fullScreen): string {
  const base = `${areaPrefix(route)}/problem/${seg(problemId)}`;
  return fullScreen && hasFocusMode(route) ? `${base}/full-screen` : base;
}

/** Contest, training and group problems have a full-screen twin; a problem of the plain bank has none. */
export function hasFocusMode(route: ProblemRoute): boolean {
  return route.kind !== 'plain';
}

/** The other of the normal and full-screen pages of this problem, or null when it has no full-screen twin. */
export function focusToggleTarget(route: ProblemRoute): string | null {
  return hasFocusMode(route) ? problemPath(route, route.problemId, !route.fullScreen) : null;
}

/**
 * The submissions of this problem: the contest's submission list inside a contest, the group's (with its id)
 * for a group problem, else the site's status list; outside contests the display id is matched completely.
 */
export function solutionsLink(route: ProblemRoute): string {
  const problemID = route.problemId;
  if (route.contestId) {
    return `/contest/${route.contestId}/submissions?${new URLSearchParams({ problemID })}`;
  }
  if (route.groupId) {
    const query = new URLSearchParams({
      problemID,
      completeProblemID: 'true',
      gid: String(route.groupId),
    });
    return `/group/${route.groupId}/status?${query}`;
  }
  return `/status?${new URLSearchParams({ problemID, completeProblemID: 'true' })}`;
}

/**
 * The problem's discussion: never inside a contest; a group's problem goes to the group's discussion when
 * group discussion is open, any other to the public one when that is open; null when it is closed.
 */
export function discussionLink(route: ProblemRoute, switches: DiscussionSwitches | undefined): string | null {
  if (route.contestId || !switches) return null;
  if (route.groupId) {
    return switches.openGroupDiscussion ? `/group/${route.groupId}/discussion/${seg(route.problemId)}` : null;
  }
  return switches.openPublicDiscussion ? `/discussion/${seg(route.problemId)}` : null;
}

/** An author's profile page. */
export function authorLink(username: string): string {
  return `/user-home?${new URLSearchParams({ username })}`;
}
