/** The discussion lists show 10 posts a page, as HOJ's did. */
export const DISCUSSIONS_PER_PAGE = 10;

/** What an address of a discussion list asks for: `?currentPage=&cid=&keyword=&onlyMine=`. */
export interface DiscussionFilters {
  currentPage: number;
  /** Category id; null for every category */
  cid: number | null;
  /** A part of the title, description or author; empty for every post */
  keyword: string;
  /** Only the reader's own posts (ignored for visitors) */
  onlyMine: boolean;
}

export const DEFAULT_DISCUSSION_FILTERS: DiscussionFilters = {
  currentPage: 1,
  cid: null,
  keyword: '',
  onlyMine: false,
};

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 1 && value <= 2 ** 31 - 1 ? value : null;
}

/**
 * The filters an address names; a value that makes no sense there falls back to its default (a page number
 * below 1 is the first page). HOJ wrote `onlyMine=true`; anything else is false.
 */
export function discussionFiltersOf(search: URLSearchParams): DiscussionFilters {
  return {
    currentPage: positiveInteger(search.get('currentPage')) ?? 1,
    cid: positiveInteger(search.get('cid')),
    keyword: search.get('keyword')?.trim() ?? '',
    onlyMine: search.get('onlyMine') === 'true',
  };
}

/** The address of some filters: defaults are left out, so the plain list is `/discussion`. */
export function discussionSearchOf(filters: DiscussionFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.currentPage > 1) search.set('currentPage', String(filters.currentPage));
  if (filters.cid !== null) search.set('cid', String(filters.cid));
  if (filters.keyword) search.set('keyword', filters.keyword);
  if (filters.onlyMine) search.set('onlyMine', 'true');
  return search;
}

/** A filter change starts again from the first page. */
export function changeDiscussionFilters(
  current: DiscussionFilters,
  changes: Partial<Omit<DiscussionFilters, 'currentPage'>>,
): DiscussionFilters {
  return { ...current, ...changes, currentPage: 1 };
}
