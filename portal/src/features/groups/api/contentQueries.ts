import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContestVO, ProblemVO, TrainingVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';
import { groupKeys } from './groupKeys';
import { totalOf } from './groupListQuery';

/** The group's problem, training and contest lists show ten a page. */
export const GROUP_ITEMS_PER_PAGE = 10;

export interface ItemPage<T> {
  records: T[];
  total: number;
}

/** The group's problems members may open (the public bank's own are elsewhere). */
export const groupProblemsQuery = (gid: number, currentPage: number) =>
  queryOptions({
    queryKey: groupKeys.problems(gid, currentPage),
    queryFn: async ({ signal }): Promise<ItemPage<ProblemVO>> => {
      const page = await unwrap(
        api.GET('/api/group/get-problem-list', {
          params: { query: { gid, currentPage, limit: GROUP_ITEMS_PER_PAGE } },
          signal,
        }),
      );
      return {
        records: recordsOf<ProblemVO>(page?.records, 'group problems').filter(
          (p) => typeof p.problemId === 'string',
        ),
        total: totalOf(page),
      };
    },
    placeholderData: keepPreviousData,
  });

/** The group's visible trainings, with the user's progress in each. */
export const groupTrainingsQuery = (gid: number, currentPage: number) =>
  queryOptions({
    queryKey: groupKeys.trainings(gid, currentPage),
    queryFn: async ({ signal }): Promise<ItemPage<TrainingVO>> => {
      const page = await unwrap(
        api.GET('/api/group/get-training-list', {
          params: { query: { gid, currentPage, limit: GROUP_ITEMS_PER_PAGE } },
          signal,
        }),
      );
      return {
        records: recordsOf<TrainingVO>(page?.records, 'group trainings').filter(
          (t) => typeof t.id === 'number',
        ),
        total: totalOf(page),
      };
    },
    placeholderData: keepPreviousData,
  });

/** The group's visible contests, newest first. */
export const groupContestsQuery = (gid: number, currentPage: number) =>
  queryOptions({
    queryKey: groupKeys.contests(gid, currentPage),
    queryFn: async ({ signal }): Promise<ItemPage<ContestVO>> => {
      const page = await unwrap(
        api.GET('/api/group/get-contest-list', {
          params: { query: { gid, currentPage, limit: GROUP_ITEMS_PER_PAGE } },
          signal,
        }),
      );
      return {
        records: recordsOf<ContestVO>(page?.records, 'group contests').filter(
          (c) => typeof c.id === 'number',
        ),
        total: totalOf(page),
      };
    },
    placeholderData: keepPreviousData,
  });
