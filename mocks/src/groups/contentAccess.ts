import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { isGroupAdmin, isGroupMember, isGroupRoot, isSiteRoot } from '../store/queries/groups';
import type { UserRow } from '../store/schema/accounts';
import type { GroupRow } from '../store/schema/groups';
import { requireLiveGroup } from './access';

/**
 * The checks a group's problem, training and contest services make, in their order: the item's group (none:
 * body status 403 `outside`; gone, or banned for anyone but root: 404 `missing`), then the caller's rank in it.
 * Refusals of rank are the shared "no permission" text.
 */

/** The group an item belongs to. */
export function groupOfItem(gid: number | null, user: UserRow, outside: string, missing: string): GroupRow {
  if (gid === null) throw new ApiFailure(403, outside);
  return requireLiveGroup(gid, user, missing);
}

const refuse = () => new ApiFailure(403, messages.noPermissionToOperate);

/** Members (levels 3–5, the owner) and root read a group's lists. */
export function requireMember(group: GroupRow, user: UserRow): void {
  if (!isSiteRoot(user) && !isGroupMember(group.id, user.uid)) throw refuse();
}

/** Group admins (levels 4–5, the owner) and root create in a group and read its admin lists. */
export function requireAdmin(group: GroupRow, user: UserRow): void {
  if (!isSiteRoot(user) && !isGroupAdmin(group.id, user.uid)) throw refuse();
}

/** An item's author (a contest's creator), a group root (level 5) or root changes it. */
export function requireManager(group: GroupRow, user: UserRow, isAuthor: boolean): void {
  if (!isAuthor && !isSiteRoot(user) && !isGroupRoot(group.id, user.uid)) throw refuse();
}
