import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProblemStatusEntry, ProblemVO, TrainingRankVO, TrainingVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';
import { trainingKeys } from './trainingKeys';

/** The training rank shows 30 users a page, as the old site did. */
export const RANK_PER_PAGE = 30;

/** A training's facts, its category and the user's progress in it (group trainings for members only). */
export const trainingQuery = (tid: number) =>
  queryOptions({
    queryKey: trainingKeys.detail(tid),
    queryFn: ({ signal }): Promise<TrainingVO> =>
      unwrap(api.GET('/api/get-training-detail', { params: { query: { tid } }, signal })),
  });

/** Whether the user has registered for a private training. */
export const trainingAccessQuery = (tid: number, uid: string) =>
  queryOptions({
    queryKey: trainingKeys.accessOf(tid, uid),
    queryFn: async ({ signal }): Promise<boolean> =>
      (await unwrap(api.GET('/api/get-training-access', { params: { query: { tid } }, signal }))).access ===
      true,
  });

/**
 * `GET /api/get-group-auth?gid=`: the user's level in a group (0 none … 3 member, 4 admin, 5 root), in the cache
 * entry the group's pages read (joining or leaving a group invalidates `['group', gid, 'auth']`).
 */
export const groupAuthQuery = (gid: number, uid: string) =>
  queryOptions({
    queryKey: ['group', gid, 'auth', uid] as const,
    queryFn: ({ signal }): Promise<number> =>
      unwrap(api.GET('/api/get-group-auth', { params: { query: { gid } }, signal })),
  });

/** The training's problems in training order, each under its label there, with their practice counts. */
export const trainingProblemsQuery = (tid: number) =>
  queryOptions({
    queryKey: trainingKeys.problems(tid),
    queryFn: async ({ signal }): Promise<ProblemVO[]> => {
      const list = await unwrap(
        api.GET('/api/get-training-problem-list', { params: { query: { tid } }, signal }),
      );
      return recordsOf<ProblemVO>(list, 'training problems');
    },
  });

/**
 * The user's result on each of the training's problems, keyed by pid: their practice submissions, in the
 * training's group for a group training.
 */
export const trainingProblemStatusQuery = (
  tid: number,
  pids: readonly number[],
  gid: number | null,
  uid: string,
) =>
  queryOptions({
    queryKey: trainingKeys.problemStatus(tid, pids, gid, uid),
    queryFn: async ({ signal }): Promise<Record<string, ProblemStatusEntry>> => {
      const map = await unwrap(
        api.POST('/api/get-user-problem-status', {
          body: { pidList: [...pids], isContestProblemList: false, ...(gid !== null ? { gid } : {}) },
          signal,
        }),
      );
      return map && typeof map === 'object' ? map : {};
    },
  });

export interface TrainingRankPage {
  records: TrainingRankVO[];
  total: number;
}

/** One page of the training's rank: most problems solved first, then the least run time. */
export const trainingRankQuery = (tid: number, currentPage: number, keyword: string) =>
  queryOptions({
    queryKey: trainingKeys.rank(tid, currentPage, keyword),
    queryFn: async ({ signal }): Promise<TrainingRankPage> => {
      const page = await unwrap(
        api.GET('/api/get-training-rank', {
          params: {
            query: { tid, currentPage, limit: RANK_PER_PAGE, ...(keyword ? { keyword } : {}) },
          },
          signal,
        }),
      );
      const total = typeof page?.total === 'number' && page.total >= 0 ? page.total : 0;
      const records = recordsOf<TrainingRankVO>(page?.records, 'training rank').map((row) => ({
        ...row,
        // A row whose cells are not an object shows no cells rather than breaking the table.
        submissionInfo:
          row.submissionInfo && typeof row.submissionInfo === 'object' && !Array.isArray(row.submissionInfo)
            ? row.submissionInfo
            : {},
      }));
      return { records, total };
    },
    // Another page or search keeps the rows on screen (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
  });
