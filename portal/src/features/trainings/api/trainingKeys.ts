import type { TrainingListFilters } from '../model/trainingListFilters';

/**
 * The cache entries of the training pages. What belongs to the user (progress, registration, status) has the
 * user in its key, so a login as somebody else never reuses it.
 */
export const trainingKeys = {
  all: ['training'] as const,
  list: (filters: TrainingListFilters, uid: string) => [...trainingKeys.all, 'list', filters, uid] as const,
  categories: () => [...trainingKeys.all, 'categories'] as const,
  detail: (tid: number) => [...trainingKeys.all, tid, 'detail'] as const,
  /** Registering invalidates this prefix. */
  access: (tid: number) => [...trainingKeys.all, tid, 'access'] as const,
  accessOf: (tid: number, uid: string) => [...trainingKeys.access(tid), uid] as const,
  problems: (tid: number) => [...trainingKeys.all, tid, 'problems'] as const,
  problemStatus: (tid: number, pids: readonly number[], gid: number | null, uid: string) =>
    [...trainingKeys.all, tid, 'my-status', pids, gid, uid] as const,
  rank: (tid: number, page: number, keyword: string) =>
    [...trainingKeys.all, tid, 'rank', page, keyword] as const,
};
