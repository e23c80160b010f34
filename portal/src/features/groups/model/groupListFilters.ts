import { GroupAuth } from '@generated/model/index';

/** The page sizes the group list offers; 15 unless the address asks for another. */
export const GROUP_PAGE_SIZES = [9, 15, 30, 60, 120] as const;
export const DEFAULT_GROUP_PAGE_SIZE = 15;

/** What an address of the group list asks for: `?keyword=&auth=&onlyMine=&currentPage=&limit=`. */
export interface GroupListFilters {
  currentPage: number;
  limit: number;
  /** A part of the name, the short name or the owner's username; empty for every group. */
  keyword: string;
  /** One visibility; null for all. */
  auth: GroupAuth | null;
  /** Only the groups the user belongs to (signed-in users only). */
  onlyMine: boolean;
}

export const DEFAULT_GROUP_FILTERS: GroupListFilters = {
  currentPage: 1,
  limit: DEFAULT_GROUP_PAGE_SIZE,
  keyword: '',
  auth: null,
  onlyMine: false,
};

const AUTHS: readonly GroupAuth[] = Object.values(GroupAuth);

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,15}$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/**
 * The filters an address names; a value that makes no sense there falls back to its default (a page below 1
 * is the first, a page size the list does not offer is 15, "My groups" is off for a visitor).
 */
export function groupFiltersOf(search: URLSearchParams, loggedIn: boolean): GroupListFilters {
  const auth = positiveInteger(search.get('auth'));
  const limit = positiveInteger(search.get('limit'));
  return {
    currentPage: positiveInteger(search.get('currentPage')) ?? 1,
    limit: (GROUP_PAGE_SIZES as readonly number[]).includes(limit ?? 0)
      ? (limit as number)
      : DEFAULT_GROUP_PAGE_SIZE,
    keyword: search.get('keyword')?.trim() ?? '',
    auth: AUTHS.find((value) => value === auth) ?? null,
    onlyMine: loggedIn && search.get('onlyMine') === 'true',
  };
}

/** The address of some filters: defaults are left out, so the plain list is `/group`. */
export function groupSearchOf(filters: GroupListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.keyword) search.set('keyword', filters.keyword);
  if (filters.auth !== null) search.set('auth', String(filters.auth));
  if (filters.onlyMine) search.set('onlyMine', 'true');
  if (filters.limit !== DEFAULT_GROUP_PAGE_SIZE) search.set('limit', String(filters.limit));
  if (filters.currentPage > 1) search.set('currentPage', String(filters.currentPage));
  return search;
}

/** A filter change (the page size included) starts again from the first page. */
export function changeGroupFilters(
  current: GroupListFilters,
  changes: Partial<Omit<GroupListFilters, 'currentPage'>>,
): GroupListFilters {
  return { ...current, ...changes, currentPage: 1 };
}
