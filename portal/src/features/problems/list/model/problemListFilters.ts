import { ProblemDifficulty } from '@generated/model/index';

/** Problem banks the list filters by: our own, then the remote judges. */
export const PROBLEM_BANKS = ['ME', 'HDU', 'CF', 'POJ', 'GYM', 'AC', 'SPOJ'] as const;
export type ProblemBank = (typeof PROBLEM_BANKS)[number];

export const PAGE_SIZES = [10, 15, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 30;

const DIFFICULTIES: readonly ProblemDifficulty[] = Object.values(ProblemDifficulty);

export interface ProblemListFilters {
  /** null: every difficulty */
  difficulty: ProblemDifficulty | null;
  /** null: "All", which the server reads as our own bank */
  oj: ProblemBank | null;
  keyword: string;
  /** Tag ids, each once, in the order they were chosen */
  tagIds: number[];
  currentPage: number;
  limit: number;
}

export const DEFAULT_FILTERS: ProblemListFilters = {
  difficulty: null,
  oj: null,
  keyword: '',
  tagIds: [],
  currentPage: 1,
  limit: DEFAULT_PAGE_SIZE,
};

const positiveInteger = (text: string | null): number | null => {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
};

function readDifficulty(text: string | null): ProblemDifficulty | null {
  if (text === null || !/^\d$/.test(text)) return null;
  return DIFFICULTIES.find((value) => value === Number(text)) ?? null;
}

function readBank(text: string | null): ProblemBank | null {
  const upper = text?.trim().toUpperCase();
  return PROBLEM_BANKS.find((bank) => bank === upper) ?? null;
}

/** `tagId` is a JSON list of ids, as the old site wrote it; anything else there means no tag. */
function readTagIds(text: string | null): number[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = parsed.filter(
    (value): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0,
  );
  return [...new Set(ids)];
}

function readLimit(text: string | null): number {
  const value = positiveInteger(text);
  return PAGE_SIZES.find((size) => size === value) ?? DEFAULT_PAGE_SIZE;
}

/** The filters an address names; a value that makes no sense there falls back to its default. */
export function filtersOf(search: URLSearchParams): ProblemListFilters {
  return {
    difficulty: readDifficulty(search.get('difficulty')),
    oj: readBank(search.get('oj')),
    keyword: search.get('keyword')?.trim() ?? '',
    tagIds: readTagIds(search.get('tagId')),
    currentPage: positiveInteger(search.get('currentPage')) ?? 1,
    limit: readLimit(search.get('limit')),
  };
}

/** The address of some filters; defaults are left out so the plain list stays `/problem`. */
export function searchOf(filters: ProblemListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.difficulty !== null) search.set('difficulty', String(filters.difficulty));
  if (filters.oj !== null) search.set('oj', filters.oj);
  if (filters.keyword) search.set('keyword', filters.keyword);
  if (filters.tagIds.length > 0) search.set('tagId', JSON.stringify(filters.tagIds));
  if (filters.currentPage > 1) search.set('currentPage', String(filters.currentPage));
  if (filters.limit !== DEFAULT_PAGE_SIZE) search.set('limit', String(filters.limit));
  return search;
}

/**
 * A filter change: back to page 1, and choosing a bank other than "All" drops the tags (they belong to the
 * bank they were chosen from).
 */
export function changeFilters(
  current: ProblemListFilters,
  changes: Partial<Omit<ProblemListFilters, 'currentPage'>>,
): ProblemListFilters {
  const next = { ...current, ...changes, currentPage: 1 };
  if ('oj' in changes && changes.oj !== null && changes.oj !== current.oj) next.tagIds = [];
  return next;
}

/** Adds a tag once. */
export function withTag(filters: ProblemListFilters, tagId: number): ProblemListFilters {
  if (filters.tagIds.includes(tagId)) return filters;
  return changeFilters(filters, { tagIds: [...filters.tagIds, tagId] });
}

/** The bank whose tags the tag panel offers: "All" reads as our own. */
export const tagBankOf = (filters: ProblemListFilters): ProblemBank => filters.oj ?? 'ME';
