import { users, userByUsername, type UserRow } from '../schema/accounts';
import { DAY, HOUR, MINUTE } from '../clock';

/**
 * The board as the seed writes it: posts with their comments, replies and likes by the demo accounts, and the
 * Q&A of the running contest. The discussions domain seeds the posts and the comments domain the rest, both
 * from these drafts, so counters and ids agree.
 */

/** The discussion board's categories: the five of a stock deployment, plus one this site added. */
export const categoryNames = ['闲聊', '题解', '求助', '建议', '记录', '站务'] as const;
export type CategoryName = (typeof categoryNames)[number];

/** `spammer` stands for a generated ordinary user (see `resolveUser`); every other name is a demo account. */
export type Author = 'root' | 'admin' | 'problemadmin' | 'alice' | 'bob' | 'carol' | 'spammer';

export interface ReplyDraft {
  author: Author;
  to: Author;
  age: number;
  content: string;
}

export interface CommentDraft {
  author: Author;
  age: number;
  content: string;
  likers?: Author[];
  banned?: boolean;
  replies?: ReplyDraft[];
}

export interface DiscussionDraft {
  author: Author;
  category: CategoryName;
  title: string;
  description: string;
  content: string;
  pid?: string;
  age: number;
  views: number;
  likers?: Author[];
  top?: boolean;
  banned?: boolean;
  gid?: number;
  comments?: CommentDraft[];
}

