import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import { toolKeys } from './toolKeys';

/**
 * How many take part for the medals: the board's row count without star users, read past the seal
 * (`forceRefresh`, contest admins), as HOJ's scroll-board configuration counts them. One row is enough: only
 * the total is read.
 */
export const participantCountQuery = (cid: number) =>
  queryOptions({
    queryKey: toolKeys.participants(cid),
    queryFn: async ({ signal }): Promise<number> => {
      const page = await unwrap(
        api.POST('/api/get-contest-rank', {
          body: { cid, currentPage: 1, limit: 1, forceRefresh: true, removeStar: true },
          signal,
        }),
      );
      const total = page?.total;
      return typeof total === 'number' && Number.isSafeInteger(total) && total > 0 ? total : 0;
    },
    staleTime: 0,
  });
