import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GroupVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';
import type { GroupListFilters } from '../model/groupListFilters';
import { groupKeys } from './groupKeys';

export interface GroupListPage {
  records: GroupVO[];
  total: number;
}

/** A page total as the server sent it, or 0 when it sent something else. */
export function totalOf(page: { total?: unknown } | null | undefined): number {
  const total = page?.total;
  return typeof total === 'number' && Number.isFinite(total) && total >= 0 ? total : 0;
}

/**
 * One page of groups: the visible ones, plus a signed-in user's own hidden ones. Filters left empty are not
 * sent; `onlyMine` always is (the server cannot do without it).
 */
export const groupListQuery = (filters: GroupListFilters, uid: string) =>
  queryOptions({
    queryKey: groupKeys.list(filters, uid),
    queryFn: async ({ signal }): Promise<GroupListPage> => {
      const page = await unwrap(
        api.GET('/api/get-group-list', {
          params: {
            query: {
              currentPage: filters.currentPage,
              limit: filters.limit,
              onlyMine: filters.onlyMine,
              ...(filters.keyword ? { keyword: filters.keyword } : {}),
              ...(filters.auth !== null ? { auth: filters.auth } : {}),
            },
          },
          signal,
        }),
      );
      return {
        records: recordsOf<GroupVO>(page?.records, 'group list').filter((g) => typeof g.id === 'number'),
        total: totalOf(page),
      };
    },
    // A new page or filter keeps the old cards on screen (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
  });
