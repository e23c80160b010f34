import { clock } from '../clock';
import { db, nextId, userByUid } from '../db';
import { readObject, stringField, intField, type JsonObject } from '../http/body';
import { ApiFailure, integrityViolation } from '../http/failure';
import { operation } from '../http/operation';
import { pageParams, requiredIntParam, stringParam, toPage } from '../http/params';
import { messages } from '../messages';
import type { AdminNoticeRow } from '../model';
import { loggedIn } from './account';
import { runDueNoticePush } from './noticePush';

type NoticeType = AdminNoticeRow['type'];
const NOTICE_TYPES: readonly NoticeType[] = ['All', 'Single', 'Admin'];

const isNoticeType = (value: unknown): value is NoticeType => NOTICE_TYPES.includes(value as NoticeType);

/** A type outside the contract's enum is refused rather than stored where no list could answer it. */
function typeOf(body: JsonObject, fallback: NoticeType | null, failure: string): NoticeType {
  const type = stringField(body, 'type') ?? fallback;
  if (!isNoticeType(type)) throw new ApiFailure(400, failure);
  return type;
}

function toAdminSysNoticeVO(row: AdminNoticeRow) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    state: row.state,
    adminUsername: row.adminUid ? (userByUid(row.adminUid)?.username ?? null) : null,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}

export const adminNoticeHandlers = [
  // Root only (x-roles). Newest first; `type` filters, default page size 5.
  operation('getAdminSysNotice', 'required', ({ url }) => {
    runDueNoticePush();
    const page = pageParams(url, { current: 1, size: 5 });
    const type = stringParam(url, 'type');
    const rows = db.adminNotices
      .filter((n) => type === undefined || n.type === type)
      .sort((a, b) => b.gmtCreate.getTime() - a.gmtCreate.getTime() || b.id - a.id);
    return { data: toPage(rows.map(toAdminSysNoticeVO), page) };
  }),

  // Saved as sent and unpushed; the hourly job (noticePush.ts) delivers it at the next top of the hour.
  operation('addAdminSysNotice', 'required', async ({ request, caller }) => {
    const body = await readObject(request);
    const admin = loggedIn(caller);
    const type = typeOf(body, null, messages.addFailed);
    const title = stringField(body, 'title');
    if (title === null) throw integrityViolation();
    const recipientUid = type === 'Single' ? stringField(body, 'recipientId') : null;
    if (type === 'Single' && (recipientUid === null || !userByUid(recipientUid))) {
      throw new ApiFailure(400, messages.addFailed);
    }
    const adminUid = stringField(body, 'adminId') ?? admin.uid;
    const now = clock.now();
    const row: AdminNoticeRow = {
      id: nextId('adminNotices'),
      title,
      content: stringField(body, 'content') ?? '',
      type,
      recipientUid,
      adminUid,
      state: false,
      gmtCreate: now,
      gmtModified: now,
    };
    db.adminNotices.push(row);
    return { data: null };
  }),

  // `updateById`: the fields sent non-null change; the boxes join the notice, so delivered copies show the edit.
  operation('updateAdminSysNotice', 'required', async ({ request }) => {
    const body = await readObject(request);
    const id = intField(body, 'id');
    const row = db.adminNotices.find((n) => n.id === id);
    if (!row) throw new ApiFailure(400, messages.updateFailed);
    row.type = typeOf(body, row.type, messages.updateFailed);
    row.title = stringField(body, 'title') ?? row.title;
    row.content = stringField(body, 'content') ?? row.content;
    const recipientUid = stringField(body, 'recipientId');
    if (recipientUid !== null) {
      if (!userByUid(recipientUid)) throw new ApiFailure(400, messages.updateFailed);
      row.recipientUid = recipientUid;
    }
    row.gmtModified = clock.now();
    return { data: null };
  }),

  operation('deleteAdminSysNotice', 'required', ({ url }) => {
    const id = requiredIntParam(url, 'id');
    const index = db.adminNotices.findIndex((n) => n.id === id);
    if (index < 0) throw new ApiFailure(400, messages.deleteFailed);
    db.adminNotices.splice(index, 1);
    // The boxes' inner join finds nothing for a deleted notice, so its copies leave every box.
    db.sysNotices = db.sysNotices.filter((n) => n.adminNoticeId !== id);
    return { data: null };
  }),
];
