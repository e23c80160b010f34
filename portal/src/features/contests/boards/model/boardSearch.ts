/** Rows per page a board offers; 300 and the outside boards can be long, which the table is built for. */
export const BOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const;
export const DEFAULT_BOARD_PAGE_SIZE = 50;
/**
 * The most rows one page may ask for through its address (`?limit=`): a projector or a benchmark may show a
 * whole large board at once, which the table draws row by row as it scrolls; beyond this a request grows
 * needlessly heavy for the server.
 */
export const MAX_BOARD_PAGE_SIZE = 5000;

/** What a board's address asks for: `?page=&limit=&keyword=`. */
export interface BoardSearch {
  page: number;
  limit: number;
  /** Matches the school or the name the contest shows; empty for everyone. */
  keyword: string;
}

const positiveInteger = (text: string | null): number | null => {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
};

/** A value that makes no sense in the address falls back to its default. */
export function boardSearchOf(params: URLSearchParams): BoardSearch {
  const limit = positiveInteger(params.get('limit'));
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    limit: limit !== null && limit <= MAX_BOARD_PAGE_SIZE ? limit : DEFAULT_BOARD_PAGE_SIZE,
    keyword: params.get('keyword')?.trim() ?? '',
  };
}

/** The address of a board page; defaults are left out. */
export function boardSearchParams(search: BoardSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.page > 1) params.set('page', String(search.page));
  if (search.limit !== DEFAULT_BOARD_PAGE_SIZE) params.set('limit', String(search.limit));
  if (search.keyword) params.set('keyword', search.keyword);
  return params;
}

/** The sizes the page-size menu offers: the usual ones, and the address's own when it asked for another. */
export function pageSizeChoices(limit: number): readonly number[] {
  if (BOARD_PAGE_SIZES.some((size) => size === limit)) return BOARD_PAGE_SIZES;
  return [...BOARD_PAGE_SIZES, limit].sort((a, b) => a - b);
}
