import { userByUid, type UserRow } from '../store/schema/accounts';
import { ApiFailure, integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import type { BodyOf, BodyReader } from '../http/request';
import { clock } from '../store/clock';
import { announcements, siteAnnouncements } from '../store/schema/announcements';
import { toAnnouncementVO } from './views';

/** Mock guard: the backend stores any int, which no answer of the contract could carry. */
export const announcementMessages = {
  announcementStatusInvalid: '公告状态只能是 0（可见）或 1（隐藏）！',
} as const;

type AnnouncementBody = BodyReader<BodyOf<'addAdminAnnouncement'>>;

/**
 * `Announcement.status` is a primitive `int` in the backend: a body without it binds 0 (visible), on creation
 * and on every edit. The contract only knows 0 and 1, so the mock refuses other values instead of storing an
 * announcement no list could answer.
 */
function statusOf(body: AnnouncementBody): 0 | 1 {
  const status = body.int('status') ?? 0;
  if (status !== 0 && status !== 1) throw new ApiFailure(400, announcementMessages.announcementStatusInvalid);
  return status;
}

/**
 * The publisher. The backend saves the `uid` the client sends (hoj-vue sends the logged-in admin's; one that is
 * no user breaks the foreign key). Without one it would save null and then never list the announcement (the
 * lists join the publisher); the mock takes the caller instead, so a client that omits it still sees its
 * announcement.
 */
function publisherOf(body: AnnouncementBody, caller: UserRow): string {
  const uid = body.string('uid');
  if (uid === null) return caller.uid;
  if (!userByUid(uid)) throw integrityViolation();
  return uid;
}

export const announcementHandlers = [
  operation('getCommonAnnouncement', 'anon', ({ query }) => ({
    data: toPage(siteAnnouncements(false), query.page({ current: 1, size: 10 }), toAnnouncementVO),
  })),

  // Every site announcement, hidden ones too; root only through x-permissions (announcement_admin).
  operation('getAdminAnnouncementList', 'required', ({ query }) => ({
    data: toPage(siteAnnouncements(true), query.page({ current: 1, size: 10 }), toAnnouncementVO),
  })),

  // Needs role root and announcement_admin (x-roles + x-permissions). The body is saved as sent.
  operation('addAdminAnnouncement', 'required', async (ctx) => {
    const body = await ctx.body();
    const title = body.string('title');
    const uid = publisherOf(body, ctx.user);
    const status = statusOf(body);
    if (title === null) throw integrityViolation();
    const now = clock.now();
    announcements.insert({
      id: announcements.nextId(),
      title,
      // The column may be null, but the contract's AnnouncementVO requires content: the mock stores it empty.
      content: body.string('content') ?? '',
      uid,
      status,
      gid: body.int('gid'),
      gmtCreate: now,
      gmtModified: now,
    });
    return { data: null };
  }),

  // MyBatis-Plus `updateById`: the fields sent non-null change (and `status`, see statusOf).
  operation('updateAdminAnnouncement', 'required', async (ctx) => {
    const body = await ctx.body();
    const row = announcements.get(body.int('id'));
    if (!row) throw new ApiFailure(400, messages.updateFailed);
    const status = statusOf(body);
    const uid = body.string('uid');
    if (uid !== null && !userByUid(uid)) throw integrityViolation();
    announcements.update(row, {
      title: body.string('title') ?? row.title,
      content: body.string('content') ?? row.content,
      uid: uid ?? row.uid,
      gid: body.int('gid') ?? row.gid,
      status,
      gmtModified: clock.now(),
    });
    return { data: null };
  }),

  operation('deleteAdminAnnouncement', 'required', ({ query }) => {
    if (!announcements.delete(query.requiredInt('aid'))) throw new ApiFailure(400, messages.deleteFailed);
    return { data: null };
  }),
];
