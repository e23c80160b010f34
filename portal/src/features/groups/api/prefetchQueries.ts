import type { QueryClient } from '@tanstack/react-query';
import { groupFiltersOf } from '../model/groupListFilters';
import { groupListQuery } from './groupListQuery';
import { groupLevelQuery, groupQuery } from './groupQueries';

/**
 * The prefetches' work, in one chunk the entry asks for once (with the queries and filters the pages share):
 * every import the entry names costs it a list of files.
 */
export function prefetchListPage(client: QueryClient, search: URLSearchParams, uid: string) {
  return client.prefetchQuery(groupListQuery(groupFiltersOf(search, uid !== ''), uid));
}

/** The group, and the user's level in it unless `askLevel` is false (the super admin's is never asked). */
export async function prefetchGroupFrame(client: QueryClient, gid: number, uid: string, askLevel: boolean) {
  await Promise.all([
    client.prefetchQuery(groupQuery(gid, uid)),
    askLevel ? client.prefetchQuery(groupLevelQuery(gid, uid)) : null,
  ]);
}
