import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@hoj/core/http/client';

/**
 * The flags that open or close a contest's or a group's pages. They belong to the user, so the user is part of
 * the key (a login as somebody else never reuses them). Whoever changes them invalidates the prefix: registering
 * for a contest `['contest', cid, 'access']`, joining or leaving a group `['group', gid, 'auth']`.
 */

/** `GET /api/get-contest-access?cid=`: whether the user has registered for the (private) contest. */
export const contestAccessQuery = (cid: number, uid: string) =>
  queryOptions({
    queryKey: ['contest', cid, 'access', uid] as const,
    queryFn: async ({ signal }): Promise<boolean> =>
      (await unwrap(api.GET('/api/get-contest-access', { params: { query: { cid } }, signal }))).access,
  });

/** `GET /api/get-group-auth?gid=`: the user's level in the group (0 none, 1 applying … 3 member … 5 root). */
export const groupAuthQuery = (gid: number, uid: string) =>
  queryOptions({
    queryKey: ['group', gid, 'auth', uid] as const,
    queryFn: async ({ signal }): Promise<number> =>
      unwrap(api.GET('/api/get-group-auth', { params: { query: { gid } }, signal })),
  });
