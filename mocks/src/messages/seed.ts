import { userByUsername, users } from '../store/schema/accounts';
import { commentLikes, comments, replies } from '../store/schema/comments';
import { discussionLikes, discussions } from '../store/schema/discussions';
import { DAY, HOUR } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import {
  MSG_CONTENT_MAX,
  UNREAD_WITHIN,
  contestCommentUrl,
  discussionUrl,
  type AdminNoticeRow,
  type SysNoticeRow,
  type UserMsgRow,
} from '../store/schema/messages';

export interface MessageSeed {
  userMsgs: UserMsgRow[];
  /** Every box row points at one of these (the server joins them): no notice exists without its admin notice. */
  adminNotices: AdminNoticeRow[];
  sysNotices: SysNoticeRow[];
}

type Draft = Omit<UserMsgRow, 'id' | 'state'>;

/** Broadcast notices (admin notices of type All), in every account's box: one old (read), one recent (unread). */
export const sysDrafts = [
  {
    age: 20 * DAY,
    title: '系统维护通知',
    content: '本周六 **02:00–04:00** 评测机升级，期间提交会排队，结束后自动评测。',
  },
  {
    age: 1 * DAY,
    title: 'New judge languages',
    content: 'Python 3.12 and C++20 are now available on every problem. See the [FAQ](/introduction).',
  },
] as const;

/** Personal notices (`Mine`) for alice and bob. */
const mineDrafts: Record<string, readonly { age: number; title: string; content: string }[]> = {
  alice: [
    { age: 30 * DAY, title: '团队申请已通过', content: '你加入团队「算法兴趣小组」的申请已通过，欢迎！' },
    {
      age: 2 * HOUR,
      title: '题解被设为精选',
      content: '你的讨论「线段树模板（区间加、区间求和）」被管理员设为精选。',
    },
  ],
  bob: [
    { age: 12 * DAY, title: '反馈已处理', content: '感谢反馈，1024 的测试数据已修正并重测。' },
    {
      age: 5 * HOUR,
      title: 'Your report was handled',
      content: 'The spam post you reported has been removed.',
    },
  ],
};

/**
 * The message boxes, derived from the discussion seed so every notification points at a real post: comments
 * on someone's discussion, replies, and likes of discussions and comments (never for one's own). System notices
 * go to every demo account, personal ones to alice and bob.
 */
export function seedMessages(ctx: SeedContext): MessageSeed {
  const drafts: Draft[] = [];
  const discussion = (did: number | null) => discussions.get(did);
  const comment = (id: number) => comments.get(id);
  const source = (where: { did: number | null; cid: number | null }) =>
    where.did !== null
      ? { sourceId: where.did, sourceType: 'Discussion' as const, url: discussionUrl(where.did) }
      : { sourceId: where.cid ?? 0, sourceType: 'Contest' as const, url: contestCommentUrl(where.cid ?? 0) };

  for (const c of comments) {
    const post = discussion(c.did);
    if (c.status !== 0 || !post || post.uid === c.fromUid) continue;
    drafts.push({
      recipientUid: post.uid,
      senderUid: c.fromUid,
      action: 'Discuss',
      ...source(c),
      sourceContent: c.content.slice(0, MSG_CONTENT_MAX),
      quoteId: null,
      quoteType: null,
      gmtCreate: c.gmtCreate,
    });
  }

  for (const r of replies) {
    const parent = comment(r.commentId);
    if (!parent || r.toUid === null || r.toUid === r.fromUid) continue;
    // The reply answers the comment when it addresses its author, else the addressee's last earlier reply.
    const answered = replies
      .where('commentId', r.commentId)
      .filter((x) => x.fromUid === r.toUid && x.gmtCreate < r.gmtCreate)
      .sort((a, b) => b.gmtCreate.getTime() - a.gmtCreate.getTime())[0];
    const quote =
      parent.fromUid === r.toUid || !answered
        ? { quoteId: parent.id, quoteType: 'Comment' as const }
        : { quoteId: answered.id, quoteType: 'Reply' as const };
    drafts.push({
      recipientUid: r.toUid,
      senderUid: r.fromUid,
      action: 'Reply',
      ...source(parent),
      sourceContent: r.content.slice(0, MSG_CONTENT_MAX),
      ...quote,
      gmtCreate: r.gmtCreate,
    });
  }

  discussionLikes.all().forEach((like, index) => {
    const post = discussion(like.did);
    if (!post || post.uid === like.uid) return;
    drafts.push({
      recipientUid: post.uid,
      senderUid: like.uid,
      action: 'Like_Post',
      ...source({ did: post.id, cid: null }),
      sourceContent: null,
      quoteId: null,
      quoteType: null,
      gmtCreate: new Date(Math.min(post.gmtCreate.getTime() + (index + 1) * HOUR, ctx.now.getTime())),
    });
  });

  commentLikes.all().forEach((like, index) => {
    const liked = comment(like.cid);
    if (!liked || liked.fromUid === like.uid) return;
    drafts.push({
      recipientUid: liked.fromUid,
      senderUid: like.uid,
      action: 'Like_Discuss',
      ...source(liked),
      sourceContent: null,
      quoteId: null,
      quoteType: null,
      gmtCreate: new Date(Math.min(liked.gmtCreate.getTime() + (index + 1) * HOUR, ctx.now.getTime())),
    });
  });

  const recent = (at: Date) => ctx.now.getTime() - at.getTime() < UNREAD_WITHIN;
  const userMsgs = drafts
    .sort((a, b) => a.gmtCreate.getTime() - b.gmtCreate.getTime())
    .map((draft, index) => ({ id: index + 1, ...draft, state: !recent(draft.gmtCreate) }));

  const admin = userByUsername('admin');
  const demo = ['root', 'admin', 'problemadmin', 'alice', 'bob', 'carol', 'dave'];
  const adminNotices: AdminNoticeRow[] = [];
  const sysNotices: SysNoticeRow[] = [];
  const publish = (notice: Omit<AdminNoticeRow, 'id' | 'gmtModified' | 'state'>): AdminNoticeRow => {
    // Pushed: the hourly job has copied it into the boxes.
    const row = { ...notice, id: adminNotices.length + 1, state: true, gmtModified: notice.gmtCreate };
    adminNotices.push(row);
    return row;
  };
  const deliver = (notice: AdminNoticeRow, recipientUid: string, type: SysNoticeRow['type']) =>
    sysNotices.push({
      id: sysNotices.length + 1,
      recipientUid,
      type,
      adminNoticeId: notice.id,
      state: !recent(notice.gmtCreate),
      gmtCreate: notice.gmtCreate,
    });
  const demoUsers = users.filter((u) => demo.includes(u.username));

  for (const draft of sysDrafts) {
    const notice = publish({
      title: draft.title,
      content: draft.content,
      type: 'All',
      recipientUid: null,
      adminUid: admin?.uid ?? null,
      gmtCreate: ctx.ago(draft.age),
    });
    for (const user of demoUsers) deliver(notice, user.uid, 'Sys');
  }
  for (const user of demoUsers) {
    for (const draft of mineDrafts[user.username] ?? []) {
      // Notices the system writes to one user (a group request accepted, a report handled) have no admin.
      const notice = publish({
        title: draft.title,
        content: draft.content,
        type: 'Single',
        recipientUid: user.uid,
        adminUid: null,
        gmtCreate: ctx.ago(draft.age),
      });
      deliver(notice, user.uid, 'Mine');
    }
  }
  return { userMsgs, adminNotices, sysNotices };
}
