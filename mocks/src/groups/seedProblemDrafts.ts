import type { ProblemExample } from '@hoj/core/parse/problemExamples';

/** A group problem of the seed, as its group's admin typed it into the group's problem editor. */
export interface GroupProblemDraft {
  gid: number;
  /** What was typed after the group's short name: the display id is both, upper-cased. */
  suffix: string;
  title: string;
  author: string;
  type: 0 | 1;
  /** 1 public in the group, 2 private (a draft), 3 only in the group's contests. */
  auth: 1 | 2 | 3;
  difficulty: 0 | 1 | 2;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  samples: readonly ProblemExample[];
  languages: readonly string[];
  /** Names of site tags. */
  tags: readonly string[];
  timeLimit?: number;
  memoryLimit?: number;
  /** Uploaded case files `1.in`/`1.out` …, or cases typed into the editor. */
  cases: number | readonly ProblemExample[];
  daysAgo: number;
}

const PYTHON_FIRST = ['Python3', 'PyPy3', 'C++', 'Java'];
const CLASSROOM = ['C', 'C++', 'Java', 'Python3'];

/** The Python club's and the class's problems, written in Chinese as those groups write. */
export const chineseProblemDrafts: readonly GroupProblemDraft[] = [
  {
    gid: 2,
    suffix: '01',
    title: '保持顺序的去重',
    author: 'alice',
    type: 0,
    auth: 1,
    difficulty: 0,
    description:
      '给定一个整数序列，删去其中重复出现的数，**只保留每个数第一次出现的位置**，其余数的相对顺序不变。\n\n' +
      '这是兴趣小组第一次活动的练习：试试用 `dict.fromkeys` 或一个 `set` 配合列表来完成。',
    input: '第一行一个整数 $n$（$1 \\le n \\le 10^5$），第二行 $n$ 个整数，绝对值不超过 $10^9$。',
    output: '一行，去重后的序列，数之间用一个空格隔开。',
    hint: '```python\nnums = input().split()\nprint(*dict.fromkeys(nums))\n```\n上面这段代码读入时没有跳过第一行，请自己改正。',
    source: 'Python 编程兴趣小组 · 第 1 次活动',
    samples: [
      { input: '7\n3 1 3 2 1 5 3\n', output: '3 1 2 5\n' },
      { input: '3\n-1 -1 -1\n', output: '-1\n' },
    ],
    languages: PYTHON_FIRST,
    tags: ['入门', '模拟'],
    cases: [
      { input: '7\n3 1 3 2 1 5 3\n', output: '3 1 2 5\n' },
      { input: '3\n-1 -1 -1\n', output: '-1\n' },
      { input: '5\n1 2 3 4 5\n', output: '1 2 3 4 5\n' },
      { input: '6\n1000000000 -1000000000 0 0 1000000000 7\n', output: '1000000000 -1000000000 0 7\n' },
    ],
    daysAgo: 60,
  },
  {
    gid: 2,
    suffix: '02',
    title: '单词频率统计',
    author: 'destinee58',
    type: 0,
    auth: 1,
    difficulty: 1,
    description:
      '输入一段英文文本，统计每个单词出现的次数。单词由连续的英文字母组成，**不区分大小写**（统一转成小写），' +
      '其他字符都视为分隔符。\n\n按出现次数从多到少输出，次数相同的按字典序从小到大输出。',
    input: '若干行文本，总长度不超过 $10^6$ 个字符，以文件结束符结束。',
    output: '每行输出一个单词和它出现的次数，用一个空格隔开。',
    hint: '`collections.Counter` 和 `re.findall(r"[a-z]+", text.lower())` 会很有帮助。',
    source: 'Python 编程兴趣小组 · 第 3 次活动',
    samples: [
      {
        input: 'The quick brown fox jumps over the lazy dog.\nThe dog sleeps.\n',
        output: 'the 3\ndog 2\nbrown 1\nfox 1\njumps 1\nlazy 1\nover 1\nquick 1\nsleeps 1\n',
      },
    ],
    languages: PYTHON_FIRST,
    tags: ['字符串哈希', '排序'],
    cases: 8,
    daysAgo: 41,
  },
  {
    gid: 3,
    suffix: 'A',
    title: '成绩等级',
    author: 'problemadmin',
    type: 0,
    auth: 1,
    difficulty: 0,
    description:
      '《程序设计基础》的期末成绩按下表折算成等级：\n\n' +
      '| 分数 | 等级 |\n| --- | --- |\n| 90–100 | A |\n| 80–89 | B |\n| 70–79 | C |\n| 60–69 | D |\n| 0–59 | E |\n\n' +
      '输入若干个同学的分数，输出每个人的等级。',
    input: '第一行一个整数 $n$（$1 \\le n \\le 100$），接下来 $n$ 行每行一个 $0$ 到 $100$ 之间的整数。',
    output: '$n$ 行，每行一个大写字母。',
    hint: '注意边界：$90$ 分是 A，$89$ 分是 B。',
    source: '2024 级计算机科学 1 班 · 第 2 周上机',
    samples: [{ input: '4\n95\n89\n60\n0\n', output: 'A\nB\nD\nE\n' }],
    languages: CLASSROOM,
    tags: ['入门', '模拟'],
    cases: 5,
    daysAgo: 62,
  },
  {
    gid: 3,
    suffix: 'B',
    title: '打印菱形',
    author: 'alice',
    type: 0,
    auth: 1,
    difficulty: 0,
    description: '输入一个奇数 $n$，用 `*` 打印一个高和宽都是 $n$ 的菱形。每行行末**不要**输出多余的空格。',
    input: '一个奇数 $n$（$1 \\le n \\le 49$）。',
    output: '$n$ 行，组成一个菱形。',
    hint: '先想清楚第 $i$ 行前面有几个空格、有几个 `*`。',
    source: '2024 级计算机科学 1 班 · 第 3 周上机',
    samples: [{ input: '5\n', output: '  *\n ***\n*****\n ***\n  *\n' }],
    languages: CLASSROOM,
    tags: ['入门', '枚举'],
    cases: 6,
    daysAgo: 55,
  },
  {
    gid: 3,
    suffix: 'C',
    title: '约瑟夫环',
    author: 'problemadmin',
    type: 1,
    auth: 3,
    difficulty: 1,
    description:
      '$n$ 个同学围成一圈，从 $1$ 号开始报数，报到 $m$ 的同学出列，下一个同学重新从 $1$ 开始报数，' +
      '直到所有人出列。输出出列的顺序。\n\n本题是期中上机考试的 A 题，按测试点给分。',
    input: '一行两个整数 $n, m$（$1 \\le n, m \\le 1000$）。',
    output: '一行 $n$ 个整数，为出列的编号，用空格隔开。',
    hint: '可以用数组模拟，也可以用链表；$n, m \\le 1000$ 时 $O(nm)$ 足够。',
    source: '2024 级计算机科学 1 班 · 期中上机考试',
    samples: [{ input: '5 3\n', output: '3 1 5 2 4\n' }],
    languages: CLASSROOM,
    tags: ['模拟'],
    cases: 10,
    daysAgo: 8,
  },
  {
    gid: 6,
    suffix: '01',
    title: '校赛 A：签到',
    author: 'problemadmin',
    type: 0,
    auth: 2,
    difficulty: 0,
    description:
      '第十一届校程序设计竞赛的签到题（**验题中，请勿外传**）。\n\n' +
      '给定今年的年份 $y$，输出从第一届校赛（$2016$ 年）到今年一共举办了多少届。',
    input: '一个整数 $y$（$2016 \\le y \\le 2100$）。',
    output: '一个整数。',
    hint: '验题人：admin。已确认无歧义。',
    source: '第十一届校程序设计竞赛（验题）',
    samples: [{ input: '2026\n', output: '11\n' }],
    languages: CLASSROOM,
    tags: ['入门'],
    cases: 3,
    daysAgo: 20,
  },
  {
    gid: 6,
    suffix: '02',
    title: '校赛 E：树上最远的两个宿舍',
    author: 'problemadmin',
    type: 0,
    auth: 1,
    difficulty: 2,
    description:
      '校园里的 $n$ 栋宿舍楼由 $n-1$ 条道路连成一棵树，每条道路有一个长度。求距离最远的两栋宿舍楼之间的距离。',
    input:
      '第一行一个整数 $n$（$2 \\le n \\le 2 \\times 10^5$）。接下来 $n-1$ 行，每行三个整数 $u, v, w$，' +
      '表示 $u$ 和 $v$ 之间有一条长为 $w$（$1 \\le w \\le 10^4$）的道路。',
    output: '一个整数，树的直径。',
    hint: '两次 DFS，或者一次树形 DP。注意答案可能超过 `int`。',
    source: '第十一届校程序设计竞赛（验题）',
    samples: [{ input: '5\n1 2 3\n2 3 4\n2 4 2\n4 5 6\n', output: '12\n' }],
    languages: ['C', 'C++', 'C++ With O2', 'Java'],
    tags: ['DFS', '树形DP'],
    timeLimit: 2000,
    cases: 12,
    daysAgo: 15,
  },
];
