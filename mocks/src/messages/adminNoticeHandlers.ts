import { userByUid } from '../accounts/tables';
import { ApiFailure, integrityViolation } from '../http/failure';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import type { BodyOf, BodyReader } from '../http/request';
import { clock } from '../store/clock';
import { runDueNoticePush } from './noticePush';
import { adminNotices, sysNotices, type AdminNoticeRow } from './tables';
import { toAdminSysNoticeVO } from './views';

type NoticeType = AdminNoticeRow['type'];

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

/** A type outside the contract's enum is refused rather than stored where no list could answer it. */
function typeOf(
  body: BodyReader<BodyOf<'addAdminSysNotice'>>,
  fallback: NoticeType | null,
  failure: string,
): NoticeType {
  const type = body.string('type') ?? fallback;
  if (!isNoticeType(type)) throw new ApiFailure(400, failure);
  return type;
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

  // Saved as sent and unpushed; the hourly job (noticePush.ts) delivers it at the next top of the hour. The
  // backend checks nothing itself: the admin is whoever `adminId` names (none when it is left out), and an
  // unknown admin or recipient breaks the table's foreign keys.
  operation('addAdminSysNotice', 'required', async (ctx) => {
    const body = await ctx.body();
    const type = typeOf(body, null, noticeMessages.addFailed);
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
    return { data: null };
  }),

  // `updateById`: the fields sent non-null change and gmtModified is filled anew; the boxes join the notice, so
  // delivered copies show the edit.
  operation('updateAdminSysNotice', 'required', async (ctx) => {
    const body = await ctx.body();
    const row = adminNotices.get(body.int('id'));
    if (!row) throw new ApiFailure(400, noticeMessages.updateFailed);
    const type = typeOf(body, row.type, noticeMessages.updateFailed);
    const recipientUid = body.string('recipientId');
    const adminUid = body.string('adminId');
    if (!knownOrNull(recipientUid) || !knownOrNull(adminUid)) throw integrityViolation();
    row.type = type;
    row.title = body.string('title') ?? row.title;
    row.content = body.string('content') ?? row.content;
    row.recipientUid = recipientUid ?? row.recipientUid;
    row.adminUid = adminUid ?? row.adminUid;
    row.gmtModified = clock.now();
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
