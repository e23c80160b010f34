import type { ProblemTagVO } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call } from '../jest/requests';
import { tags } from '../store/schema/problems';

installMockServer();

const GROUPED = '/api/get-problem-tags-and-classification';

const grouped = async (query = '') => (await call<ProblemTagVO[]>(`${GROUPED}${query}`)).body.data;
const summary = (groups: ProblemTagVO[]) =>
  groups.map((g) => [g.classification?.name ?? null, g.tagList.map((t) => t.name)]);

describe('GET /api/get-problem-tags-and-classification', () => {
  it('groups the site’s tags by classification in rank order, the unclassified ones last', async () => {
    const groups = await grouped();
    expect(groups.map((g) => g.classification?.name ?? null)).toEqual([
      '基础算法',
      '搜索',
      '动态规划',
      '图论',
      '数学',
      '字符串',
      '数据结构',
      null,
    ]);
    expect(summary(groups)[2]).toEqual(['动态规划', ['动态规划', '背包', '区间DP', '树形DP', '状压DP']]);
    expect(summary(groups).at(-1)).toEqual([null, ['入门', 'NOIP']]);
    expect(groups.flatMap((g) => g.tagList).every((t) => t.oj === 'ME' && t.gid === null)).toBe(true);
  });

  it('answers one unclassified group for a judge without classifications', async () => {
    expect(summary(await grouped('?oj=hdu'))).toEqual([[null, ['搜索', '入门']]]);
    expect(summary(await grouped('?oj=LIBRE'))).toEqual([[null, []]]);
  });

  it('puts the site first, then the remote judges, with ALL', async () => {
    const groups = await grouped('?oj=ALL');
    expect(groups.map((g) => g.classification?.oj ?? null)).toEqual([...Array(7).fill('ME'), 'CF', null]);
    expect(groups.at(-1)?.tagList.map((t) => t.name)).toEqual([
      '入门',
      'NOIP',
      'constructive algorithms',
      '搜索',
      'brute force',
      '入门',
      'implementation',
      '入门',
      'ABC',
      'basics',
    ]);
  });

  it('follows the store: an empty classification stays listed', async () => {
    tags.deleteWhere((t) => t.tcid === 2);
    const groups = await grouped();
    expect(summary(groups)[1]).toEqual(['搜索', []]);
  });
});
