import { getAllProblemTagsList, getProblemTagsAndClassification } from '@generated/api/problem/problem';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { createDataProvider } from '@backoffice/providers/dataProvider';
import { createI18nProvider } from '@backoffice/providers/i18nProvider';
import { classificationResource } from './classificationResource';
import type { ClassificationRecord, TagRecord } from './tagQueries';
import { UNCLASSIFIED, tagResource } from './tagResource';

installMockServer();
afterEach(resetBrowserState);

async function provider() {
  const i18n = await createI18nProvider('en-US');
  return createDataProvider(
    { tags: tagResource, tagClassifications: classificationResource },
    i18n.translate,
  );
}

const everything = { page: 1, perPage: 100 };
const sort = { field: 'id', order: 'ASC' as const };

const names = async (oj: string) => (await getAllProblemTagsList({ oj })).map((tag) => tag.name);

describe('the tags resource', () => {
  it("lists one judge's tags by classification rank, the unclassified last, and filters them", async () => {
    await loginAs('problemadmin');
    const dataProvider = await provider();

    const own = await dataProvider.getList<TagRecord>('tags', { pagination: everything, sort, filter: {} });
    expect(own.data.every((tag) => tag.oj === 'ME')).toBe(true);
    expect(own.data[0]?.classificationName).toBe('基础算法');
    const firstLoose = own.data.findIndex((tag) => tag.classificationName === null);
    expect(own.data.slice(firstLoose).every((tag) => tag.classificationName === null)).toBe(true);
    expect(own.data.slice(firstLoose).map((tag) => tag.name)).toEqual(
      expect.arrayContaining(['入门', 'NOIP']),
    );

    const cf = await dataProvider.getList<TagRecord>('tags', {
      pagination: everything,
      sort,
      filter: { oj: 'CF' },
    });
    expect(cf.data.slice(0, 3).map((tag) => tag.name)).toEqual(['greedy', 'dp', 'math']);
    expect(cf.data.slice(3).every((tag) => tag.classificationName === null)).toBe(true);

    const loose = await dataProvider.getList<TagRecord>('tags', {
      pagination: everything,
      sort,
      filter: { tcid: UNCLASSIFIED },
    });
    expect(loose.data.map((tag) => tag.name)).toEqual(expect.arrayContaining(['入门', 'NOIP']));
    expect(loose.data.every((tag) => tag.tcid == null)).toBe(true);

    const searched = await dataProvider.getList<TagRecord>('tags', {
      pagination: { page: 1, perPage: 10 },
      sort,
      filter: { q: 'dp' },
    });
    expect(searched.data.map((tag) => tag.name)).toEqual(['区间DP', '树形DP', '状压DP']);
  });

  it('refuses a name the judge has in another letter case without calling the server', async () => {
    await loginAs('root');
    const dataProvider = await provider();
    const before = await names('ME');
    await expect(
      dataProvider.create('tags', { data: { name: ' dfs ', color: '#409eff', oj: 'ME', tcid: null } }),
    ).rejects.toMatchObject({ status: 400, message: 'hoj.tags.duplicate' });
    expect(await names('ME')).toEqual(before);

    // Another judge may have it.
    const { data } = await dataProvider.create<TagRecord>('tags', {
      data: { name: ' dfs ', color: '#ABC', oj: 'CF', tcid: null },
    });
    expect(data).toMatchObject({ name: 'dfs', color: '#aabbcc', oj: 'CF', gid: null });
    expect(await names('CF')).toContain('dfs');
  });

  it('edits a tag found by id alone, refusing a rename onto another tag', async () => {
    await loginAs('root');
    const dataProvider = await provider();
    const cf = await dataProvider.getList<TagRecord>('tags', {
      pagination: everything,
      sort,
      filter: { oj: 'CF' },
    });
    const greedy = cf.data.find((tag) => tag.name === 'greedy');
    if (!greedy) throw new Error('the seed has no greedy tag on CF');

    const { data: found } = await dataProvider.getOne<TagRecord>('tags', { id: greedy.id });
    expect(found).toMatchObject({ name: 'greedy', oj: 'CF', classificationName: 'Codeforces 常用' });

    await expect(
      dataProvider.update('tags', { id: greedy.id, data: { name: 'DP' }, previousData: found }),
    ).rejects.toMatchObject({ message: 'hoj.tags.duplicate' });

    await dataProvider.update('tags', {
      id: greedy.id,
      data: { name: 'Greedy', color: '#f56c6c' },
      previousData: found,
    });
    expect(await names('CF')).toContain('Greedy');

    await dataProvider.delete('tags', { id: greedy.id, previousData: found });
    expect(await names('CF')).not.toContain('Greedy');
    await expect(dataProvider.getOne('tags', { id: greedy.id })).rejects.toMatchObject({ status: 404 });
  });
});

describe('the tag classifications resource', () => {
  it('lists by rank with tag counts, and deleting one leaves its tags unclassified', async () => {
    await loginAs('problemadmin');
    const dataProvider = await provider();
    await dataProvider.create('tagClassifications', { data: { name: '新手村', oj: 'ME', rank: 0 } });
    await dataProvider.create('tagClassifications', { data: { name: '专题', oj: 'ME', rank: 99 } });

    const { data } = await dataProvider.getList<ClassificationRecord>('tagClassifications', {
      pagination: everything,
      sort,
      filter: { oj: 'ME' },
    });
    expect(data.map((row) => row.name)).toEqual([
      '新手村',
      '基础算法',
      '搜索',
      '动态规划',
      '图论',
      '数学',
      '字符串',
      '数据结构',
      '专题',
    ]);
    const search = data.find((row) => row.name === '搜索');
    expect(search?.tagCount).toBe(3);

    await dataProvider.delete('tagClassifications', { id: search?.id ?? 0, previousData: search });
    const groups = await getProblemTagsAndClassification({ oj: 'ME' });
    const unclassified = groups.find((group) => !group.classification)?.tagList.map((tag) => tag.name);
    expect(unclassified).toEqual(expect.arrayContaining(['DFS', 'BFS', '记忆化搜索']));
  });

  it('refuses a second classification of a name on the same judge, in any letter case', async () => {
    await loginAs('root');
    const dataProvider = await provider();
    await expect(
      dataProvider.create('tagClassifications', { data: { name: 'codeforces 常用 ', oj: 'CF', rank: 2 } }),
    ).rejects.toMatchObject({ message: 'hoj.tags.classificationDuplicate' });
  });

  it('answers an admin (not a problem admin) with the server’s 403', async () => {
    await loginAs('admin');
    const dataProvider = await provider();
    await expect(
      dataProvider.getList('tagClassifications', { pagination: everything, sort, filter: {} }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
