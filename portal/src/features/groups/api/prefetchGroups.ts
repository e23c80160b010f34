import type { QueryClient } from '@tanstack/react-query';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import { session } from '@hoj/core/session/session';
import { groupLevelQuery, groupQuery } from './groupQueries';

/** The signed-in user's id as the pages key their entries (empty for a visitor). */
function sessionUid(): string {
  const { token, user } = session.get();
  return token && user ? user.uid : '';
}

/**
 * The page of groups the address asks for (its filters read as the page reads them), before the page's code.
 * The queries and filters come in a chunk of their own, shared with the pages, so the entry does not grow.
 */
export async function prefetchGroupList(client: QueryClient, search: URLSearchParams): Promise<void> {
  const { prefetchListPage } = await import('./prefetchQueries');
  await prefetchListPage(client, search, sessionUid());
}

/**
 * The group and the user's level in it, which every page of the group draws its header and tabs from. Only
 * for a signed-in user: a visitor is asked to log in, and the calls would only answer 401. The super admin's
 * level is never asked (the pages do not ask it either). Both requests leave at once, from the entry: behind
 * a chunk of their own they waited for the page's code and its first render, and the group's description,
 * the page's largest paint, came a render later.
 */
export async function prefetchGroup(client: QueryClient, groupID: string): Promise<void> {
  const uid = sessionUid();
  if (!/^\d{1,15}$/.test(groupID) || !uid) return;
  const gid = Number(groupID);
  if (!Number.isSafeInteger(gid) || gid <= 0) return;
  await Promise.all([
    client.prefetchQuery(groupQuery(gid, uid)),
    isSuperAdmin(session.get().roles) ? null : client.prefetchQuery(groupLevelQuery(gid, uid)),
  ]);
}
