import { queryOptions } from '@tanstack/react-query';
import type { ContestOutsideInfoVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { serverClock } from '@hoj/core/time/serverClock';

// Apart from the board's own queries so that the entry's prefetch can start it (the title is an outside board's
// largest paint) without carrying the board's row models.
export const outsideInfoKey = (cid: number) => ['contest', cid, 'outside-info'] as const;

/**
 * `GET /api/get-contest-outsize-info?cid=` (no login): the contest and its problems for an outside board; the
 * server refuses it unless the contest opens its board and has started.
 */
export const outsideInfoQuery = (cid: number) =>
  queryOptions({
    queryKey: outsideInfoKey(cid),
    queryFn: async ({ signal }): Promise<ContestOutsideInfoVO> => {
      const sentAtMs = Date.now();
      const info = await unwrap(
        api.GET('/api/get-contest-outsize-info', { params: { query: { cid } }, signal }),
      );
      // The board's countdown and its auto refresh follow the server's time, corrected from this answer.
      serverClock.observeServerTime(info.contest?.now ?? null, sentAtMs, Date.now());
      return info;
    },
  });
