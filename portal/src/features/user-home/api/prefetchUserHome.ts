import type { QueryClient } from '@tanstack/react-query';
import { profileTargetOf, userHomeInfoQuery } from './userHomeQueries';

/** The profile itself, asked for while the page's code is still on the way (the page waits for it to draw). */
export async function prefetchUserHome(client: QueryClient, search: URLSearchParams): Promise<void> {
  const target = profileTargetOf(search);
  // Without either the page shows the caller's own profile, or nothing: let the page decide.
  if (!target.uid && !target.username) return;
  await client.prefetchQuery(userHomeInfoQuery(target));
}
