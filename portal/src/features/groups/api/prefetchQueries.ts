import type { QueryClient } from '@tanstack/react-query';
import { groupFiltersOf } from '../model/groupListFilters';
import { groupListQuery } from './groupListQuery';

/**
 * The list prefetch's work, in a chunk the entry asks for (with the filters and the query the list page
 * shares): the filters' parsing is more than the entry should carry for one page.
 */
export function prefetchListPage(client: QueryClient, search: URLSearchParams, uid: string) {
  return client.prefetchQuery(groupListQuery(groupFiltersOf(search, uid !== ''), uid));
}
