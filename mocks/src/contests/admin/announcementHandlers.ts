import type { Announcement } from '@generated/model/index';
import { userByUid, type UserRow } from '@hoj/mocks/store/schema/accounts';
import { ApiFailure, integrityViolation } from '@hoj/mocks/http/failure';
import { messages } from '@hoj/mocks/http/messages';
import { operation } from '@hoj/mocks/http/operation';
import { toPage } from '@hoj/mocks/http/page';
import type { BodyOf, BodyReader } from '@hoj/mocks/http/request';
import { clock } from '@hoj/mocks/store/clock';
import { announcementsOf, toContestAnnouncementVO } from '../announcementViews';
import { contestAnnouncements, contests } from '@hoj/mocks/store/schema/contests';

/** Mock guard: the backend stores any int, which no answer of the contract could carry. */
export const contestAnnouncementMessages = {
  statusInvalid: '公告状态只能是 0（可见）或 1（隐藏）！',
} as const;

/** `Announcement.status` is a primitive int on the backend: a body without it binds 0 (visible). */
function statusOf(announcement: BodyReader<Announcement>): 0 | 1 {
  const status = announcement.int('status') ?? 0;
  if (status !== 0 && status !== 1) throw new ApiFailure(400, contestAnnouncementMessages.statusInvalid);
  return status;
}

/** The publisher sent (hoj-vue sends the logged-in admin); without one the mock takes the caller. */
function publisherOf(announcement: BodyReader<Announcement>, caller: UserRow): string {
  const uid = announcement.string('uid');
  if (uid === null) return caller.uid;
  if (!userByUid(uid)) throw integrityViolation();
  return uid;
}

type AnnouncementDTO = BodyReader<BodyOf<'addAdminContestAnnouncement'>>;

/** `{cid, announcement}`: the announcement saved as sent, then linked to the contest (a foreign key). */
export function addContestAnnouncement(body: AnnouncementDTO, caller: UserRow): void {
  const announcement = body.object('announcement');
  if (!announcement) throw new ApiFailure(400, messages.addFailed);
  const cid = body.int('cid');
  const title = announcement.string('title');
  const status = statusOf(announcement);
  const uid = publisherOf(announcement, caller);
  if (cid === null || !contests.get(cid) || title === null) throw integrityViolation();
  const now = clock.now();
  contestAnnouncements.insert({
    id: contestAnnouncements.nextId(),
    cid,
    title,
    content: announcement.string('content') ?? '',
    uid,
    status,
    gmtCreate: now,
    gmtModified: now,
  });
}

/** `updateById` on the announcement: the fields sent non-null change (and `status`, see statusOf). */
export function updateContestAnnouncement(body: AnnouncementDTO): void {
  const announcement = body.object('announcement');
  const row = contestAnnouncements.get(announcement?.int('id') ?? null);
  if (!announcement || !row) throw new ApiFailure(400, messages.updateFailed);
  const status = statusOf(announcement);
  const uid = announcement.string('uid');
  if (uid !== null && !userByUid(uid)) throw integrityViolation();
  contestAnnouncements.update(row, {
    title: announcement.string('title') ?? row.title,
    content: announcement.string('content') ?? row.content,
    uid: uid ?? row.uid,
    status,
    gmtModified: clock.now(),
  });
}

/** Every announcement of the contest, hidden ones too, newest first. */
export const contestAnnouncementList = (cid: number) =>
  announcementsOf(cid, false).map(toContestAnnouncementVO);

export const adminContestAnnouncementHandlers = [
  // Every announcement of the contest, hidden ones too, newest first.
  operation('getAdminContestAnnouncementList', 'required', ({ query }) => {
    const cid = query.requiredInt('cid');
    return {
      data: toPage(
        announcementsOf(cid, false),
        query.page({ current: 1, size: 10 }),
        toContestAnnouncementVO,
      ),
    };
  }),

  operation('addAdminContestAnnouncement', 'required', async (ctx) => {
    addContestAnnouncement(await ctx.body(), ctx.user);
    return { data: null };
  }),

  operation('updateAdminContestAnnouncement', 'required', async (ctx) => {
    updateContestAnnouncement(await ctx.body());
    return { data: null };
  }),

  operation('deleteAdminContestAnnouncement', 'required', ({ query }) => {
    if (!contestAnnouncements.delete(query.requiredInt('aid')))
      throw new ApiFailure(400, messages.deleteFailed);
    return { data: null };
  }),
];
