import { GroupMemberAuth, type GroupAuth } from '@generated/model/index';
import { ApiFailure } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { clock } from '../store/clock';
import { groupMemberUids, isGroupMember, isGroupRoot, isSiteRoot } from '../store/queries/groups';
import { removeGroup } from '../store/rules/groupCascade';
import { groupMembers, groups, memberAuth, nextGroupMemberId, type GroupRow } from '../store/schema/groups';
import type { UserRow } from '../store/schema/accounts';
import { requireLiveGroup } from './access';
import { checkCreationAllowed } from './creationLimits';
import { checkColumns, checkGroupEdit, checkNewGroup, checkUnique, readGroupFields } from './groupFields';
import { noticeDissolution } from './notices';
import { groupMessages } from './texts';
import { toGroup, toGroupVO } from './views';

/** `keyword` in the name, the short name or the owner's username, without case (MySQL's `LIKE`). */
function matchesKeyword(group: GroupRow, keyword: string | undefined): boolean {
  if (!keyword) return true;
  const needle = keyword.toLowerCase();
  return [group.name, group.owner, group.shortName].some((text) => text?.toLowerCase().includes(needle));
}

/**
 * Which groups the list shows the caller: active ones that have members, the visible ones plus (signed in) those
 * the caller belongs to; root sees every active group. `onlyMine` keeps the caller's own.
 */
function listed(group: GroupRow, caller: UserRow | null, onlyMine: boolean): boolean {
  if (group.status !== 0) return false;
  const mine = caller !== null && groupMemberUids(group.id).includes(caller.uid);
  if (!isSiteRoot(caller) && !group.visible && !mine) return false;
  return !onlyMine || mine;
}

export const groupHandlers = [
  // Ten a page by default, by id. Groups without members (never, while the owner's row stands) are not listed.
  operation('getGroupList', 'anon', ({ query, caller }) => {
    const page = query.page({ current: 1, size: 10 });
    const keyword = query.string('keyword');
    const auth = query.int('auth') ?? 0;
    // Optional as the contract has it; the server unboxes it and answers HTTP 500 without it (hoj-vue sends it).
    const onlyMine = query.bool('onlyMine', false);
    const rows = groups
      .all()
      .filter(
        (g) =>
          listed(g, caller, onlyMine) &&
          (auth < 1 || g.auth === auth) &&
          matchesKeyword(g, keyword) &&
          groupMemberUids(g.id).length > 0,
      )
      .sort((a, b) => a.id - b.id);
    return { data: toPage(rows, page, toGroupVO) };
  }),

  // A hidden group only for its members and root; the invitation code only for its group root and root.
  operation('getGroup', 'required', ({ query, user }) => {
    const group = requireLiveGroup(query.requiredInt('gid'), user, groupMessages.detailMissing);
    const root = isSiteRoot(user);
    if (!group.visible && !root && !isGroupMember(group.id, user.uid))
      throw new ApiFailure(403, groupMessages.notPublic);
    return { data: toGroup(group, root || isGroupRoot(group.id, user.uid)) };
  }),

  // Members (and root) may enter; for anyone else the answer is false without looking at the group at all.
  operation('getGroupAccess', 'required', ({ query, user }) => {
    const gid = query.requiredInt('gid');
    if (!isSiteRoot(user) && !isGroupMember(gid, user.uid)) return { data: { access: false } };
    requireLiveGroup(gid, user, groupMessages.accessMissing);
    return { data: { access: true } };
  }),

  // The caller's level in the group (0 when not in it); an unknown group is "not in it" too.
  operation('getGroupAuth', 'required', ({ query, user }) => ({
    data: memberAuth(query.requiredInt('gid'), user.uid),
  })),

  // The caller becomes owner and group root. Non-admins need enough solved problems and stay within the limits.
  operation('addGroup', 'required', async ({ body, user }) => {
    const fields = readGroupFields(await body());
    checkCreationAllowed(user);
    checkNewGroup(fields);
    checkUnique(fields, null);
    checkColumns({ ...fields, uid: user.uid });
    const now = clock.now();
    const group = groups.insert({
      id: groups.nextId(),
      avatar: fields.avatar,
      name: fields.name,
      shortName: fields.shortName,
      brief: fields.brief,
      description: fields.description,
      owner: user.username,
      uid: user.uid,
      auth: fields.auth as GroupAuth,
      visible: fields.visible ?? true,
      status: fields.status === 1 ? 1 : 0,
      code: fields.code,
      gmtCreate: now,
      gmtModified: now,
    });
    groupMembers.insert({
      id: nextGroupMemberId(),
      gid: group.id,
      uid: user.uid,
      auth: GroupMemberAuth.ROOT,
      reason: null,
      gmtCreate: now,
      gmtModified: now,
    });
    return { data: null };
  }),

  // `updateById`: every field sent non-null changes (the owner columns too, as on the server).
  operation('updateGroup', 'required', async ({ body, user }) => {
    const fields = readGroupFields(await body());
    if (!isSiteRoot(user) && (fields.id === null || !isGroupRoot(fields.id, user.uid)))
      throw new ApiFailure(403, messages.noPermissionToOperate);
    checkGroupEdit(fields);
    // `id <> NULL` matches no row, so without an id nothing counts as taken.
    if (fields.id !== null) checkUnique(fields, fields.id);
    const group = groups.get(fields.id);
    if (!group) throw new ApiFailure(400, groupMessages.updateFailed);
    checkColumns(fields);
    groups.update(group, {
      avatar: fields.avatar ?? group.avatar,
      name: fields.name ?? group.name,
      shortName: fields.shortName ?? group.shortName,
      brief: fields.brief ?? group.brief,
      description: fields.description ?? group.description,
      owner: fields.owner ?? group.owner,
      uid: fields.uid ?? group.uid,
      auth: (fields.auth ?? group.auth) as GroupAuth,
      visible: fields.visible ?? group.visible,
      status: fields.status === null ? group.status : fields.status === 1 ? 1 : 0,
      code: fields.code ?? group.code,
      gmtModified: clock.now(),
    });
    return { data: null };
  }),

  // The owner or root disbands; the members (levels 3–5, the owner too) are told.
  operation('deleteGroup', 'required', ({ query, user }) => {
    const group = requireLiveGroup(query.requiredInt('gid'), user, groupMessages.deleteMissing);
    if (!isSiteRoot(user) && group.uid !== user.uid)
      throw new ApiFailure(403, messages.noPermissionToOperate);
    const members = groupMemberUids(group.id);
    removeGroup(group.id);
    noticeDissolution(group, user.username, members);
    return { data: null };
  }),
];
