import { queryOptions } from '@tanstack/react-query';
import {
  getAdminTrainingList,
  getAdminTrainingProblemList,
} from '@generated/api/admin-training/admin-training';
import type { Problem, TrainingProblem, TrainingProblemListResult } from '@generated/model/index';

/** One row of a training's problem table: the problem and its entry (label, place) in the training. */
export interface TrainingProblemRow {
  problem: Problem & { id: number };
  entry: TrainingProblem & { id: number };
}

export interface TrainingProblemPage {
  rows: TrainingProblemRow[];
  total: number;
}

/** A candidate of the public bank picker. */
export type CandidateProblem = Problem & { id: number };

export interface CandidatePage {
  rows: CandidateProblem[];
  total: number;
}

export const trainingProblemKeys = {
  all: (tid: number) => ['trainings', 'problems', tid] as const,
  title: (tid: number) => ['trainings', 'title', tid] as const,
  existing: (tid: number, page: number, limit: number) =>
    [...trainingProblemKeys.all(tid), 'existing', page, limit] as const,
  candidates: (tid: number, keyword: string, page: number, limit: number) =>
    [...trainingProblemKeys.all(tid), 'candidates', keyword, page, limit] as const,
};

const problemsWithId = (data: TrainingProblemListResult): (Problem & { id: number })[] =>
  (data.problemList?.records ?? []).flatMap((p) => (typeof p.id === 'number' ? [{ ...p, id: p.id }] : []));

/**
 * The training's problems in training order. A problem whose entry the answer lacks is left out rather than
 * shown without its label: every action on a row needs the entry.
 */
export const existingProblemsQuery = (tid: number, page: number, limit: number) =>
  queryOptions({
    queryKey: trainingProblemKeys.existing(tid, page, limit),
    queryFn: async ({ signal }): Promise<TrainingProblemPage> => {
      const data = await getAdminTrainingProblemList(
        { tid, queryExisted: true, currentPage: page, limit },
        { signal },
      );
      const map = data.trainingProblemMap ?? {};
      const rows = problemsWithId(data).flatMap((problem) => {
        const entry = map[String(problem.id)];
        return entry && typeof entry.id === 'number' ? [{ problem, entry: { ...entry, id: entry.id } }] : [];
      });
      return { rows, total: data.problemList?.total ?? rows.length };
    },
  });

/** Public problems not in the training yet, searched by title, display id or author. */
export const candidateProblemsQuery = (tid: number, keyword: string, page: number, limit: number) =>
  queryOptions({
    queryKey: trainingProblemKeys.candidates(tid, keyword, page, limit),
    queryFn: async ({ signal }): Promise<CandidatePage> => {
      const data = await getAdminTrainingProblemList(
        { tid, queryExisted: false, currentPage: page, limit, ...(keyword ? { keyword } : {}) },
        { signal },
      );
      return { rows: problemsWithId(data), total: data.problemList?.total ?? 0 };
    },
  });

/**
 * The training's title for the page heading. There is no admin call for one training that every admin may
 * make (the editor's is for root and the author), so the list is searched by the id; null when not found.
 */
export const trainingTitleQuery = (tid: number) =>
  queryOptions({
    queryKey: trainingProblemKeys.title(tid),
    queryFn: async ({ signal }): Promise<string | null> => {
      const page = await getAdminTrainingList(
        { keyword: String(tid), currentPage: 1, limit: 100 },
        { signal },
      );
      return (page.records ?? []).find((t) => t.id === tid)?.title ?? null;
    },
  });
