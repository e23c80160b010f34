import type { UserRow } from '../store/schema/accounts';
import { ApiFailure } from '../http/failure';
import { liveGroup } from '../store/queries/groups';
import type { GroupRow } from '../store/schema/groups';

/**
 * The group a call is about, as every group service loads it first: one that does not exist, or is banned and
 * the caller is not root, is body status 404 with the service's own text.
 */
export function requireLiveGroup(gid: number | null, user: UserRow, missing: string): GroupRow {
  const group = liveGroup(gid, user);
  if (!group) throw new ApiFailure(404, missing);
  return group;
}
