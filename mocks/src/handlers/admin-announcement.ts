import { clock } from '../clock';
import { db, nextId, userByUid } from '../db';
import { intField, readObject, stringField, type JsonObject } from '../http/body';
import { ApiFailure, integrityViolation } from '../http/failure';
import { operation } from '../http/operation';
import { pageParams, requiredIntParam, toPage } from '../http/params';
import { messages } from '../messages';
import type { AnnouncementRow, UserRow } from '../model';
import { siteAnnouncements } from '../queries';
import { toAnnouncementVO } from '../views';
import { loggedIn } from './account';

/**
 * `Announcement.status` is a primitive `int` in the backend: a body without it binds 0 (visible), on creation
 * and on every edit. The contract only knows 0 and 1, so the mock refuses other values instead of storing an
 * announcement no list could answer.
 */
function statusOf(body: JsonObject): 0 | 1 {
  const status = intField(body, 'status') ?? 0;
  if (status !== 0 && status !== 1) throw new ApiFailure(400, messages.announcementStatusInvalid);
  return status;
}

/**
 * The publisher. The backend saves the `uid` the client sends (hoj-vue sends the logged-in admin's; one that is
 * no user breaks the foreign key). Without one it would save null and then never list the announcement (the
 * lists join the publisher); the mock takes the caller instead, so a client that omits it still sees its
 * announcement.
 */
function publisherOf(body: JsonObject, caller: UserRow): string {
  const uid = stringField(body, 'uid');
  if (uid === null) return caller.uid;
  if (!userByUid(uid)) throw integrityViolation();
  return uid;
}

export const adminAnnouncementHandlers = [
  // Every site announcement, hidden ones too; root only through x-permissions (announcement_admin).
  operation('getAdminAnnouncementList', 'required', ({ url }) => {
    const page = pageParams(url, { current: 1, size: 10 });
    return { data: toPage(siteAnnouncements(true).map(toAnnouncementVO), page) };
  }),

  // Needs role root and announcement_admin (x-roles + x-permissions). The body is saved as sent.
  operation('addAdminAnnouncement', 'required', async ({ request, caller }) => {
    const body = await readObject(request);
    const title = stringField(body, 'title');
    const uid = publisherOf(body, loggedIn(caller));
    const status = statusOf(body);
    if (title === null) throw integrityViolation();
    const now = clock.now();
    const row: AnnouncementRow = {
      id: nextId('announcements'),
      title,
      // The column may be null, but the contract's AnnouncementVO requires content: the mock stores it empty.
      content: stringField(body, 'content') ?? '',
      uid,
      status,
      gid: intField(body, 'gid'),
      gmtCreate: now,
      gmtModified: now,
    };
    db.announcements.push(row);
    return { data: null };
  }),

  // MyBatis-Plus `updateById`: the fields sent non-null change (and `status`, see statusOf).
  operation('updateAdminAnnouncement', 'required', async ({ request }) => {
    const body = await readObject(request);
    const id = intField(body, 'id');
    const row = db.announcements.find((a) => a.id === id);
    if (!row) throw new ApiFailure(400, messages.updateFailed);
    const status = statusOf(body);
    const title = stringField(body, 'title');
    const content = stringField(body, 'content');
    const uid = stringField(body, 'uid');
    const gid = intField(body, 'gid');
    if (uid !== null && !userByUid(uid)) throw integrityViolation();
    row.title = title ?? row.title;
    row.content = content ?? row.content;
    row.uid = uid ?? row.uid;
    row.gid = gid ?? row.gid;
    row.status = status;
    row.gmtModified = clock.now();
    return { data: null };
  }),

  operation('deleteAdminAnnouncement', 'required', ({ url }) => {
    const aid = requiredIntParam(url, 'aid');
    const index = db.announcements.findIndex((a) => a.id === aid);
    if (index < 0) throw new ApiFailure(400, messages.deleteFailed);
    db.announcements.splice(index, 1);
    return { data: null };
  }),
];
