import { userByUsername } from '../store/schema/accounts';
import { DAY, HOUR } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import type { AnnouncementRow } from '../store/schema/announcements';

interface Draft {
  title: string;
  author: 'root' | 'admin';
  age: number;
  status: 0 | 1;
  content: string;
}

const drafts: Draft[] = [
  {
    title: '欢迎来到 HOJ 在线评测系统',
    author: 'root',
    age: 40 * DAY,
    status: 0,
    content: `## 欢迎！

本站提供**题库练习**、**比赛**、**训练**与**讨论**，支持 C、C++、Java、Python 3 等语言。

新手上路：

1. 在右上角注册或登录；
2. 打开「题目」，从难度为「简单」的题开始；
3. 提交后在「评测状态」里查看结果，\`Accepted\` 表示通过。

> 遇到问题请先阅读 [常见问题](/discussion)，再在讨论区提问。
`,
  },
  {
    title: '评测机升级：新增 C++20 与 Python 3.12',
    author: 'admin',
    age: 18 * DAY,
    status: 0,
    content: `评测机已完成升级，新增两种语言：

| 语言 | 编译 / 运行命令 |
| --- | --- |
| C++20 | \`g++ -std=c++20 -O2 -DONLINE_JUDGE main.cpp\` |
| Python 3.12 | \`python3.12 main.py\` |

Java 的栈空间同步调整为 **256 MB**。旧提交不会重新评测。
`,
  },
  {
    title: '关于 OI 赛制部分分的说明',
    author: 'admin',
    age: 9 * DAY,
    status: 0,
    content: `OI 赛制下，每道题按测试点给分。若第 $i$ 个测试点分值为 $s_i$，你通过的测试点集合为 $P$，则该题得分为

$$
\\text{score} = \\sum_{i \\in P} s_i
$$

排行榜默认取**最近一次**提交的得分；比赛设置为「最高分」时取历次提交中的最高分。
`,
  },
  {
    title: 'OI 周赛报名开启',
    author: 'root',
    age: 2 * DAY,
    status: 0,
    content: `本周的 OI 周赛已开放报名，比赛为**保护赛**：任何人都可以查看题目，提交需要输入密码（密码见群公告）。

- 时长 3 小时，共 5 题；
- 允许赛后补题；
- 比赛期间请勿在讨论区公开讨论题解。

祝大家取得好成绩！
`,
  },
  {
    title: '系统维护通知',
    author: 'root',
    age: 20 * HOUR,
    status: 0,
    content: `本周六 **02:00 – 04:00** 进行数据库维护，届时提交会排队，评测结果可能延迟。

维护期间比赛不受影响；如发现异常请联系管理员：\`admin@hoj.test\`。
`,
  },
  {
    title: '【草稿】寒假集训安排',
    author: 'admin',
    age: 2 * HOUR,
    status: 1,
    content: `集训时间与名单尚未确定，**请勿公开**。

- 第一周：图论
- 第二周：动态规划
`,
  },
];

/** Six global announcements: five visible, and the newest one hidden (a draft that must never be listed publicly). */
export function seedAnnouncements(ctx: SeedContext): AnnouncementRow[] {
  return drafts.map((draft, index): AnnouncementRow => {
    const author = userByUsername(draft.author);
    if (!author) throw new Error(`announcements/seed.ts: author ${draft.author} is not seeded`);
    const created = ctx.ago(draft.age);
    return {
      id: index + 1,
      title: draft.title,
      content: draft.content,
      uid: author.uid,
      status: draft.status,
      gid: null,
      gmtCreate: created,
      gmtModified: created,
    };
  });
}
