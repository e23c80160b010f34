import { queryOptions } from '@tanstack/react-query';
import type { ContestProblemVO, ContestVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';

export const contestKeys = {
  all: ['contests'] as const,
  info: (cid: number) => [...contestKeys.all, 'info', cid] as const,
  problems: (cid: number) => [...contestKeys.all, 'problems', cid] as const,
};

/** The contest's title, rule and times. */
export const contestInfoQuery = (cid: number) =>
  queryOptions({
    queryKey: contestKeys.info(cid),
    queryFn: ({ signal }): Promise<ContestVO> =>
      unwrap(api.GET('/api/get-contest-info', { params: { query: { cid } }, signal })),
  });

/** The contest's problems in their contest order, with balloon colours and the (seal-aware) counts. */
export const contestProblemsQuery = (cid: number) =>
  queryOptions({
    queryKey: contestKeys.problems(cid),
    queryFn: async ({ signal }): Promise<ContestProblemVO[]> => {
      const list = await unwrap(api.GET('/api/get-contest-problem', { params: { query: { cid } }, signal }));
      return recordsOf<ContestProblemVO>(list, 'contest problems');
    },
  });
