import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';
import type { ACMRankVO, ContestType, OIRankVO } from '@generated/model/index';
import { rankRowOf, type RankRow } from '../model/rankRow';
import type { RankSearch } from '../model/rankSearch';

export const rankKeys = {
  all: ['ranks'] as const,
  page: (rule: ContestType, search: RankSearch) => [...rankKeys.all, rule, search] as const,
};

export interface RankPage {
  rows: RankRow[];
  total: number;
}

/** One page of the site's ACM (by problems solved) or OI (by score) rank list. */
export const rankListQuery = (rule: ContestType, search: RankSearch) =>
  queryOptions({
    queryKey: rankKeys.page(rule, search),
    queryFn: async ({ signal }): Promise<RankPage> => {
      const page = await unwrap(
        api.GET('/api/get-rank-list', {
          params: {
            query: {
              type: rule,
              currentPage: search.page,
              limit: search.limit,
              ...(search.search ? { searchUser: search.search } : {}),
            },
          },
          signal,
        }),
      );
      const records = recordsOf<ACMRankVO | OIRankVO>(page.records, 'rank list');
      return { rows: records.map((record) => rankRowOf(record, rule)), total: page.total };
    },
    placeholderData: keepPreviousData,
  });
