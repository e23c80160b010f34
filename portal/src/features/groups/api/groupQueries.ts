import { queryOptions } from '@tanstack/react-query';
import type { Group } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { groupKeys } from './groupKeys';

/**
 * The group every page of it shows in its header. A hidden group is refused to non-members (403) and a banned
 * or unknown one is not found (404): the header says so without offering a retry.
 */
export const groupQuery = (gid: number, uid: string) =>
  queryOptions({
    queryKey: groupKeys.detail(gid, uid),
    queryFn: async ({ signal }): Promise<Group> => {
      const group = await unwrap(api.GET('/api/get-group-detail', { params: { query: { gid } }, signal }));
      if (!group || typeof group !== 'object') throw new Error('The group could not be read');
      return group;
    },
  });

/**
 * The user's level in the group (0 not in it, 1 applying, 2 refused, 3 member, 4 admin, 5 root): the same
 * entry the shell's group lock reads, so both move together when the user joins or leaves.
 */
export const groupLevelQuery = (gid: number, uid: string) =>
  queryOptions({
    queryKey: groupKeys.auth(gid, uid),
    queryFn: async ({ signal }): Promise<number> => {
      const level: unknown = await unwrap(
        api.GET('/api/get-group-auth', { params: { query: { gid } }, signal }),
      );
      return typeof level === 'number' && Number.isInteger(level) ? level : 0;
    },
  });
