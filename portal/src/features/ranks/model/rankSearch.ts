export const RANK_PAGE_SIZES = [10, 15, 30, 50, 100] as const;
export const DEFAULT_RANK_PAGE_SIZE = 30;

/** What an address of a rank list asks for: `?page=&limit=&search=`. */
export interface RankSearch {
  page: number;
  limit: number;
  /** Matches username, nickname or real name; empty for everyone */
  search: string;
}

const positiveInteger = (text: string | null): number | null => {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
};

/** A value that makes no sense in the address falls back to its default. */
export function rankSearchOf(search: URLSearchParams): RankSearch {
  const limit = positiveInteger(search.get('limit'));
  return {
    page: positiveInteger(search.get('page')) ?? 1,
    limit: RANK_PAGE_SIZES.find((size) => size === limit) ?? DEFAULT_RANK_PAGE_SIZE,
    search: search.get('search')?.trim() ?? '',
  };
}

/** The address of a rank list; defaults are left out. */
export function searchParamsOf(rank: RankSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (rank.page > 1) params.set('page', String(rank.page));
  if (rank.limit !== DEFAULT_RANK_PAGE_SIZE) params.set('limit', String(rank.limit));
  if (rank.search) params.set('search', rank.search);
  return params;
}
