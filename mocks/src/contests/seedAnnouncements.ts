import { userByUsername } from '../store/schema/accounts';
import { HOUR, MINUTE } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import type { ContestAnnouncementRow } from '../store/schema/contests';

interface Draft {
  cid: number;
  title: string;
  author: 'root' | 'admin';
  age: number;
  status: 0 | 1;
  content: string;
}

/**
 * Announcements of the seeded contests (ids as `seedContests.ts` hands them out): the running ACM contest has
 * two visible ones and a hidden draft, so the contestants' pop-up and the back office's list differ; the ended
 * OI contest has one, the ended private ACM contest two (one while it ran, one after it).
 */
const drafts: Draft[] = [
  {
    cid: 2,
    title: 'B 题样例说明更正',
    author: 'root',
    age: 40 * MINUTE,
    status: 0,
    content: 'B 题第二组样例的输出应为 `3`，题面已更正，**已提交的代码不受影响**。',
  },
  {
    cid: 2,
    title: '封榜提醒',
    author: 'root',
    age: 20 * MINUTE,
    status: 0,
    content: '比赛最后一小时封榜，封榜后的提交结果在赛后公布。',
  },
  {
    cid: 2,
    title: '赛后题解安排（草稿）',
    author: 'admin',
    age: 10 * MINUTE,
    status: 1,
    content: '题解将在比赛结束后一小时内发布在讨论区。',
  },
  {
    cid: 1,
    title: '成绩已公布',
    author: 'admin',
    age: 9 * 24 * HOUR,
    status: 0,
    content: '本次比赛按最高分计分，获奖名单见排行榜。',
  },
  {
    cid: 8,
    title: 'C 题数据范围说明',
    author: 'admin',
    age: 6 * 24 * HOUR + 3 * HOUR,
    status: 0,
    content: 'C 题中 $n \\le 10^7$，请注意内存限制，**不需要**输出质数本身。',
  },
  {
    cid: 8,
    title: '滚榜与颁奖安排',
    author: 'admin',
    age: 6 * 24 * HOUR - 30 * MINUTE,
    status: 0,
    content: '封榜后的结果将在颁奖典礼上滚榜公布，打星队伍不参与排名。',
  },
];

export function seedContestAnnouncements(ctx: SeedContext): ContestAnnouncementRow[] {
  return drafts.map((draft, index): ContestAnnouncementRow => {
    const { author, age, ...rest } = draft;
    const publisher = userByUsername(author);
    if (!publisher) throw new Error(`contests/seedAnnouncements.ts: author ${author} is not seeded`);
    const created = ctx.ago(age);
    return { ...rest, id: index + 1, uid: publisher.uid, gmtCreate: created, gmtModified: created };
  });
}
