import { userByUsername } from '../store/schema/accounts';
import { DAY, HOUR } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import type { AnnouncementRow } from '../store/schema/announcements';

interface AnnouncementDraft {
  gid: number;
  author: string;
  title: string;
  content: string;
  /** 1: hidden, only the group's admins see it. */
  status: 0 | 1;
  age: number;
}

/** The groups' announcements (the `announcement` rows with a `gid`), by group. */
const drafts: AnnouncementDraft[] = [
  {
    gid: 1,
    author: 'admin',
    title: '本周六周测安排',
    content: `本周六 **14:00–16:00** 周测，ACM 赛制，题目 6 道。

- 比赛在「比赛」标签页的「算法小组周测」中进行；
- 赛后 30 分钟在实验楼 501 讲评。`,
    status: 0,
    age: 2 * DAY,
  },
  {
    gid: 1,
    author: 'jedediah44',
    title: '专题训练：最短路',
    content: `本周专题为最短路：Dijkstra、SPFA 与 Floyd。

请在周三讲评前完成训练中的前四题，复杂度要求 $O((n + m) \\log n)$。`,
    status: 0,
    age: 9 * DAY,
  },
  {
    gid: 1,
    author: 'admin',
    title: '寒假集训名单（草稿）',
    content: '名单确认后再公开，请勿外传。',
    status: 1,
    age: 3 * HOUR,
  },
  {
    gid: 2,
    author: 'alice',
    title: '第 6 次活动：用 itertools 写排列组合',
    content: `周四 19:00，实验楼 305。

带上电脑，我们会现场写 \`itertools.permutations\` 和 \`combinations\` 的小练习。`,
    status: 0,
    age: 1 * DAY,
  },
  {
    gid: 2,
    author: 'destinee58',
    title: 'Welcome, new members!',
    content: 'Start with the problems tagged **入门** and ask anything in the group discussions.',
    status: 0,
    age: 30 * DAY,
  },
  {
    gid: 3,
    author: 'problemadmin',
    title: '第 8 周上机作业',
    content: `本周作业：循环与数组，共 5 题，**周日 23:59** 截止。

迟交的作业不计入平时成绩。`,
    status: 0,
    age: 4 * DAY,
  },
  {
    gid: 3,
    author: 'alice',
    title: '期中上机考试说明',
    content: `考试时间：第 10 周周二 14:00–15:40。

- 只能使用本人账号；
- 允许查阅纸质资料，不允许上网搜索。`,
    status: 0,
    age: 12 * HOUR,
  },
  {
    gid: 4,
    author: 'cleveland_herm',
    title: 'Chapter 5: segment trees',
    content: 'This week: lazy propagation. Solve the three problems before Sunday.',
    status: 0,
    age: 5 * DAY,
  },
  {
    gid: 5,
    author: 'norris23',
    title: 'Friday round: Codeforces Round 936 (Div. 2)',
    content: 'Virtual start at 22:35. Upsolving thread in the group discussions afterwards.',
    status: 0,
    age: 6 * DAY,
  },
  {
    gid: 6,
    author: 'root',
    title: '校赛命题进度',
    content: '请各位命题人在下周五前提交题面初稿与标程。',
    status: 0,
    age: 7 * DAY,
  },
];

/** The group announcements, with ids after the site's (`firstId`). */
export function seedGroupAnnouncements(ctx: SeedContext, firstId: number): AnnouncementRow[] {
  return drafts.map((draft, index) => {
    const author = userByUsername(draft.author);
    if (!author) throw new Error(`the group announcement seed needs ${draft.author}`);
    const created = ctx.ago(draft.age);
    return {
      id: firstId + index,
      title: draft.title,
      content: draft.content,
      uid: author.uid,
      status: draft.status,
      gid: draft.gid,
      gmtCreate: created,
      gmtModified: created,
    };
  });
}
