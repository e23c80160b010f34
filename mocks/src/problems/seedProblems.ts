import { DAY, HOUR } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import type { ProblemDifficulty, ProblemRow } from './tables';

export const FIRST_PROBLEM_ID = 1001;

const titles = [
  'A + B Problem',
  '回文字符串',
  'Fibonacci Again',
  '最短路径',
  'Binary Search Tree',
  '括号匹配',
  'Prime Sieve',
  '背包问题',
  'Matrix Multiplication',
  '最长公共子序列',
  'Graph Coloring',
  '约瑟夫环',
  'Union Find',
  '区间求和',
  'Topological Order',
  '滑动窗口',
  'Knight Moves',
  '汉诺塔',
  'Big Integer Addition',
  '快速幂',
  'Minimum Spanning Tree',
  '字符串哈希',
  'Segment Tree',
  '二分答案',
  'Dijkstra Revisited',
  '最大子段和',
  'Bracket Sequences',
  '数位统计',
  'Convex Hull',
  '树的直径',
  'Network Flow',
  '欧拉回路',
  'Sudoku Solver',
  '石子合并',
  'Trie Counting',
  '逆序对',
  'Game of Nim',
  '旅行商问题',
  'Suffix Array',
  '八皇后',
] as const;

/**
 * Forty site problems `P1001`–`P1040` (the ids the seeded submissions use), mixed difficulty and rules. Every
 * fifth one is private or in a group, so "public problems only" filters have something to drop. Modification
 * times step back from now, one problem every nine hours, in a scrambled order so ids and recency differ.
 */
export function seedProblems(ctx: SeedContext): ProblemRow[] {
  return titles.map((title, index) => {
    const id = FIRST_PROBLEM_ID + index;
    // 17 and 40 are coprime, so this is a permutation; no faker call, so the other seeds stay as they were.
    const rank = (index * 17) % titles.length;
    const modified = ctx.ago(2 * HOUR + rank * 9 * HOUR);
    return {
      id,
      problemId: `P${id}`,
      title,
      difficulty: (index % 3) as ProblemDifficulty,
      type: index % 4 === 3 ? 1 : 0,
      auth: index % 10 === 4 ? 2 : 1,
      gid: index % 10 === 9 ? 1 : null,
      gmtCreate: ctx.ago(200 * DAY - index * DAY),
      gmtModified: modified,
    };
  });
}
