import type { App } from '../../scripts/localStack';

/** One page `npm run perf:lighthouse` measures. */
export interface LighthousePage {
  /** Short and unique: `--only` matches a part of it, results and reports are keyed by it. */
  readonly name: string;
  readonly app: App;
  /** Path and query on the app's preview server (the back office's include its `/admin` base). */
  readonly path: string;
  /** The performance score (0–100) the page should reach in the mobile profile. */
  readonly target: number;
  /** A demo account whose session the page starts with; without one the page is measured signed out. */
  readonly signedInAs?: string;
}

/**
 * Every measured page, in the order of the printed and README tables: a page added later is one line here.
 * Targets: the portal is what visitors load on phones, so it must stay fast; the back office is a staff tool
 * built on react-admin, whose bundle alone puts its pages lower.
 */
export const lighthousePages: readonly LighthousePage[] = [
  { name: 'portal-home', app: 'portal', path: '/home', target: 90 },
  { name: 'portal-problems', app: 'portal', path: '/problem', target: 90 },
  // The statement must be the largest paint, not the editor (Monaco loads after it).
  { name: 'portal-problem', app: 'portal', path: '/problem/P1001', target: 90 },
  // alice has the richest seeded profile: signature with maths, links, a dozen recent solutions for the heatmap.
  { name: 'portal-user-home', app: 'portal', path: '/user-home?username=alice', target: 90 },
  // Contest pages are opened by hundreds at once on a contest day: the list, and the running contest's public
  // board (no login, as a visitor's phone opens it), whose rows are a table of a dozen columns.
  { name: 'portal-contests', app: 'portal', path: '/contest', target: 90 },
  { name: 'portal-board', app: 'portal', path: '/contest/acm-scoreboard/2', target: 90 },
  // A class's first stop: the training list with its categories (public, no login).
  { name: 'portal-trainings', app: 'portal', path: '/training', target: 90 },
  // A class's group, as a member opens it (the group pages need a login).
  { name: 'portal-group', app: 'portal', path: '/group/1', target: 90, signedInAs: 'alice' },
  { name: 'backoffice-login', app: 'backoffice', path: '/admin/login', target: 85 },
  // Only root may open the user list (HOJ grants user_admin to root alone).
  { name: 'backoffice-users', app: 'backoffice', path: '/admin/users', target: 75, signedInAs: 'root' },
];

/** The pages whose name contains `only` (any case); all of them without a filter. */
export function selectPages(
  pages: readonly LighthousePage[],
  only: string | undefined,
): readonly LighthousePage[] {
  if (!only) return pages;
  const wanted = only.toLowerCase();
  return pages.filter((page) => page.name.toLowerCase().includes(wanted));
}
