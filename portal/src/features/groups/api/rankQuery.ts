import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContestType, OIRankVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';
import { groupKeys } from './groupKeys';
import { totalOf } from './groupListQuery';

export interface GroupRankPage {
  records: OIRankVO[];
  total: number;
}

/** The members ranked by what they solved in the group (ACM) or by their scores there (OI). */
export const groupRankQuery = (
  gid: number,
  type: ContestType,
  currentPage: number,
  limit: number,
  searchUser: string,
) =>
  queryOptions({
    queryKey: groupKeys.rank(gid, type, currentPage, limit, searchUser),
    queryFn: async ({ signal }): Promise<GroupRankPage> => {
      const page = await unwrap(
        api.GET('/api/get-group-rank-list', {
          params: {
            query: { gid, type, currentPage, limit, ...(searchUser ? { searchUser } : {}) },
          },
          signal,
        }),
      );
      return {
        records: recordsOf<OIRankVO>(page?.records, 'group rank').filter((r) => typeof r.uid === 'string'),
        total: totalOf(page),
      };
    },
    placeholderData: keepPreviousData,
  });
