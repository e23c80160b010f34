import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';

const quiet = fetchWith({ silent: true });

/** The AC rank shows the top 10. */
export const AC_RANK_SIZE = 10;

export const homeKeys = {
  all: ['home'] as const,
  recentContests: () => [...homeKeys.all, 'recent-contests'] as const,
  sevenDayAcRank: () => [...homeKeys.all, 'seven-day-ac-rank'] as const,
  carousel: () => [...homeKeys.all, 'carousel'] as const,
  lastWeekStatistics: () => [...homeKeys.all, 'last-week-statistics'] as const,
  recentProblems: () => [...homeKeys.all, 'recent-updated-problems'] as const,
};

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

/**
 * The carousel slides (extension `GET /api/home-page-images`). A stock HOJ server answers 404 and the home page
 * shows its built-in slides instead, so the call is silent (no error toast) and never retried.
 */
export const homePageImagesQuery = () =>
  queryOptions({
    queryKey: homeKeys.carousel(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/home-page-images', { signal, fetch: quiet })),
    retry: false,
    staleTime: 10 * 60_000,
  });

/** The submissions of the last seven days; `forceRefresh` asks the server to recompute its cached numbers. */
export const fetchLastWeekStatistics = (forceRefresh: boolean, signal?: AbortSignal) =>
  unwrap(
    api.GET('/api/get-last-week-submission-statistics', {
      params: { query: forceRefresh ? { forceRefresh: true } : {} },
      signal,
    }),
  );

export const lastWeekStatisticsQuery = () =>
  queryOptions({
    queryKey: homeKeys.lastWeekStatistics(),
    queryFn: ({ signal }) => fetchLastWeekStatistics(false, signal),
  });

export const recentProblemsQuery = () =>
  queryOptions({
    queryKey: homeKeys.recentProblems(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/get-recent-updated-problem', { signal })),
  });
