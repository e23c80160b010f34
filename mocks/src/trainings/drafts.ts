import type { TrainingAuth } from '@generated/model/index';

/** A seeded category: the colours are the chip backgrounds the portal's training list shows. */
export interface CategoryDraft {
  name: string;
  color: string;
}

export const categoryDrafts: readonly CategoryDraft[] = [
  { name: '入门', color: '#19be6b' },
  { name: '数据结构', color: '#2d8cf0' },
  { name: '算法', color: '#ff9900' },
  { name: '专题集训', color: '#ed4014' },
];

/** A seeded training: its category by name, its problems by display id in training order. */
export interface TrainingDraft {
  title: string;
  description: string;
  author: 'root' | 'admin' | 'problemadmin';
  auth: TrainingAuth;
  privatePwd?: string;
  status?: false;
  category: string;
  problems: readonly string[];
  /** Demo accounts registered for a private training. */
  registered?: readonly string[];
  /** Days since the last change. */
  age: number;
}

/**
 * The site's trainings in list order (rank 10, 20, …): the beginner sets first, then data structures,
 * algorithms and the squad's private set; the number-theory set is still a hidden draft.
 */
export const trainingDrafts: readonly TrainingDraft[] = [
  {
    title: '入门：顺序结构',
    description: `从最简单的输入输出开始：读入数据、计算、按格式输出。

- 熟悉 **C/C++、Java、Python** 中标准输入输出的写法
- 注意多组数据读到文件结束（EOF）的处理
- 提交前先用样例在本地测试

> 做完这一组，你应该能独立写出任何“读入—计算—输出”的程序。`,
    author: 'root',
    auth: 'Public',
    category: '入门',
    problems: ['P1001', 'HDU-1000', 'POJ-1000', 'AC-abc100_a', 'CF-1A'],
    age: 120,
  },
  {
    title: '入门：循环与递归',
    description: `循环和递归是一切算法的基础。本题单从斐波那契数列、约瑟夫环到汉诺塔，逐步练习：

1. 用循环代替重复的代码
2. 写出递归的**边界条件**和**递推关系**
3. 估算递归的调用次数，体会 $O(2^n)$ 与 $O(n)$ 的差别`,
    author: 'root',
    auth: 'Public',
    category: '入门',
    problems: ['P1003', 'P1012', 'P1018', 'P1007', 'P1019'],
    age: 95,
  },
  {
    title: 'Data structures I: stacks, queues and disjoint sets',
    description: `The containers every contest solution leans on.

| problem | structure |
| --- | --- |
| 括号匹配 | stack |
| 滑动窗口 | monotonic deque |
| Union Find | disjoint set union with path compression |
| 区间求和 | prefix sums, then a Fenwick tree |

Finish with **Segment Tree** once the others are green.`,
    author: 'problemadmin',
    auth: 'Public',
    category: '数据结构',
    problems: ['P1006', 'P1016', 'P1013', 'P1014', 'P1023'],
    age: 60,
  },
  {
    title: 'Dynamic programming basics',
    description: `Define the state, write the transition, pick the order of evaluation.

- 0/1 knapsack and its one-dimensional array trick
- maximum subarray sum in $O(n)$
- interval DP on merging stones
- digit DP for counting

Each problem's hint names the state it expects; try without it first.`,
    author: 'root',
    auth: 'Public',
    category: '算法',
    problems: ['P1008', 'P1026', 'P1034', 'P1028', 'P1027'],
    age: 41,
  },
  {
    title: 'Graph theory I',
    description: `Shortest paths, spanning trees and traversals on graphs of up to $10^5$ vertices.

Start with breadth-first search (**Knight Moves**), then Dijkstra with a binary heap, Kruskal with a disjoint set,
and finish with Euler circuits and a first taste of maximum flow.`,
    author: 'admin',
    auth: 'Public',
    category: '算法',
    problems: ['P1017', 'P1004', 'P1021', 'P1011', 'P1032', 'P1031'],
    age: 23,
  },
  {
    title: '搜索与回溯',
    description: `深度优先搜索加剪枝：数独、迷宫、旅行商。

重点练习**可行性剪枝**与**最优性剪枝**，并学会用位运算压缩状态。`,
    author: 'problemadmin',
    auth: 'Public',
    category: '算法',
    problems: ['HDU-1010', 'P1033', 'P1038', 'P1036'],
    age: 12,
  },
  {
    title: '校队集训：字符串专题',
    description: `校队周六集训使用，密码在群公告中。

内容：回文串、字符串哈希、后缀数组。每道题请在集训结束前提交，赛后统一讲评。`,
    author: 'root',
    auth: 'Private',
    privatePwd: 'hoj-strings',
    category: '专题集训',
    problems: ['P1002', 'P1022', 'P1039'],
    registered: ['alice'],
    age: 5,
  },
  {
    title: 'Number theory and games (draft)',
    description: `Still being put together: fast exponentiation, matrix powers, binary search on the answer and Nim.

Hidden until the editorial for every problem is written.`,
    author: 'problemadmin',
    auth: 'Public',
    status: false,
    category: '专题集训',
    problems: ['P1009', 'P1024', 'P1037'],
    age: 2,
  },
];
