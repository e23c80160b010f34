import { queryOptions } from '@tanstack/react-query';
import type { ContestScrollBoardInfoVO, ContestScrollBoardSubmissionVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { MalformedResponseError, recordsOf } from '@hoj/core/parse/lenient';

const scrollBoardKeys = {
  all: (cid: number) => ['contests', 'scrollBoard', cid] as const,
  info: (cid: number) => [...scrollBoardKeys.all(cid), 'info'] as const,
  submissions: (cid: number) => [...scrollBoardKeys.all(cid), 'submissions'] as const,
};

/**
 * `GET /api/get-contest-scroll-board-info?cid=` (no login needed): the start and seal times, the balloon
 * colours, the star users. An ended contest does not change, so it is read once per page.
 */
export const scrollBoardInfoQuery = (cid: number) =>
  queryOptions({
    queryKey: scrollBoardKeys.info(cid),
    queryFn: async ({ signal }): Promise<ContestScrollBoardInfoVO> => {
      const info: unknown = await unwrap(
        api.GET('/api/get-contest-scroll-board-info', { params: { query: { cid } }, signal }),
      );
      if (typeof info !== 'object' || info === null || Array.isArray(info))
        throw new MalformedResponseError('scroll-board info', info);
      return info as ContestScrollBoardInfoVO;
    },
    staleTime: Infinity,
  });

/**
 * `GET /api/get-contest-scroll-board-submission?cid=`: every submission before the end. Star users' are always
 * asked for, even when the board leaves them out: a star team's earlier solve still decides who solved a
 * problem first, as on the contest's own board; the ranking then leaves their rows out.
 */
export const scrollBoardSubmissionsQuery = (cid: number) =>
  queryOptions({
    queryKey: scrollBoardKeys.submissions(cid),
    queryFn: async ({ signal }): Promise<ContestScrollBoardSubmissionVO[]> => {
      const list = await unwrap(
        api.GET('/api/get-contest-scroll-board-submission', {
          params: { query: { cid, removeStar: false } },
          signal,
        }),
      );
      return recordsOf<ContestScrollBoardSubmissionVO>(list, 'scroll-board submissions');
    },
    staleTime: Infinity,
  });
