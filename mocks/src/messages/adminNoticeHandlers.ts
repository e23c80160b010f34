import { userByUid } from '../accounts/tables';
import { ApiFailure, integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import type { BodyOf, BodyReader } from '../http/request';
import { clock } from '../store/clock';
import { runDueNoticePush } from './noticePush';
import { adminNotices, sysNotices, type AdminNoticeRow } from './tables';
import { toAdminSysNoticeVO } from './views';

type NoticeType = AdminNoticeRow['type'];
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
  // Root only (x-roles). Newest first; `type` filters, default page size 5.
  operation('getAdminSysNotice', 'required', ({ query }) => {
    runDueNoticePush();
    const type = query.string('type');
    const rows = adminNotices
      .filter((n) => type === undefined || n.type === type)
      .sort((a, b) => b.gmtCreate.getTime() - a.gmtCreate.getTime() || b.id - a.id);
    return { data: toPage(rows, query.page({ current: 1, size: 5 }), toAdminSysNoticeVO) };
  }),

  // Saved as sent and unpushed; the hourly job (noticePush.ts) delivers it at the next top of the hour.
  operation('addAdminSysNotice', 'required', async (ctx) => {
    const body = await ctx.body();
    const type = typeOf(body, null, messages.addFailed);
    const title = body.string('title');
    if (title === null) throw integrityViolation();
    const recipientUid = type === 'Single' ? body.string('recipientId') : null;
    if (type === 'Single' && (recipientUid === null || !userByUid(recipientUid))) {
      throw new ApiFailure(400, messages.addFailed);
    }
    const now = clock.now();
    adminNotices.insert({
      id: adminNotices.nextId(),
      title,
      content: body.string('content') ?? '',
      type,
      recipientUid,
      adminUid: body.string('adminId') ?? ctx.user.uid,
      state: false,
      gmtCreate: now,
      gmtModified: now,
    });
    return { data: null };
  }),

  // `updateById`: the fields sent non-null change; the boxes join the notice, so delivered copies show the edit.
  operation('updateAdminSysNotice', 'required', async (ctx) => {
    const body = await ctx.body();
    const row = adminNotices.get(body.int('id'));
    if (!row) throw new ApiFailure(400, messages.updateFailed);
    row.type = typeOf(body, row.type, messages.updateFailed);
    row.title = body.string('title') ?? row.title;
    row.content = body.string('content') ?? row.content;
    const recipientUid = body.string('recipientId');
    if (recipientUid !== null) {
      if (!userByUid(recipientUid)) throw new ApiFailure(400, messages.updateFailed);
      row.recipientUid = recipientUid;
    }
    row.gmtModified = clock.now();
    return { data: null };
  }),

  operation('deleteAdminSysNotice', 'required', ({ query }) => {
    const id = query.requiredInt('id');
    if (!adminNotices.delete(id)) throw new ApiFailure(400, messages.deleteFailed);
    // The boxes' inner join finds nothing for a deleted notice, so its copies leave every box.
    for (const copy of sysNotices.where('adminNotice', id)) sysNotices.delete(copy.id);
    return { data: null };
  }),
];
