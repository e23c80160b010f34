import { DAY } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import type { TagClassificationRow, TagRow } from '../store/schema/problems';

interface ClassificationDraft {
  name: string;
  oj: string;
  rank: number;
}

/** Classifications of the site's own tags (`ME`), plus one of Codeforces so the `oj` filter has work to do. */
const classificationDrafts: readonly ClassificationDraft[] = [
  { name: '基础算法', oj: 'ME', rank: 1 },
  { name: '搜索', oj: 'ME', rank: 2 },
  { name: '动态规划', oj: 'ME', rank: 3 },
  { name: '图论', oj: 'ME', rank: 4 },
  { name: '数学', oj: 'ME', rank: 5 },
  { name: '字符串', oj: 'ME', rank: 6 },
  { name: '数据结构', oj: 'ME', rank: 7 },
  { name: 'Codeforces 常用', oj: 'CF', rank: 1 },
];

interface TagDraft {
  name: string;
  color: string;
  /** Name of its classification (same judge); null for an unclassified tag. */
  classification: string | null;
  oj?: string;
  gid?: number;
}

const blue = '#409eff';
const green = '#67c23a';
const orange = '#e6a23c';
const red = '#f56c6c';
const grey = '#909399';
const purple = '#8e44ad';
const teal = '#19be6b';

const tagDrafts: readonly TagDraft[] = [
  { name: '模拟', color: grey, classification: '基础算法' },
  { name: '贪心', color: green, classification: '基础算法' },
  { name: '二分', color: blue, classification: '基础算法' },
  { name: '排序', color: grey, classification: '基础算法' },
  { name: '前缀和', color: teal, classification: '基础算法' },
  { name: '枚举', color: grey, classification: '基础算法' },
  { name: 'DFS', color: orange, classification: '搜索' },
  { name: 'BFS', color: orange, classification: '搜索' },
  { name: '记忆化搜索', color: orange, classification: '搜索' },
  { name: '动态规划', color: red, classification: '动态规划' },
  { name: '背包', color: red, classification: '动态规划' },
  { name: '区间DP', color: red, classification: '动态规划' },
  { name: '树形DP', color: red, classification: '动态规划' },
  { name: '状压DP', color: red, classification: '动态规划' },
  { name: '最短路', color: purple, classification: '图论' },
  { name: '最小生成树', color: purple, classification: '图论' },
  { name: '拓扑排序', color: purple, classification: '图论' },
  { name: '二分图', color: purple, classification: '图论' },
  { name: '数论', color: blue, classification: '数学' },
  { name: '组合数学', color: blue, classification: '数学' },
  { name: '快速幂', color: blue, classification: '数学' },
  { name: '高精度', color: blue, classification: '数学' },
  { name: 'KMP', color: teal, classification: '字符串' },
  { name: '字典树', color: teal, classification: '字符串' },
  { name: '字符串哈希', color: teal, classification: '字符串' },
  { name: '栈', color: green, classification: '数据结构' },
  { name: '并查集', color: green, classification: '数据结构' },
  { name: '线段树', color: green, classification: '数据结构' },
  { name: '树状数组', color: green, classification: '数据结构' },
  { name: '单调队列', color: green, classification: '数据结构' },
  // Unclassified site tags.
  { name: '入门', color: grey, classification: null },
  { name: 'NOIP', color: orange, classification: null },
  // Remote judges' tags.
  { name: 'greedy', color: green, classification: 'Codeforces 常用', oj: 'CF' },
  { name: 'dp', color: red, classification: 'Codeforces 常用', oj: 'CF' },
  { name: 'math', color: blue, classification: 'Codeforces 常用', oj: 'CF' },
  { name: 'constructive algorithms', color: grey, classification: null, oj: 'CF' },
  { name: '搜索', color: orange, classification: null, oj: 'HDU' },
  // A group's own tag: never in the site-wide lists.
  { name: '小组周测', color: grey, classification: null, gid: 1 },
  // More remote judges' tags (names are unique per judge, not across judges).
  { name: 'brute force', color: grey, classification: null, oj: 'CF' },
  { name: '入门', color: grey, classification: null, oj: 'HDU' },
  { name: 'implementation', color: grey, classification: null, oj: 'GYM' },
  { name: '入门', color: grey, classification: null, oj: 'POJ' },
  { name: 'ABC', color: blue, classification: null, oj: 'AC' },
  { name: 'basics', color: grey, classification: null, oj: 'SPOJ' },
];

export function seedTagClassifications(ctx: SeedContext): TagClassificationRow[] {
  const created = ctx.ago(300 * DAY);
  return classificationDrafts.map((draft, index) => ({
    id: index + 1,
    ...draft,
    gmtCreate: created,
    gmtModified: created,
  }));
}

/** About forty tags: the common algorithm families of a judge site, classified, with colours. */
export function seedTags(ctx: SeedContext, classifications: readonly TagClassificationRow[]): TagRow[] {
  return tagDrafts.map((draft, index): TagRow => {
    const oj = draft.oj ?? 'ME';
    const tcid =
      draft.classification === null
        ? null
        : classifications.find((c) => c.name === draft.classification && c.oj === oj)?.id;
    if (tcid === undefined)
      throw new Error(`seed/tags.ts: no classification ${draft.classification} on ${oj}`);
    const created = ctx.ago((290 - index) * DAY);
    return {
      id: index + 1,
      name: draft.name,
      color: draft.color,
      oj,
      gid: draft.gid ?? null,
      tcid,
      gmtCreate: created,
      gmtModified: created,
    };
  });
}
