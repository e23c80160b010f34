import { generatePath, matchPath } from 'react-router';
import { TRAINING_CATEGORIES_PATH } from '@backoffice/trainings/paths';

/**
 * HOJ's Vue back office paths (its route list, under /admin) and the screens that replace them here, so staff
 * bookmarks keep working. Ours follow react-admin's resource paths (plural list, `/create`, `/:id` to edit).
 * Screens of later releases (problems, trainings, contests, discussions) already have their place here; until
 * they exist the address falls through to the catch-all, which leads to the dashboard.
 */
export const OLD_PATHS: readonly (readonly [from: string, to: string])[] = [
  ['/user', '/users'],
  ['/announcement', '/announcements'],
  ['/notice', '/notices'],
  ['/problem/create', '/problems/create'],
  ['/problem/edit/:problemId', '/problems/:problemId'],
  ['/problem/tag', '/tags'],
  ['/problem/batch-operation', '/problems/batch'],
  ['/group-problem/apply', '/problems/examine'],
  ['/training', '/trainings'],
  ['/training/create', '/trainings/create'],
  ['/training/category', TRAINING_CATEGORIES_PATH],
  ['/training/:trainingId/edit', '/trainings/:trainingId'],
  ['/training/:trainingId/problems', '/trainings/:trainingId/problems'],
  ['/contest', '/contests'],
  ['/contest/create', '/contests/create'],
  ['/contest/:contestId/edit', '/contests/:contestId'],
  ['/contest/:contestId/announcement', '/contests/:contestId/announcements'],
  ['/contest/:contestId/problems', '/contests/:contestId/problems'],
  ['/contest/:contestId/problem/create', '/contests/:contestId/problems/create'],
  // The contest problem in the full problem editor; `problemId` is the numeric pid there too.
  ['/contest/:contestId/problem/:problemId/edit', '/contests/:contestId/problems/:problemId/edit'],
  ['/discussion', '/discussions'],
];

/** Where an old path (relative to /admin) leads now, with its ids carried over; null when it is not an old one. */
export function newPathFor(oldPath: string): string | null {
  for (const [from, to] of OLD_PATHS) {
    const match = matchPath({ path: from, end: true }, oldPath);
    if (match) return generatePath(to, match.params as Record<string, string>);
  }
  return null;
}
