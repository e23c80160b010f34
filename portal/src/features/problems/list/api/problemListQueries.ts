import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';
import type { ProblemTagVO, ProblemVO } from '@generated/model/index';
import type { ProblemBank, ProblemListFilters } from '../model/problemListFilters';

export const problemListKeys = {
  all: ['problem-list'] as const,
  page: (filters: ProblemListFilters) => [...problemListKeys.all, 'page', filters] as const,
  status: (pids: readonly number[]) => [...problemListKeys.all, 'my-status', pids] as const,
  tags: (bank: ProblemBank) => [...problemListKeys.all, 'tags', bank] as const,
};

export interface ProblemPage {
  records: ProblemVO[];
  total: number;
}

/**
 * One page of the public list. "All" is sent as an empty `oj`, which the server reads as our own bank (an absent
 * one would list the remote judges' problems too).
 */
export const problemListQuery = (filters: ProblemListFilters) =>
  queryOptions({
    queryKey: problemListKeys.page(filters),
    queryFn: async ({ signal }): Promise<ProblemPage> => {
      const page = await unwrap(
        api.GET('/api/get-problem-list', {
          params: {
            query: {
              currentPage: filters.currentPage,
              limit: filters.limit,
              oj: filters.oj ?? '',
              ...(filters.keyword ? { keyword: filters.keyword } : {}),
              ...(filters.difficulty !== null ? { difficulty: filters.difficulty } : {}),
              ...(filters.tagIds.length > 0 ? { tagId: filters.tagIds } : {}),
            },
          },
          signal,
        }),
      );
      return { records: recordsOf<ProblemVO>(page.records, 'problem list'), total: page.total };
    },
    // The rows of the last page stay while the next loads, so the table does not collapse between pages.
    placeholderData: keepPreviousData,
  });

/** The signed-in user's best result per problem of the page, keyed by pid. */
export const userProblemStatusQuery = (pids: readonly number[]) =>
  queryOptions({
    queryKey: problemListKeys.status(pids),
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/api/get-user-problem-status', {
          body: { pidList: [...pids], isContestProblemList: false },
          signal,
        }),
      ),
  });

/** The bank's tags grouped by classification. */
export const tagGroupsQuery = (bank: ProblemBank) =>
  queryOptions({
    queryKey: problemListKeys.tags(bank),
    queryFn: async ({ signal }) => {
      const groups = await unwrap(
        api.GET('/api/get-problem-tags-and-classification', { params: { query: { oj: bank } }, signal }),
      );
      return recordsOf<ProblemTagVO>(groups, 'tag classifications').map((group) => ({
        ...group,
        tagList: recordsOf(group.tagList, 'tags'),
      }));
    },
  });

/** A random public problem of our bank: its display id. */
export async function fetchRandomProblemId(): Promise<string> {
  const data = await unwrap(api.GET('/api/get-random-problem'));
  return data.problemId;
}
