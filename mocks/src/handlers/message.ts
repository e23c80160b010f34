import type { SysMsgVO, UserMsgVO } from '@generated/model/index';
import { db, userByUid } from '../db';
import { jacksonDate } from '../format';
import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { intParam, pageParams, requiredStringParam, toPage, type PageRequest } from '../http/params';
import type { MsgAction, SysNoticeRow, UserMsgRow } from '../model';
import { runDueNoticePush } from './noticePush';
import { loggedIn } from './account';

/**
 * The message centre (`/api/msg/**`, login required). Each list answers a page, newest first, showing the
 * records as they were (unread ones still `state: false`) and then marks that page read, as the backend does.
 * The backend's default page size is 5.
 */
const DEFAULT_PAGE: PageRequest = { current: 1, size: 5 };

/** The service's refusals of `cleanMsg` (Chinese, like the backend's). */
export const cleanTexts = {
  unsupported: '清空失败，不支持该类型消息的清空！',
  missing: '删除失败，该消息不存在！',
};

/** Which notification actions each user box holds. */
const boxActions = {
  comment: ['Discuss'],
  reply: ['Reply'],
  like: ['Like_Post', 'Like_Discuss'],
} as const satisfies Record<string, readonly MsgAction[]>;

type UserBox = keyof typeof boxActions;

const newestFirst = (a: { gmtCreate: Date; id: number }, b: { gmtCreate: Date; id: number }) =>
  b.gmtCreate.getTime() - a.gmtCreate.getTime() || b.id - a.id;

function sourceTitle(row: UserMsgRow): string | null {
  if (row.sourceType === 'Discussion')
    return db.discussions.find((d) => d.id === row.sourceId)?.title ?? null;
  return db.contests.find((c) => c.id === row.sourceId)?.title ?? null;
}

function quoteContent(row: UserMsgRow): string | null {
  if (row.quoteType === 'Comment') return db.comments.find((c) => c.id === row.quoteId)?.content ?? null;
  if (row.quoteType === 'Reply') return db.replies.find((r) => r.id === row.quoteId)?.content ?? null;
  return null;
}

/** The backend joins the sender and the source at read time: a renamed title shows its new name. */
function toUserMsgVO(row: UserMsgRow): UserMsgVO {
  const sender = userByUid(row.senderUid);
  return {
    id: row.id,
    action: row.action,
    sourceId: row.sourceId,
    sourceType: row.sourceType,
    sourceTitle: sourceTitle(row),
    sourceContent: row.sourceContent,
    quoteId: row.quoteId,
    quoteType: row.quoteType,
    quoteContent: quoteContent(row),
    url: row.url,
    state: row.state,
    senderId: row.senderUid,
    senderUsername: sender?.username ?? null,
    senderAvatar: sender?.avatar ?? null,
    gmtCreate: jacksonDate(row.gmtCreate),
  };
}

/** Box rows of admin notices read the notice's current title and text, as the backend's join does. */
function toSysMsgVO(row: SysNoticeRow): SysMsgVO {
  const notice =
    row.adminNoticeId === null ? undefined : db.adminNotices.find((n) => n.id === row.adminNoticeId);
  return {
    id: row.id,
    title: notice?.title ?? row.title,
    content: notice?.content ?? row.content,
    adminId: notice?.adminUid ?? row.adminId,
    type: row.type,
    state: row.state,
    gmtCreate: jacksonDate(row.gmtCreate),
  };
}

const userBox = (uid: string, box: UserBox) =>
  db.userMsgs.filter(
    (m) => m.recipientUid === uid && (boxActions[box] as readonly MsgAction[]).includes(m.action),
  );

/** A box as the hourly notice job has left it by now. */
function noticeBox(uid: string, type: SysNoticeRow['type']): SysNoticeRow[] {
  runDueNoticePush();
  return db.sysNotices.filter((n) => n.recipientUid === uid && n.type === type);
}

/** One page as it was, then that page marked read. */
function readPage<R extends { id: number; gmtCreate: Date; state: boolean }, V>(
  rows: R[],
  url: URL,
  view: (row: R) => V,
) {
  const page = toPage([...rows].sort(newestFirst), pageParams(url, DEFAULT_PAGE));
  const shown = page.records;
  const answer = { ...page, records: shown.map(view) };
  for (const row of shown) row.state = true;
  return answer;
}

function userBoxHandler(id: 'getCommentMsg' | 'getReplyMsg' | 'getLikeMsg', box: UserBox) {
  return operation(id, 'required', ({ url, caller }) => {
    const user = loggedIn(caller);
    return { data: readPage(userBox(user.uid, box), url, toUserMsgVO) };
  });
}

function noticeBoxHandler(id: 'getSysNotice' | 'getMineNotice', type: SysNoticeRow['type']) {
  return operation(id, 'required', ({ url, caller }) => {
    const user = loggedIn(caller);
    return { data: readPage(noticeBox(user.uid, type), url, toSysMsgVO) };
  });
}

const unread = (rows: readonly { state: boolean }[]) => rows.filter((r) => !r.state).length;

export const messageHandlers = [
  operation('getUnreadMsgCount', 'required', ({ caller }) => {
    const user = loggedIn(caller);
    return {
      data: {
        comment: unread(userBox(user.uid, 'comment')),
        reply: unread(userBox(user.uid, 'reply')),
        like: unread(userBox(user.uid, 'like')),
        sys: unread(noticeBox(user.uid, 'Sys')),
        mine: unread(noticeBox(user.uid, 'Mine')),
      },
    };
  }),

  userBoxHandler('getCommentMsg', 'comment'),
  userBoxHandler('getReplyMsg', 'reply'),
  userBoxHandler('getLikeMsg', 'like'),
  noticeBoxHandler('getSysNotice', 'Sys'),
  noticeBoxHandler('getMineNotice', 'Mine'),

  // `type` names the box (MessageKind); with `id` one message goes, without it the whole box. Only the
  // caller's own messages are touched: someone else's id deletes nothing and fails like a missing one.
  operation('cleanMsg', 'required', ({ url, caller }) => {
    const user = loggedIn(caller);
    const type = requiredStringParam(url, 'type');
    const id = intParam(url, 'id');
    const boxes: Record<string, () => { ids: Set<number>; table: 'userMsgs' | 'sysNotices' }> = {
      Discuss: () => ({ ids: new Set(userBox(user.uid, 'comment').map((m) => m.id)), table: 'userMsgs' }),
      Reply: () => ({ ids: new Set(userBox(user.uid, 'reply').map((m) => m.id)), table: 'userMsgs' }),
      Like: () => ({ ids: new Set(userBox(user.uid, 'like').map((m) => m.id)), table: 'userMsgs' }),
      Sys: () => ({ ids: new Set(noticeBox(user.uid, 'Sys').map((m) => m.id)), table: 'sysNotices' }),
      Mine: () => ({ ids: new Set(noticeBox(user.uid, 'Mine').map((m) => m.id)), table: 'sysNotices' }),
    };
    const box = boxes[type]?.();
    if (!box) throw new ApiFailure(400, cleanTexts.unsupported);
    if (id !== undefined) {
      if (!box.ids.has(id)) throw new ApiFailure(400, cleanTexts.missing);
      box.ids = new Set([id]);
    }
    if (box.table === 'userMsgs') db.userMsgs = db.userMsgs.filter((m) => !box.ids.has(m.id));
    else db.sysNotices = db.sysNotices.filter((n) => !box.ids.has(n.id));
    return { data: null };
  }),
];
