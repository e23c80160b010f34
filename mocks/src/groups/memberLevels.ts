import { GroupMemberAuth } from '@generated/model/index';
import { ApiFailure, integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import type { BodyOf, BodyReader } from '../http/request';
import { clock } from '../store/clock';
import { isSiteRoot, liveGroup } from '../store/queries/groups';
import type { UserRow } from '../store/schema/accounts';
import { groupMemberKey, groupMembers } from '../store/schema/groups';
import { noticeWelcome } from './notices';
import { groupMessages } from './texts';

const isLevel = (auth: number): auth is GroupMemberAuth =>
  auth >= GroupMemberAuth.APPLYING && auth <= GroupMemberAuth.ROOT;

/**
 * `PUT /api/group/member`: approve or refuse an application, promote or demote a member. The checks run on the
 * row of `uid` in `gid`; the write then goes to the row the body's `id` names (MyBatis-Plus `updateById`), so a
 * body without the row's `id` changes nothing and answers "update failed".
 *
 * Who may: group admins (level 4) and roots (level 5) by their own row, and root. Everyone but root acts only on
 * rows below their own level and grants only levels below it: an admin approves applicants, the owner (level 5)
 * also makes and unmakes admins, and only root makes another level 5. The owner's own row never changes, and a
 * member never goes back to applying or refused.
 */
export function changeMemberLevel(body: BodyReader<BodyOf<'updateGroupMember'>>, user: UserRow): void {
  const id = body.int('id');
  const gid = body.int('gid');
  const uid = body.string('uid');
  const auth = body.int('auth');
  const reason = body.string('reason');
  const root = isSiteRoot(user);

  const group = liveGroup(gid, user);
  if (!group) throw new ApiFailure(404, groupMessages.updateMemberMissing);
  if (group.uid === uid) throw new ApiFailure(404, groupMessages.ownerLevelFixed);
  const mine = groupMembers.get(groupMemberKey(group.id, user.uid));
  const acting = mine && mine.auth >= GroupMemberAuth.ADMIN ? mine : undefined;
  if (!acting && !root) throw new ApiFailure(403, messages.noPermissionToOperate);
  const target = uid === null ? undefined : groupMembers.get(groupMemberKey(group.id, uid));
  if (!target) throw new ApiFailure(404, groupMessages.notInGroup);
  if (target.auth >= GroupMemberAuth.MEMBER && (auth === null || auth < GroupMemberAuth.MEMBER))
    throw new ApiFailure(403, groupMessages.noDemotion);
  if (!root && acting) {
    if (target.auth >= acting.auth) throw new ApiFailure(403, messages.noPermissionToOperate);
    // The service compares the unboxed level: none sent is a NullPointerException, HTTP 500.
    if (auth === null) throw new ApiFailure(500, messages.serverError, 500);
    if (auth >= acting.auth) throw new ApiFailure(403, messages.noPermissionToOperate);
  }
  if (auth !== null && !isLevel(auth)) throw new ApiFailure(400, groupMessages.memberAuthInvalid);

  const row = id === null ? undefined : groupMembers.one('id', id);
  if (!row) throw new ApiFailure(400, groupMessages.updateFailed);
  // Another row named by `id` would take this member's group and user: the unique key refuses it.
  if (row !== target) throw integrityViolation();
  const wasApplicant = target.auth <= GroupMemberAuth.REFUSED;
  groupMembers.update(target, {
    auth: auth ?? target.auth,
    reason: reason ?? target.reason,
    gmtModified: clock.now(),
  });
  // The server welcomes whoever was applying or refused, whatever the new level (a refusal too).
  if (wasApplicant) noticeWelcome(group, target.uid);
}
