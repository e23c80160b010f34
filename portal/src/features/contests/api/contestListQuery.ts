import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContestVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';
import { CONTESTS_PER_PAGE, contestFiltersOf, type ContestListFilters } from '../model/contestListFilters';
import { contestKeys } from './contestQueries';

export interface ContestListPage {
  records: ContestVO[];
  total: number;
}

/**
 * One page of the site's contests (scheduled, then running, then ended; the server orders them), for visitors
 * too. Filters left empty are not sent.
 */
export const contestListQuery = (filters: ContestListFilters) =>
  queryOptions({
    queryKey: contestKeys.list(filters),
    queryFn: async ({ signal }): Promise<ContestListPage> => {
      const page = await unwrap(
        api.GET('/api/get-contest-list', {
          params: {
            query: {
              currentPage: filters.currentPage,
              limit: CONTESTS_PER_PAGE,
              ...(filters.status !== null ? { status: filters.status } : {}),
              ...(filters.type !== null ? { type: filters.type } : {}),
              ...(filters.keyword ? { keyword: filters.keyword } : {}),
            },
          },
          signal,
        }),
      );
      const total = typeof page?.total === 'number' && page.total >= 0 ? page.total : 0;
      return { records: recordsOf<ContestVO>(page?.records, 'contest list'), total };
    },
    // A new page or filter keeps the old rows on screen (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
  });

/** The page of contests an address's query asks for, read as the list page reads it. */
export const contestListQueryFor = (search: URLSearchParams) => contestListQuery(contestFiltersOf(search));
