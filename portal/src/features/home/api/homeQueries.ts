import { queryOptions } from '@tanstack/react-query';
import type {
  ContestVO,
  HomeCarouselItem,
  HomePageImage,
  RecentUpdatedProblemVO,
  SubmissionStatisticsVO,
  ACMRankVO,
} from '@generated/model/index';
import { ApiError } from '@hoj/core/http/apiError';
import { api, unwrap } from '@hoj/core/http/client';
import { fetchWith } from '@hoj/core/http/hojFetch';
import { listOf, recordsOf } from '@hoj/core/parse/lenient';

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
    queryFn: async ({ signal }) =>
      recordsOf<ContestVO>(await unwrap(api.GET('/api/get-recent-contest', { signal })), 'recent contests'),
  });

export const sevenDayAcRankQuery = () =>
  queryOptions({
    queryKey: homeKeys.sevenDayAcRank(),
    queryFn: async ({ signal }) =>
      recordsOf<ACMRankVO>(await unwrap(api.GET('/api/get-recent-seven-ac-rank', { signal })), 'AC rank'),
    select: (rows) => rows.slice(0, AC_RANK_SIZE),
  });

/** A slide as the home page shows it; `url` is null for an uploaded image that links nowhere. */
export interface HomeSlide {
  img: string;
  url: string | null;
  target: HomePageImage['target'];
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.httpStatus === 404;

/**
 * The carousel slides: the extension `GET /api/home-page-images` (slides with links) when the server has it,
 * else the stock backend's `GET /api/home-carousel` (the uploaded images, without links). Either may be an empty
 * list, null or JSON text; when both fail the home page shows its built-in slides, so the calls are silent
 * (no error toast) and never retried.
 */
export const homePageImagesQuery = () =>
  queryOptions({
    queryKey: homeKeys.carousel(),
    queryFn: async ({ signal }): Promise<HomeSlide[]> => {
      try {
        const images = await unwrap(api.GET('/api/home-page-images', { signal, fetch: quiet }));
        return recordsOf<HomePageImage>(images, 'home page images')
          .filter((image) => typeof image.img === 'string' && image.img !== '')
          .map((image) => ({ img: image.img, url: image.url ?? null, target: image.target }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
      const uploaded = await unwrap(api.GET('/api/home-carousel', { signal, fetch: quiet }));
      return recordsOf<HomeCarouselItem>(uploaded, 'home carousel')
        .filter((item) => typeof item.url === 'string' && item.url !== '')
        .map((item) => ({ img: item.url, url: null, target: '_self' }));
    },
    retry: false,
    staleTime: 10 * 60_000,
  });

/** The submissions of the last seven days; `forceRefresh` asks the server to recompute its cached numbers. */
export const fetchLastWeekStatistics = async (
  forceRefresh: boolean,
  signal?: AbortSignal,
): Promise<SubmissionStatisticsVO> => {
  const data = await unwrap(
    api.GET('/api/get-last-week-submission-statistics', {
      params: { query: forceRefresh ? { forceRefresh: true } : {} },
      signal,
    }),
  );
  return {
    dateStrList: listOf<string>(data?.dateStrList, 'statistics dates'),
    acCountList: listOf<number>(data?.acCountList, 'accepted counts'),
    totalCountList: listOf<number>(data?.totalCountList, 'submission counts'),
  };
};

export const lastWeekStatisticsQuery = () =>
  queryOptions({
    queryKey: homeKeys.lastWeekStatistics(),
    queryFn: ({ signal }) => fetchLastWeekStatistics(false, signal),
  });

export const recentProblemsQuery = () =>
  queryOptions({
    queryKey: homeKeys.recentProblems(),
    queryFn: async ({ signal }) =>
      recordsOf<RecentUpdatedProblemVO>(
        await unwrap(api.GET('/api/get-recent-updated-problem', { signal })),
        'recent problems',
      ),
  });
