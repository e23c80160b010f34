import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';

/** Whose profile: `uid` wins over `username` (as on the server); neither means the caller's own. */
export interface ProfileTarget {
  uid?: string | undefined;
  username?: string | undefined;
}

/** Whose profile an address names (`?uid=` / `?username=`); the page and its prefetch read it alike. */
export function profileTargetOf(search: URLSearchParams): ProfileTarget {
  return {
    uid: search.get('uid')?.trim() || undefined,
    username: search.get('username')?.trim() || undefined,
  };
}

const query = (target: ProfileTarget) => ({
  ...(target.uid ? { uid: target.uid } : {}),
  ...(target.username ? { username: target.username } : {}),
});

export const userHomeKeys = {
  all: ['user-home'] as const,
  info: (target: ProfileTarget) =>
    [...userHomeKeys.all, 'info', target.uid ?? '', target.username ?? ''] as const,
  heatmap: (target: ProfileTarget) =>
    [...userHomeKeys.all, 'heatmap', target.uid ?? '', target.username ?? ''] as const,
};

export const userHomeInfoQuery = (target: ProfileTarget) =>
  queryOptions({
    queryKey: userHomeKeys.info(target),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/get-user-home-info', { params: { query: query(target) }, signal })),
  });

export const heatmapQuery = (target: ProfileTarget) =>
  queryOptions({
    queryKey: userHomeKeys.heatmap(target),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/get-user-calendar-heatmap', { params: { query: query(target) }, signal })),
  });
