import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';

/** Spec 000 §2 and §9: the home view pages announcements 5 at a time. */
export const ANNOUNCEMENTS_PER_PAGE = 5;
/** Spec 000 §2: the AC rank shows the top 10. */
export const AC_RANK_SIZE = 10;

export const homeKeys = {
  all: ['home'] as const,
  announcements: (page: number) => [...homeKeys.all, 'announcements', page] as const,
  recentContests: () => [...homeKeys.all, 'recent-contests'] as const,
  sevenDayAcRank: () => [...homeKeys.all, 'seven-day-ac-rank'] as const,
};

export const announcementsQuery = (page: number) =>
  queryOptions({
    queryKey: homeKeys.announcements(page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/get-common-announcement', {
          params: { query: { currentPage: page, limit: ANNOUNCEMENTS_PER_PAGE } },
          signal,
        }),
      ),
    // The old page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const recentContestsQuery = () =>
  queryOptions({
    queryKey: homeKeys.recentContests(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/get-recent-contest', { signal })),
  });

export const sevenDayAcRankQuery = () =>
  queryOptions({
    queryKey: homeKeys.sevenDayAcRank(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/get-recent-seven-ac-rank', { signal })),
    select: (rows) => rows.slice(0, AC_RANK_SIZE),
  });
