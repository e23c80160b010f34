import { queryOptions } from '@tanstack/react-query';
import type { ContestVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { serverClock } from '@hoj/core/time/serverClock';

/**
 * `GET /api/get-contest-info?cid=` (login required): the contest's title, rules and times. One cache entry for
 * every reader (the contest menu and its locks, the contest pages, the problem page's submit rules), so a page
 * asks once, and a registration seen by one is seen by all. Each answer's `now` corrects the server clock to the
 * millisecond, which the contest's countdown and status follow.
 */
export const contestInfoQuery = (cid: number) =>
  queryOptions({
    queryKey: ['contest', cid, 'info'] as const,
    queryFn: async ({ signal }): Promise<ContestVO> => {
      const sentAtMs = Date.now();
      const contest = await unwrap(api.GET('/api/get-contest-info', { params: { query: { cid } }, signal }));
      serverClock.observeServerTime(contest.now ?? null, sentAtMs, Date.now());
      return contest;
    },
    staleTime: 60_000,
  });
