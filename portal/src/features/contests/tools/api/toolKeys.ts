/** The cache entries of the contest-day tools, each under its contest. */
export const toolKeys = {
  all: ['contestTools'] as const,
  acInfo: (cid: number) => [...toolKeys.all, cid, 'ac-info'] as const,
  acInfoPage: (cid: number, page: number) => [...toolKeys.acInfo(cid), page] as const,
  prints: (cid: number) => [...toolKeys.all, cid, 'prints'] as const,
  printsPage: (cid: number, page: number) => [...toolKeys.prints(cid), page] as const,
  participants: (cid: number) => [...toolKeys.all, cid, 'participants'] as const,
};

/** The AC-info list and the admin print list are read again every 10 s, as HOJ's auto refresh did. */
export const TOOLS_REFRESH_MS = 10_000;

/** One page of a paged tool list. */
export interface ToolPage<T> {
  records: T[];
  total: number;
}
