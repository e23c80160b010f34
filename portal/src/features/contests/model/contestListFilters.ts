import { ContestStatus, ContestType } from '@generated/model/index';

/** The contest list shows 10 contests a page, as the old site did. */
export const CONTESTS_PER_PAGE = 10;

/** What an address of the contest list asks for: `?currentPage=&status=&type=&keyword=`. */
export interface ContestListFilters {
  currentPage: number;
  /** null: every status */
  status: ContestStatus | null;
  /** The rule (ACM, OI); null: both */
  type: ContestType | null;
  /** A part of the title; empty for every contest */
  keyword: string;
}

export const DEFAULT_CONTEST_FILTERS: ContestListFilters = {
  currentPage: 1,
  status: null,
  type: null,
  keyword: '',
};

const STATUSES: readonly ContestStatus[] = Object.values(ContestStatus);
const TYPES: readonly ContestType[] = Object.values(ContestType);

/** One of `values` written as a plain integer, or null. */
function oneOf<T extends number>(text: string | null, values: readonly T[]): T | null {
  if (text === null || !/^-?\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return values.find((candidate) => candidate === value) ?? null;
}

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** The filters an address names; a value that makes no sense there falls back to its default. */
export function contestFiltersOf(search: URLSearchParams): ContestListFilters {
  return {
    currentPage: positiveInteger(search.get('currentPage')) ?? 1,
    status: oneOf(search.get('status'), STATUSES),
    type: oneOf(search.get('type'), TYPES),
    keyword: search.get('keyword')?.trim() ?? '',
  };
}

/** The address of some filters: empty values (and the first page) are left out, so the plain list is `/contest`. */
export function contestSearchOf(filters: ContestListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.currentPage > 1) search.set('currentPage', String(filters.currentPage));
  if (filters.status !== null) search.set('status', String(filters.status));
  if (filters.type !== null) search.set('type', String(filters.type));
  if (filters.keyword) search.set('keyword', filters.keyword);
  return search;
}

/** A filter change starts again from the first page. */
export function changeContestFilters(
  current: ContestListFilters,
  changes: Partial<Omit<ContestListFilters, 'currentPage'>>,
): ContestListFilters {
  return { ...current, ...changes, currentPage: 1 };
}
