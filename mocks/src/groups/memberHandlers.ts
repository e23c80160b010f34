import { GroupAuth, GroupMemberAuth } from '@generated/model/index';
import { ApiFailure, integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { clock } from '../store/clock';
import { isGroupAdmin, isGroupMember, isSiteRoot } from '../store/queries/groups';
import { userByUid } from '../store/schema/accounts';
import {
  groupMemberKey,
  groupMembers,
  groups,
  nextGroupMemberId,
  type GroupMemberRow,
} from '../store/schema/groups';
import { requireLiveGroup } from './access';
import { changeMemberLevel } from './memberLevels';
import { noticeApplication, noticeRemoval, noticeWelcome } from './notices';
import { groupMessages } from './texts';
import { toGroupMemberVO } from './views';

/** The `reason` column holds 100 characters; a longer one (unchecked for public groups) fails the insert. */
const REASON_COLUMN = 100;

/**
 * The rows of a group's member or apply list, newest first, with a username (`keyword` matches it, without
 * case) and, when asked, one level. Rows whose user is gone are not listed (the lists join `user_info`).
 */
function memberRows(gid: number, keep: (row: GroupMemberRow) => boolean, keyword?: string, auth?: number) {
  const needle = keyword?.toLowerCase();
  return groupMembers
    .where('gid', gid)
    .filter((m) => {
      const user = userByUid(m.uid);
      return (
        user !== undefined &&
        keep(m) &&
        (auth === undefined || auth < 1 || m.auth === auth) &&
        (!needle || user.username.toLowerCase().includes(needle))
      );
    })
    .sort((a, b) => b.gmtCreate.getTime() - a.gmtCreate.getTime() || b.id - a.id);
}

export const memberHandlers = [
  // Members (levels 3–5) for the group's members and root, without the reasons.
  operation('getGroupMemberList', 'required', ({ query, user }) => {
    const group = requireLiveGroup(query.requiredInt('gid'), user, groupMessages.memberListMissing);
    if (!isGroupMember(group.id, user.uid) && !isSiteRoot(user))
      throw new ApiFailure(403, messages.noPermissionToOperate);
    const rows = memberRows(
      group.id,
      (m) => m.auth >= GroupMemberAuth.MEMBER,
      query.string('keyword'),
      query.int('auth'),
    );
    return { data: toPage(rows, query.page({ current: 1, size: 10 }), (m) => toGroupMemberVO(m, false)) };
  }),

  // For group admins and root. The backend lists every row of the group here, members included (the admin
  // view of hoj-vue edits members and applicants in this one table), with the reasons; `auth` narrows it.
  operation('getGroupApplyList', 'required', ({ query, user }) => {
    const group = requireLiveGroup(query.requiredInt('gid'), user, groupMessages.applyListMissing);
    if (!isGroupAdmin(group.id, user.uid) && !isSiteRoot(user))
      throw new ApiFailure(403, messages.noPermissionToOperate);
    const rows = memberRows(group.id, () => true, query.string('keyword'), query.int('auth'));
    return { data: toPage(rows, query.page({ current: 1, size: 10 }), (m) => toGroupMemberVO(m, true)) };
  }),

  // A public group is joined at once; a protected or private one gets an application its roots are told of.
  operation('addGroupMember', 'required', ({ query, user }) => {
    const gid = query.requiredInt('gid');
    const code = query.raw('code');
    const reason = query.raw('reason');
    const root = isSiteRoot(user);
    const group = groups.get(gid);
    if (!group) throw new ApiFailure(404, groupMessages.joinMissing);
    if (!root && (group.status === 1 || !group.visible)) throw new ApiFailure(404, groupMessages.joinClosed);
    if (group.auth === GroupAuth.PRIVATE) {
      // The service compares `code.equals(...)`: without the parameter it throws, HTTP 500.
      if (code === null) throw new ApiFailure(500, messages.serverError, 500);
      if (code !== group.code) throw new ApiFailure(400, groupMessages.wrongCode);
    }
    if (group.auth !== GroupAuth.PUBLIC && reason && (reason.length < 5 || reason.length > 100))
      throw new ApiFailure(400, groupMessages.reasonLength);
    const existing = groupMembers.get(groupMemberKey(gid, user.uid));
    if (existing?.auth === GroupMemberAuth.APPLYING) throw new ApiFailure(403, groupMessages.alreadyApplied);
    if (existing && existing.auth >= GroupMemberAuth.MEMBER)
      throw new ApiFailure(403, groupMessages.alreadyMember);
    // A refused user's row is still there: the insert breaks the unique key (HTTP 500), so refused is final.
    if (existing || (reason?.length ?? 0) > REASON_COLUMN) throw integrityViolation();
    const now = clock.now();
    const joins = group.auth === GroupAuth.PUBLIC;
    groupMembers.insert({
      id: nextGroupMemberId(),
      gid,
      uid: user.uid,
      auth: joins ? GroupMemberAuth.MEMBER : GroupMemberAuth.APPLYING,
      reason,
      gmtCreate: now,
      gmtModified: now,
    });
    if (joins) noticeWelcome(group, user.uid);
    else noticeApplication(group, user.username);
    return { data: null };
  }),

  operation('updateGroupMember', 'required', async ({ body, user }) => {
    changeMemberLevel(await body(), user);
    return { data: null };
  }),

  // Group admins remove those below them; never oneself, never the owner. Root removes anyone but the owner.
  operation('deleteGroupMember', 'required', ({ query, user }) => {
    const uid = query.requiredString('uid');
    const group = requireLiveGroup(query.requiredInt('gid'), user, groupMessages.deleteMemberMissing);
    if (user.uid === uid) throw new ApiFailure(404, groupMessages.deleteSelf);
    if (group.uid === uid) throw new ApiFailure(404, groupMessages.deleteOwner);
    const root = isSiteRoot(user);
    const mine = groupMembers.get(groupMemberKey(group.id, user.uid));
    const acting = mine && mine.auth >= GroupMemberAuth.ADMIN ? mine : undefined;
    if (!acting && !root) throw new ApiFailure(403, messages.noPermissionToOperate);
    const target = groupMembers.get(groupMemberKey(group.id, uid));
    if (!target) throw new ApiFailure(404, groupMessages.notInGroup);
    if (!root && acting && acting.auth <= target.auth)
      throw new ApiFailure(404, messages.noPermissionToOperate);
    groupMembers.delete(groupMemberKey(group.id, uid));
    noticeRemoval(group, user.username, uid);
    return { data: null };
  }),

  // Members leave; the owner may only disband, and an applicant has nothing to leave.
  operation('exitGroup', 'required', ({ query, user }) => {
    const group = requireLiveGroup(query.requiredInt('gid'), user, groupMessages.exitMissing);
    if (group.uid === user.uid) throw new ApiFailure(404, groupMessages.ownerCannotExit);
    const mine = groupMembers.get(groupMemberKey(group.id, user.uid));
    if (!mine || mine.auth < GroupMemberAuth.MEMBER) throw new ApiFailure(403, groupMessages.notMemberExit);
    groupMembers.delete(groupMemberKey(group.id, user.uid));
    return { data: null };
  }),
];
