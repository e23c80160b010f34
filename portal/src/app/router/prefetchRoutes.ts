import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { prefetchContestHome, prefetchContestList, prefetchOutsideBoard } from '@portal/features/contests';
import { prefetchGroup, prefetchGroupList } from '@portal/features/groups';
import { prefetchHome } from '@portal/features/home';
import { prefetchProblem, prefetchProblemList } from '@portal/features/problems';
import { prefetchTraining, prefetchTrainingList } from '@portal/features/trainings';
import { prefetchUserHome } from '@portal/features/user-home';
import { websiteConfigQuery } from '@portal/shared/api/websiteConfig';

interface Place {
  pathname: string;
  search: string;
}

/**
 * Data a page cannot draw without, asked for when the address is known rather than once the page's code has
 * arrived and rendered: the two then load side by side. Each page's own queries stay the source of truth; a
 * prefetch only fills the same cache entry earlier.
 */
const PREFETCHES: Record<string, (client: QueryClient, place: Place) => Promise<void>> = {
  '/': (client) => prefetchHome(client),
  '/home': (client) => prefetchHome(client),
  '/user-home': (client, place) => prefetchUserHome(client, new URLSearchParams(place.search)),
  '/problem': (client, place) => prefetchProblemList(client, new URLSearchParams(place.search)),
  '/contest': (client, place) => prefetchContestList(client, new URLSearchParams(place.search)),
  '/training': (client, place) => prefetchTrainingList(client, new URLSearchParams(place.search)),
  '/group': (client, place) => prefetchGroupList(client, new URLSearchParams(place.search)),
};

/** Pages whose address carries a parameter, tried in order after the exact paths above. */
const PATTERNS: readonly [
  string,
  (client: QueryClient, params: Record<string, string | undefined>) => Promise<void>,
][] = [
  ['/problem/:problemID', (client, params) => prefetchProblem(client, params.problemID ?? '')],
  ['/contest/:contestID', (client, params) => prefetchContestHome(client, params.contestID ?? '')],
  ['/training/:trainingID/*', (client, params) => prefetchTraining(client, params.trainingID ?? '')],
  [
    '/group/:groupID/training/:trainingID/*',
    (client, params) => prefetchTraining(client, params.trainingID ?? ''),
  ],
  // A group's home and its list tabs draw the group's header and tabs first.
  ['/group/:groupID', (client, params) => prefetchGroup(client, params.groupID ?? '')],
  ['/group/:groupID/:tab', (client, params) => prefetchGroup(client, params.groupID ?? '')],
  [
    '/contest/acm-scoreboard/:contestID',
    (client, params) => prefetchOutsideBoard(client, params.contestID ?? ''),
  ],
  [
    '/contest/oi-scoreboard/:contestID',
    (client, params) => prefetchOutsideBoard(client, params.contestID ?? ''),
  ],
];

function prefetchFor(pathname: string) {
  const exact = PREFETCHES[pathname];
  if (exact) return (client: QueryClient, place: Place) => exact(client, place);
  for (const [pattern, run] of PATTERNS) {
    const match = matchPath(pattern, pathname);
    if (match) return (client: QueryClient) => run(client, match.params);
  }
  return undefined;
}

export function prefetchRoute(client: QueryClient, place: Place): void {
  // Every page shows the site's name and description (menu, footer, home intro).
  void client.prefetchQuery(websiteConfigQuery());
  const run = prefetchFor(place.pathname.replace(/\/+$/, '') || '/');
  // A failed prefetch is the page's own query failing a moment early: it reports and retries as usual.
  if (run) run(client, place).catch(() => undefined);
}
