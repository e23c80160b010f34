import { ApiFailure } from '../http/failure';
import { operation } from '../http/operation';
import { toPage } from '../http/page';
import type { PageRequest, QueryReader } from '../http/request';
import { runDueNoticePush } from './noticePush';
import { sysNotices, userMsgs, type MsgAction, type SysNoticeRow } from '../store/schema/messages';
import { toSysMsgVO, toUserMsgVO } from './views';

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

const userBox = (uid: string, box: UserBox) =>
  userMsgs
    .where('recipient', uid)
    .filter((m) => (boxActions[box] as readonly MsgAction[]).includes(m.action));

/** A box as the hourly notice job has left it by now. */
function noticeBox(uid: string, type: SysNoticeRow['type']): SysNoticeRow[] {
  runDueNoticePush();
  return sysNotices.where('recipient', uid).filter((n) => n.type === type);
}

/** One page as it was, then that page marked read. */
function readPage<R extends { id: number; gmtCreate: Date; state: boolean }, V>(
  rows: R[],
  query: QueryReader<'currentPage' | 'limit'>,
  view: (row: R) => V,
) {
  const answer = toPage(rows.sort(newestFirst), query.page(DEFAULT_PAGE), view);
  const start = (answer.current - 1) * answer.size;
  for (const row of rows.slice(start, start + answer.size)) row.state = true;
  return answer;
}

function userBoxHandler(id: 'getCommentMsg' | 'getReplyMsg' | 'getLikeMsg', box: UserBox) {
  return operation(id, 'required', ({ query, user }) => ({
    data: readPage(userBox(user.uid, box), query, toUserMsgVO),
  }));
}

function noticeBoxHandler(id: 'getSysNotice' | 'getMineNotice', type: SysNoticeRow['type']) {
  return operation(id, 'required', ({ query, user }) => ({
    data: readPage(noticeBox(user.uid, type), query, toSysMsgVO),
  }));
}

const unread = (rows: readonly { state: boolean }[]) => rows.filter((r) => !r.state).length;

export const messageHandlers = [
  operation('getUnreadMsgCount', 'required', ({ user }) => ({
    data: {
      comment: unread(userBox(user.uid, 'comment')),
      reply: unread(userBox(user.uid, 'reply')),
      like: unread(userBox(user.uid, 'like')),
      sys: unread(noticeBox(user.uid, 'Sys')),
      mine: unread(noticeBox(user.uid, 'Mine')),
    },
  })),
  userBoxHandler('getCommentMsg', 'comment'),
  userBoxHandler('getReplyMsg', 'reply'),
  userBoxHandler('getLikeMsg', 'like'),
  noticeBoxHandler('getSysNotice', 'Sys'),
  noticeBoxHandler('getMineNotice', 'Mine'),

  // `type` names the box (MessageKind); with `id` one message goes, without it the whole box. Only the
  // caller's own messages are touched: someone else's id deletes nothing and fails like a missing one.
  operation('cleanMsg', 'required', ({ query, user }) => {
    const type = query.requiredString('type');
    const id = query.int('id');
    const boxes: Record<string, () => { ids: Set<number>; table: typeof userMsgs | typeof sysNotices }> = {
      Discuss: () => ({ ids: new Set(userBox(user.uid, 'comment').map((m) => m.id)), table: userMsgs }),
      Reply: () => ({ ids: new Set(userBox(user.uid, 'reply').map((m) => m.id)), table: userMsgs }),
      Like: () => ({ ids: new Set(userBox(user.uid, 'like').map((m) => m.id)), table: userMsgs }),
      Sys: () => ({ ids: new Set(noticeBox(user.uid, 'Sys').map((m) => m.id)), table: sysNotices }),
      Mine: () => ({ ids: new Set(noticeBox(user.uid, 'Mine').map((m) => m.id)), table: sysNotices }),
    };
    const box = boxes[type]?.();
    if (!box) throw new ApiFailure(400, cleanTexts.unsupported);
    if (id !== undefined) {
      if (!box.ids.has(id)) throw new ApiFailure(400, cleanTexts.missing);
      box.ids = new Set([id]);
    }
    for (const messageId of box.ids) box.table.delete(messageId);
    return { data: null };
  }),
];
