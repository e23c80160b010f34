import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';
import { recordsOf } from '@hoj/core/parse/lenient';
import type { ProblemFullScreenListVO, ProblemInfoVO } from '@generated/model/index';
import type { ProblemRoute } from '@portal/features/problems/model/problemRoute';

type RouteKeyPart = Pick<ProblemRoute, 'problemId' | 'contestId' | 'groupId'>;

export const problemDetailsKeys = {
  all: ['problem-details'] as const,
  /** A contest problem and a bank problem of the same display id are different entries. */
  page: (route: RouteKeyPart) =>
    [...problemDetailsKeys.all, 'page', route.contestId ?? 0, route.groupId ?? 0, route.problemId] as const,
  navigation: (route: Pick<ProblemRoute, 'contestId' | 'trainingId'>) =>
    [...problemDetailsKeys.all, 'navigation', route.contestId ?? 0, route.trainingId ?? 0] as const,
};

/**
 * The problem a page shows: a contest's problem by its display id there (`get-contest-problem-details`),
 * otherwise the bank's (`get-problem-detail`, with the group of a group or group-training page). A failure the
 * route's prefetch met (a missing problem) is the page's answer: the page does not ask a second time as it
 * mounts, it shows the failure with its retry.
 */
export const problemDetailsQuery = (route: RouteKeyPart) =>
  queryOptions({
    queryKey: problemDetailsKeys.page(route),
    retryOnMount: false,
    queryFn: ({ signal }): Promise<ProblemInfoVO> =>
      route.contestId
        ? unwrap(
            api.GET('/api/get-contest-problem-details', {
              params: { query: { cid: route.contestId, displayId: route.problemId } },
              signal,
            }),
          )
        : unwrap(
            api.GET('/api/get-problem-detail', {
              params: {
                query: {
                  problemId: route.problemId,
                  ...(route.groupId ? { gid: route.groupId } : {}),
                },
              },
              signal,
            }),
          ),
  });

/** Only contest and training pages have a problem list to move along. */
export function hasNavigation(route: Pick<ProblemRoute, 'contestId' | 'trainingId'>): boolean {
  return route.contestId !== null || route.trainingId !== null;
}

/** The problems of the page's contest or training with the caller's status (login required). */
export const problemNavigationQuery = (route: Pick<ProblemRoute, 'contestId' | 'trainingId'>) =>
  queryOptions({
    queryKey: problemDetailsKeys.navigation(route),
    queryFn: async ({ signal }): Promise<ProblemFullScreenListVO[]> => {
      const query = route.contestId ? { cid: route.contestId } : { tid: route.trainingId ?? 0 };
      const list = await unwrap(api.GET('/api/get-full-screen-problem-list', { params: { query }, signal }));
      return recordsOf<ProblemFullScreenListVO>(list, 'problem list');
    },
  });
