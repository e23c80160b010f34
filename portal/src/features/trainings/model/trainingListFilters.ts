import { TrainingAuth } from '@generated/model/index';

/** The training list shows 15 trainings a page, as the old site did. */
export const TRAININGS_PER_PAGE = 15;

/** What an address of the training list asks for: `?keyword=&categoryId=&auth=&currentPage=`. */
export interface TrainingListFilters {
  currentPage: number;
  /** A part of the title (or the training's number); empty for every training. */
  keyword: string;
  /** One category; null for every category. */
  categoryId: number | null;
  /** Public or private only; null for both. */
  auth: TrainingAuth | null;
}

export const DEFAULT_TRAINING_FILTERS: TrainingListFilters = {
  currentPage: 1,
  keyword: '',
  categoryId: null,
  auth: null,
};

const AUTHS: readonly TrainingAuth[] = Object.values(TrainingAuth);

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,15}$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** The filters an address names; a value that makes no sense there falls back to its default. */
export function trainingFiltersOf(search: URLSearchParams): TrainingListFilters {
  const auth = search.get('auth');
  return {
    currentPage: positiveInteger(search.get('currentPage')) ?? 1,
    keyword: search.get('keyword')?.trim() ?? '',
    categoryId: positiveInteger(search.get('categoryId')),
    auth: AUTHS.find((value) => value === auth) ?? null,
  };
}

/** The address of some filters: empty values (and the first page) are left out, so the plain list is `/training`. */
export function trainingSearchOf(filters: TrainingListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.keyword) search.set('keyword', filters.keyword);
  if (filters.categoryId !== null) search.set('categoryId', String(filters.categoryId));
  if (filters.auth !== null) search.set('auth', filters.auth);
  if (filters.currentPage > 1) search.set('currentPage', String(filters.currentPage));
  return search;
}

/** A filter change starts again from the first page. */
export function changeTrainingFilters(
  current: TrainingListFilters,
  changes: Partial<Omit<TrainingListFilters, 'currentPage'>>,
): TrainingListFilters {
  return { ...current, ...changes, currentPage: 1 };
}
