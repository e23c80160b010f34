import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Problem,
  Training,
  TrainingCategory,
  TrainingDTO,
  TrainingProblem,
} from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { recordsOf } from '@hoj/core/parse/lenient';
import { PICKER_PER_PAGE } from '../api/pickerPaging';
import { groupKeys } from '../api/groupKeys';
import { totalOf } from '../api/groupListQuery';

/** Forms and dialogs show the server's reason themselves: no toast on top of it. */
const quiet = fetchWith({ silent: true });

export const ADMIN_TRAININGS_PER_PAGE = 10;

/** Every cache entry of the trainings' admin view sits under the group's trainings, so a change renews both. */
export const trainingAdminKeys = {
  all: (gid: number) => [...groupKeys.group(gid), 'trainings'] as const,
  list: (gid: number, page: number) => [...trainingAdminKeys.all(gid), 'admin', page] as const,
  problems: (gid: number, tid: number) => [...trainingAdminKeys.all(gid), 'problems', tid] as const,
  candidates: (gid: number, tid: number, page: number, keyword: string) =>
    [...trainingAdminKeys.all(gid), 'candidates', tid, page, keyword] as const,
  groupProblems: (gid: number, page: number, keyword: string) =>
    [...groupKeys.group(gid), 'adminProblems', page, keyword] as const,
  categories: () => ['trainingCategories'] as const,
};

/** Every training of the group, hidden ones too, newest first. */
export const adminTrainingsQuery = (gid: number, currentPage: number) =>
  queryOptions({
    queryKey: trainingAdminKeys.list(gid, currentPage),
    queryFn: async ({ signal }) => {
      const page = await unwrap(
        api.GET('/api/group/get-admin-training-list', {
          params: { query: { gid, currentPage, limit: ADMIN_TRAININGS_PER_PAGE } },
          signal,
        }),
      );
      return {
        records: recordsOf<Training>(page?.records, 'group admin trainings').filter(
          (row): row is Training & { id: number } => typeof row.id === 'number',
        ),
        total: totalOf(page),
      };
    },
    placeholderData: keepPreviousData,
  });

/** The site's training categories (the editor's choice). */
export const trainingCategoriesQuery = () =>
  queryOptions({
    queryKey: trainingAdminKeys.categories(),
    queryFn: async ({ signal }) => {
      const list = await unwrap(api.GET('/api/get-training-category', { signal }));
      return (Array.isArray(list) ? list : []).filter(
        (c): c is TrainingCategory & { id: number } => typeof c?.id === 'number',
      );
    },
  });

export interface TrainingProblemRow {
  problem: Problem & { id: number };
  /** The training's entry of it (its label in the training), when the server sent one. */
  entry: TrainingProblem | null;
}

function problemRows(data: unknown, what: string) {
  const result = (data ?? {}) as {
    problemList?: { records?: unknown; total?: unknown };
    trainingProblemMap?: Record<string, TrainingProblem> | null;
  };
  const map =
    result.trainingProblemMap && typeof result.trainingProblemMap === 'object'
      ? result.trainingProblemMap
      : {};
  return {
    records: recordsOf<Problem>(result.problemList?.records, what)
      .filter((p): p is Problem & { id: number } => typeof p.id === 'number')
      .map((problem): TrainingProblemRow => ({ problem, entry: map[String(problem.id)] ?? null })),
    total: totalOf(result.problemList as never),
  };
}

/** The training's problems in training order (the server's whole list, a hundred at most here). */
export const trainingProblemsQuery = (gid: number, tid: number) =>
  queryOptions({
    queryKey: trainingAdminKeys.problems(gid, tid),
    queryFn: async ({ signal }) =>
      problemRows(
        await unwrap(
          api.GET('/api/group/get-training-problem-list', {
            params: { query: { tid, queryExisted: true, currentPage: 1, limit: 100 } },
            signal,
          }),
        ),
        'training problems',
      ),
  });

/** Public problems not yet in the training, to add. */
export const trainingCandidatesQuery = (gid: number, tid: number, currentPage: number, keyword: string) =>
  queryOptions({
    queryKey: trainingAdminKeys.candidates(gid, tid, currentPage, keyword),
    queryFn: async ({ signal }) =>
      problemRows(
        await unwrap(
          api.GET('/api/group/get-training-problem-list', {
            params: {
              query: {
                tid,
                queryExisted: false,
                currentPage,
                limit: PICKER_PER_PAGE,
                ...(keyword ? { keyword } : {}),
              },
            },
            signal,
          }),
        ),
        'training candidates',
      ),
    placeholderData: keepPreviousData,
  });

/** The group's own problems, every one (its admins' list), to add by display id. */
export const groupAdminProblemsQuery = (gid: number, currentPage: number, keyword: string) =>
  queryOptions({
    queryKey: trainingAdminKeys.groupProblems(gid, currentPage, keyword),
    queryFn: async ({ signal }) => {
      const page = await unwrap(
        api.GET('/api/group/get-admin-problem-list', {
          params: {
            query: { gid, currentPage, limit: PICKER_PER_PAGE, ...(keyword ? { keyword } : {}) },
          },
          signal,
        }),
      );
      return {
        records: recordsOf<Problem>(page?.records, 'group admin problems').filter(
          (p): p is Problem & { id: number; problemId: string } =>
            typeof p.id === 'number' && typeof p.problemId === 'string',
        ),
        total: totalOf(page),
      };
    },
    placeholderData: keepPreviousData,
  });

/** `GET /api/group/training?tid=`: the training and its category, for the editor. */
export async function fetchTraining(tid: number): Promise<TrainingDTO> {
  return (await unwrap(api.GET('/api/group/training', { params: { query: { tid } }, fetch: quiet }))) ?? {};
}

/** `POST` (no id) or `PUT` `/api/group/training`. */
export async function saveTraining(body: TrainingDTO): Promise<void> {
  if (body.training?.id === undefined) await api.POST('/api/group/training', { body, fetch: quiet });
  else await api.PUT('/api/group/training', { body, fetch: quiet });
}

export async function deleteTraining(tid: number): Promise<void> {
  await api.DELETE('/api/group/training', { params: { query: { tid } }, fetch: quiet });
}

export async function changeTrainingStatus(tid: number, status: boolean): Promise<void> {
  await api.PUT('/api/group/change-training-status', { params: { query: { tid, status } }, fetch: quiet });
}

export async function removeTrainingProblem(tid: number, pid: number): Promise<void> {
  await api.DELETE('/api/group/training-problem', { params: { query: { tid, pid } }, fetch: quiet });
}

export async function addPublicProblem(tid: number, pid: number, displayId: string): Promise<void> {
  await api.POST('/api/group/add-training-problem-from-public', {
    body: { tid, pid, displayId },
    fetch: quiet,
  });
}

export async function addGroupProblem(tid: number, problemId: string): Promise<void> {
  await api.POST('/api/group/add-training-problem-from-group', {
    params: { query: { tid, problemId } },
    fetch: quiet,
  });
}
