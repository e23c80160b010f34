import { ApiFailure, integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { requireContent } from '../http/posting';
import type { BodyOf, BodyReader } from '../http/request';
import { clock } from '../store/clock';
import { isGroupAdmin, isGroupMember, isGroupRoot, isSiteRoot } from '../store/queries/groups';
import { userByUid, type UserRow } from '../store/schema/accounts';
import { announcements, type AnnouncementRow } from '../store/schema/announcements';
import { requireLiveGroup } from './access';
import { groupMessages } from './texts';
import { toGroupAnnouncementVO } from './views';

type AnnouncementBody = BodyReader<BodyOf<'addGroupAnnouncement'>>;

/**
 * A group's announcements, newest first, as the lists join them with their publishers: a row whose publisher
 * is not a user is never listed. Hidden ones (status 1) only in the admin list.
 */
function groupAnnouncements(gid: number, includeHidden: boolean): AnnouncementRow[] {
  return announcements
    .where('gid', gid)
    .filter((a) => (includeHidden || a.status === 0) && userByUid(a.uid) !== undefined)
    .sort((a, b) => b.gmtCreate.getTime() - a.gmtCreate.getTime() || b.id - a.id);
}

/** The common validators, in the services' order: title, content, group id (and the id when editing). */
function validate(body: AnnouncementBody, editing: boolean): { title: string; gid: number } {
  if (editing && body.int('id') === null)
    throw new ApiFailure(400, messages.required(groupMessages.announcementIdItem));
  const title = requireContent(body.string('title'), groupMessages.announcementTitleItem, 255);
  const content = body.string('content');
  if (content !== null && content.length > 65535)
    throw new ApiFailure(400, messages.tooLong(groupMessages.announcementContentItem));
  const gid = body.int('gid');
  if (gid === null) throw new ApiFailure(400, messages.required(groupMessages.groupIdItem));
  return { title, gid };
}

/** `status` is a primitive `int`: missing binds 0 (visible) on every save. The mock refuses what no list could answer. */
function statusOf(body: AnnouncementBody): 0 | 1 {
  const status = body.int('status') ?? 0;
  if (status !== 0 && status !== 1) throw new ApiFailure(400, groupMessages.announcementStatusInvalid);
  return status;
}

/**
 * The publisher: the body's `uid` is saved as sent (hoj-vue sends the caller's); one that is no user breaks the
 * foreign key. Without one the server would save null and never list it; the mock takes the caller.
 */
function publisherOf(body: AnnouncementBody, caller: UserRow): string {
  const uid = body.string('uid');
  if (uid === null) return caller.uid;
  if (!userByUid(uid)) throw integrityViolation();
  return uid;
}

/** Editing and deleting: the publisher, a level-5 member of the group named, or root. */
const mayChange = (announcement: AnnouncementRow, gid: number, user: UserRow) =>
  announcement.uid === user.uid || isSiteRoot(user) || isGroupRoot(gid, user.uid);

export const announcementHandlers = [
  // Visible announcements for members and root; ten a page by default (the portal asks for five).
  operation('getGroupAnnouncementList', 'required', ({ query, user }) => {
    const group = requireLiveGroup(query.requiredInt('gid'), user, groupMessages.announcementListMissing);
    if (!isSiteRoot(user) && !isGroupMember(group.id, user.uid))
      throw new ApiFailure(403, messages.noPermissionToOperate);
    const rows = groupAnnouncements(group.id, false);
    return { data: toPage(rows, query.page({ current: 1, size: 10 }), toGroupAnnouncementVO) };
  }),

  // Every announcement, hidden ones too, for the group's admins and root.
  operation('getGroupAdminAnnouncementList', 'required', ({ query, user }) => {
    const group = requireLiveGroup(query.requiredInt('gid'), user, groupMessages.announcementListMissing);
    if (!isSiteRoot(user) && !isGroupAdmin(group.id, user.uid))
      throw new ApiFailure(403, messages.noPermissionToOperate);
    const rows = groupAnnouncements(group.id, true);
    return { data: toPage(rows, query.page({ current: 1, size: 10 }), toGroupAnnouncementVO) };
  }),

  // Group admins and root; the body is saved as sent.
  operation('addGroupAnnouncement', 'required', async ({ body, user }) => {
    const dto = await body();
    const { title, gid } = validate(dto, false);
    const group = requireLiveGroup(gid, user, groupMessages.announcementAddMissing);
    if (!isSiteRoot(user) && !isGroupAdmin(group.id, user.uid))
      throw new ApiFailure(403, messages.noPermissionToOperate);
    const uid = publisherOf(dto, user);
    const status = statusOf(dto);
    const now = clock.now();
    announcements.insert({
      id: announcements.nextId(),
      title,
      content: dto.string('content') ?? '',
      uid,
      status,
      gid: group.id,
      gmtCreate: now,
      gmtModified: now,
    });
    return { data: null };
  }),

  // `updateById`: the fields sent non-null change, `gid` too (the permission is checked in the group named).
  operation('updateGroupAnnouncement', 'required', async ({ body, user }) => {
    const dto = await body();
    const { title, gid } = validate(dto, true);
    const row = announcements.get(dto.int('id'));
    if (!row) throw new ApiFailure(400, groupMessages.announcementUpdateGone);
    const group = requireLiveGroup(gid, user, groupMessages.announcementUpdateMissing);
    if (!mayChange(row, group.id, user)) throw new ApiFailure(403, messages.noPermissionToOperate);
    const status = statusOf(dto);
    const uid = dto.string('uid');
    if (uid !== null && !userByUid(uid)) throw integrityViolation();
    announcements.update(row, {
      title,
      content: dto.string('content') ?? row.content,
      uid: uid ?? row.uid,
      gid: group.id,
      status,
      gmtModified: clock.now(),
    });
    return { data: null };
  }),

  operation('deleteGroupAnnouncement', 'required', ({ query, user }) => {
    const row = announcements.get(query.requiredInt('aid'));
    if (!row) throw new ApiFailure(404, groupMessages.announcementDeleteGone);
    if (row.gid === null) throw new ApiFailure(403, groupMessages.announcementDeleteOutside);
    const group = requireLiveGroup(row.gid, user, groupMessages.announcementDeleteMissing);
    if (!mayChange(row, group.id, user)) throw new ApiFailure(403, messages.noPermissionToOperate);
    announcements.delete(row.id);
    return { data: null };
  }),
];