export const discussionDrafts: readonly DiscussionDraft[] = [
  {
    author: 'admin',
    category: '站务',
    title: '讨论区规则（发帖前必读）',
    description: '发帖、评论与题解的基本规则，违规内容会被封禁。',
    content: `欢迎来到讨论区！为了让大家都能高效交流，请遵守以下规则：

1. **比赛进行中**禁止讨论该比赛的题目与解法；
2. 题解请选择「题解」分类并关联题号，代码请放在代码块里：

\`\`\`cpp
#include <bits/stdc++.h>
int main() { /* ... */ }
\`\`\`

3. 求助帖请写清楚题号、思路和提交记录链接；
4. 禁止广告、引战与无意义灌水。

English posts are welcome too.`,
    age: 60 * DAY,
    views: 1532,
    likers: ['alice', 'bob', 'problemadmin'],
    top: true,
    comments: [
      { author: 'bob', age: 59 * DAY, content: '收到，支持！' },
      {
        author: 'alice',
        age: 58 * DAY,
        content: 'Is it fine to post solutions in English?',
        replies: [
          {
            author: 'admin',
            to: 'alice',
            age: 58 * DAY - 2 * HOUR,
            content: 'Of course. 中英文都可以，记得选「题解」分类。',
          },
        ],
      },
    ],
  },
  {
    author: 'carol',
    category: '闲聊',
    title: '大家平时用什么 IDE 写题？',
    description: 'VS Code、CLion 还是 Vim？',
    content: '最近在纠结换编辑器，想听听大家的配置。我目前用 VS Code + Code Runner，调试起来不太方便。',
    age: 30 * DAY,
    views: 245,
    likers: ['bob'],
    comments: [
      { author: 'bob', age: 30 * DAY - 3 * HOUR, content: 'CLion，调试器好用，就是有点吃内存。' },
      { author: 'alice', age: 29 * DAY, content: 'Vim + a tiny Makefile. `make run < in.txt` and done.' },
    ],
  },
  {
    author: 'alice',
    category: '题解',
    title: 'P1001 A+B Problem 题解：注意 long long',
    description: '数据范围到 1e18，int 会溢出。',
    content: `题目看起来很简单，但数据范围是 $|a|, |b| \\le 10^{18}$，两数之和可能超过 \`int\`，要用 \`long long\`。

\`\`\`cpp
#include <cstdio>
int main() {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    printf("%lld\\n", a + b);
    return 0;
}
\`\`\`

时间复杂度 $O(1)$。`,
    pid: 'P1001',
    age: 20 * DAY,
    views: 312,
    likers: ['bob', 'carol', 'root'],
    comments: [
      {
        author: 'bob',
        age: 19 * DAY,
        content: '原来要开 long long，我 WA 了三次 &#128514;',
        likers: ['alice'],
      },
      {
        author: 'root',
        age: 18 * DAY,
        content:
          '补充：和可能达到 $2 \\times 10^{18}$，仍在 `long long` 范围内（约 $9.2 \\times 10^{18}$）。',
        likers: ['alice', 'bob'],
        replies: [{ author: 'alice', to: 'root', age: 18 * DAY - HOUR, content: '感谢站长补充！' }],
      },
      {
        author: 'carol',
        age: 16 * DAY,
        content: 'Python 的话一行就够了：`print(sum(map(int, input().split())))`',
      },
      {
        author: 'spammer',
        age: 15 * DAY,
        content: '加群领取全站题解，QQ 群 123456789',
        banned: true,
      },
    ],
  },
  {
    author: 'alice',
    category: '题解',
    title: '线段树模板（区间加、区间求和）',
    description: '带懒标记的线段树，附注释。',
    content: `区间修改 + 区间查询的标准写法，懒标记在访问子节点前下传。

\`\`\`cpp
const int N = 200005;
long long sum[N << 2], tag[N << 2];

void push_down(int p, int l, int r) {
    int m = (l + r) / 2;
    sum[p * 2] += tag[p] * (m - l + 1);
    sum[p * 2 + 1] += tag[p] * (r - m);
    tag[p * 2] += tag[p];
    tag[p * 2 + 1] += tag[p];
    tag[p] = 0;
}
\`\`\``,
    age: 15 * DAY,
    views: 188,
    likers: ['bob'],
    comments: [{ author: 'bob', age: 14 * DAY, content: 'mark，收藏了。', likers: ['alice'] }],
  },
  {
    author: 'bob',
    category: '建议',
    title: '建议：提交记录页支持按语言筛选',
    description: '想只看 Python 的提交。',
    content: '现在提交记录只能按状态和题号筛选，希望能加一个按语言筛选的选项，方便对比不同语言的运行时间。',
    age: 12 * DAY,
    views: 96,
    likers: ['alice'],
    comments: [
      {
        author: 'admin',
        age: 11 * DAY,
        content: '好建议，已记录到需求列表。',
        replies: [{ author: 'bob', to: 'admin', age: 11 * DAY - HOUR, content: '感谢！' }],
      },
    ],
  },
  {
    author: 'problemadmin',
    category: '站务',
    title: '1024 数据已修正并重测',
    description: '第 7 组数据的答案有误，已修正。',
    content:
      '感谢 @bob 的反馈：1024 第 7 组测试数据的输出有误，现已修正，相关提交已全部重测。给大家带来不便，非常抱歉。',
    pid: 'P1024',
    age: 7 * DAY,
    views: 140,
    likers: ['bob', 'alice'],
  },
  {
    author: 'bob',
    category: '求助',
    title: 'Help: TLE on 1012 with an O(n^2) DP',
    description: 'n = 2e5, my DP times out on test 9.',
    content: `My solution is the straightforward DP below. It passes the samples but gets **Time Limit Exceeded** on test 9.

\`\`\`cpp
for (int i = 1; i <= n; i++)
    for (int j = max(0, i - k); j < i; j++)
        f[i] = max(f[i], f[j] + a[i]);
\`\`\`

Any hints on how to speed it up?`,
    pid: 'P1012',
    age: 5 * DAY,
    views: 87,
    comments: [
      {
        author: 'alice',
        age: 5 * DAY - 2 * HOUR,
        content:
          'The inner loop takes a maximum over a sliding window of size k, so a monotonic queue makes it O(n) overall.',
        likers: ['bob', 'problemadmin'],
        replies: [
          { author: 'bob', to: 'alice', age: 5 * DAY - 3 * HOUR, content: 'Thanks, trying it now.' },
          {
            author: 'problemadmin',
            to: 'bob',
            age: 5 * DAY - 4 * HOUR,
            content: '另外注意题面里 k 可能为 0，这时只能从 f[i-1] 转移。',
          },
          { author: 'bob', to: 'problemadmin', age: 5 * DAY - 5 * HOUR, content: 'AC 了，感谢两位！' },
          { author: 'alice', to: 'bob', age: 5 * DAY - 6 * HOUR, content: '&#128077;' },
        ],
      },
      { author: 'admin', age: 4 * DAY, content: '求助帖请附上提交记录链接，方便大家定位问题。' },
    ],
  },
  {
    author: 'bob',
    category: '求助',
    title: 'How do I read input until EOF in Python?',
    description: 'The problem gives no count of test cases.',
    content:
      'Some problems end the input with EOF instead of a count. What is the idiomatic way in Python 3?',
    age: 3 * DAY,
    views: 54,
    comments: [
      {
        author: 'alice',
        age: 3 * DAY - HOUR,
        content:
          '```python\nimport sys\nfor line in sys.stdin:\n    a, b = map(int, line.split())\n    print(a + b)\n```',
        likers: ['bob'],
      },
    ],
  },
  {
    author: 'root',
    category: '题解',
    title: 'CF Round 复盘：E 题的 bitset 优化',
    description: 'O(n^3 / 64) 也能过 n = 2000。',
    content: `E 题朴素做法是 $O(n^3)$，用 \`std::bitset\` 把内层循环压成按位与之后，复杂度降到 $O(n^3 / w)$，$w = 64$。

> Tip: \`bitset::count()\` is fast, but avoid \`to_string()\` in the hot loop.`,
    age: 2 * DAY,
    views: 203,
    likers: ['alice', 'bob', 'problemadmin', 'admin'],
  },
  {
    author: 'alice',
    category: '闲聊',
    title: 'OI 周赛 #12 赛后交流',
    description: '比赛结束后再来讨论 T3。',
    content: '周赛结束后大家可以在这里交流思路。**比赛进行中请不要剧透。**',
    age: 1 * DAY,
    views: 33,
    comments: [
      {
        author: 'bob',
        age: 20 * HOUR,
        content: 'T3 的数据好强，卡掉了我的随机化。',
        replies: [
          {
            author: 'problemadmin',
            to: 'bob',
            age: 19 * HOUR,
            content: '数据是我造的 &#128516; 欢迎赛后 hack。',
          },
        ],
      },
    ],
  },
  {
    author: 'bob',
    category: '闲聊',
    title: '今天第一次 AK 了入门赛！',
    description: '纪念一下。',
    content: '坚持刷题三个月，终于在新生入门赛 AK 了，继续加油！',
    age: 10 * HOUR,
    views: 21,
    likers: ['alice', 'admin'],
  },
  {
    author: 'alice',
    category: '求助',
    title: '为什么同样的代码 C++17 AC，C++20 CE？',
    description: '报错和 <ranges> 有关。',
    content:
      '提交 1033，C++17 通过，换成 C++20 编译错误：`error: reference to "views" is ambiguous`。是评测机的问题吗？',
    pid: 'P1033',
    age: 3 * HOUR,
    views: 8,
  },
  {
    author: 'spammer',
    category: '闲聊',
    title: '出售刷题账号，价格私聊',
    description: '低价出售高 AC 数账号。',
    content: '需要的私聊，QQ 123456789。',
    age: 6 * DAY,
    views: 12,
    banned: true,
  },
  {
    author: 'admin',
    category: '闲聊',
    title: '小组周测 第 3 周讨论',
    description: '只对小组成员可见。',
    content: '本周周测的题解整理在小组公告里，有疑问在这里提。',
    age: 2 * DAY,
    views: 9,
    gid: 1,
  },
];

/** Comments on the running contest (id 2, created by root): its Q&A. */
export const contestCommentDrafts: readonly (CommentDraft & { cid: number })[] = [
  {
    cid: 2,
    author: 'alice',
    age: 40 * MINUTE,
    content: 'T2 的输入里 n 可以为 0 吗？',
    replies: [
      { author: 'root', to: 'alice', age: 35 * MINUTE, content: '不会，保证 $1 \\le n \\le 10^5$。' },
    ],
  },
  { cid: 2, author: 'bob', age: 30 * MINUTE, content: 'Is the output case-sensitive for problem C?' },
];

/** A generated ordinary user who posts the banned spam (the first active `default_user` not in the demo). */
function spammer(): UserRow | undefined {
  const demo = new Set<string>(['root', 'admin', 'problemadmin', 'alice', 'bob', 'carol', 'dave']);
  return users.find((u) => !demo.has(u.username) && u.role === 'default_user' && u.status === 0);
}

/** The seeded account behind an author of the drafts. */
export function draftAuthor(author: Author): UserRow {
  const user = author === 'spammer' ? spammer() : userByUsername(author);
  if (!user) throw new Error(`store/seeds/forumDrafts.ts: author ${author} is not seeded`);
  return user;
}
