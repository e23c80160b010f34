import { userByUid } from '../store/schema/accounts';
import { ApiFailure, integrityViolation } from '../http/failure';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import type { BodyOf, BodyReader } from '../http/request';
import { clock } from '../store/clock';
import { runDueNoticePush } from './noticePush';
import { adminNotices, sysNotices, type AdminNoticeRow } from '../store/schema/messages';
import { toAdminSysNoticeVO } from './views';

type NoticeType = AdminNoticeRow['type'];
type NoticeBody = BodyReader<BodyOf<'addAdminSysNotice'>>;

/** AdminNoticeManager's own words when MyBatis-Plus reports that nothing was saved. */
export const noticeMessages = {
  addFailed: '发布失败',
  updateFailed: '更新失败',
  deleteFailed: '删除失败',
} as const;

/** The foreign keys of `admin_sys_notice` (admin and recipient reference `user_info`); null passes. */
const knownOrNull = (uid: string | null): boolean => uid === null || userByUid(uid) !== undefined;
const NOTICE_TYPES: readonly NoticeType[] = ['All', 'Single', 'Admin'];
const isNoticeType = (value: unknown): value is NoticeType => NOTICE_TYPES.includes(value as NoticeType);

/**
 * The backend stores any text as the type; the mock refuses one outside the contract's enum (no list could answer
 * it), in the manager's words for a failed save.
 */
function typeOf(body: NoticeBody, fallback: NoticeType | null, failure: string): NoticeType {
  const type = body.string('type') ?? fallback;
  if (!isNoticeType(type)) throw new ApiFailure(400, failure);
  return type;
}

/**
 * A new notice, saved as sent and unpushed; the hourly job (noticePush.ts) delivers it at the next top of the
 * hour. The backend checks nothing itself: the admin is whoever `adminId` names (none when it is left out), and an
 * unknown admin or recipient breaks the table's foreign keys.
 */
function insertNotice(body: NoticeBody, failure: string): void {
  const type = typeOf(body, null, failure);
  const title = body.string('title');
  if (title === null) throw integrityViolation();
  const recipientUid = type === 'Single' ? body.string('recipientId') : null;
  const adminUid = body.string('adminId');
  if (!knownOrNull(recipientUid) || !knownOrNull(adminUid)) throw integrityViolation();
  const now = clock.now();
  adminNotices.insert({
    id: adminNotices.nextId(),
    title,
    content: body.string('content') ?? '',
    type,
    recipientUid,
    adminUid,
    state: false,
    gmtCreate: now,
    gmtModified: now,
  });
}

/**
 * `updateById`: the fields sent non-null change and gmtModified is filled anew; the boxes join the notice, so
 * delivered copies show the edit.
 */
function updateNotice(row: AdminNoticeRow, body: NoticeBody, failure: string): void {
  const type = typeOf(body, row.type, failure);
  const recipientUid = body.string('recipientId');
  const adminUid = body.string('adminId');
  if (!knownOrNull(recipientUid) || !knownOrNull(adminUid)) throw integrityViolation();
  row.type = type;
  row.title = body.string('title') ?? row.title;
  row.content = body.string('content') ?? row.content;
  row.recipientUid = recipientUid ?? row.recipientUid;
  row.adminUid = adminUid ?? row.adminUid;
  row.gmtModified = clock.now();
}

function saveOrUpdate(body: NoticeBody, failure: string): void {
  const row = adminNotices.get(body.int('id'));
  if (row) updateNotice(row, body, failure);
  else insertNotice(body, failure);
}

export const adminNoticeHandlers = [
  // Root only (x-roles). As AdminSysNoticeMapper.getAdminSysNotice: an inner join on the admin who wrote it (the
  // notices the system writes to one user have none and are not listed), unpushed first, then newest first;
  // `type` filters, default page size 5.
  operation('getAdminSysNotice', 'required', ({ query }) => {
    runDueNoticePush();
    const type = query.string('type');
    const rows = adminNotices
      .filter((n) => n.adminUid !== null && userByUid(n.adminUid) !== undefined)
      .filter((n) => type === undefined || n.type === type)
      .sort(
        (a, b) =>
          Number(a.state) - Number(b.state) || b.gmtCreate.getTime() - a.gmtCreate.getTime() || b.id - a.id,
      );
    return { data: toPage(rows, query.page({ current: 1, size: 5 }), toAdminSysNoticeVO) };
  }),

  // Both save with MyBatis-Plus `saveOrUpdate`, as AdminNoticeManager does: a body naming a stored notice edits
  // it, any other body (no id, or an id that is gone) saves a new notice under a fresh id.
  operation('addAdminSysNotice', 'required', async (ctx) => {
    saveOrUpdate(await ctx.body(), noticeMessages.addFailed);
    return { data: null };
  }),

  operation('updateAdminSysNotice', 'required', async (ctx) => {
    saveOrUpdate(await ctx.body(), noticeMessages.updateFailed);
    return { data: null };
  }),

  operation('deleteAdminSysNotice', 'required', ({ query }) => {
    const id = query.requiredInt('id');
    if (!adminNotices.delete(id)) throw new ApiFailure(400, noticeMessages.deleteFailed);
    // The boxes' inner join finds nothing for a deleted notice, so its copies leave every box.
    for (const copy of sysNotices.where('adminNotice', id)) sysNotices.delete(copy.id);
    return { data: null };
  }),
];
