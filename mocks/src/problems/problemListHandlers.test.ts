import { JudgeStatus, type ProblemVO, type Tag } from '@generated/model/index';
import { localizeServerMessage } from '@hoj/core/i18n/serverMessages';
import type { Page } from '../http/page';
import { installMockServer } from '../jest/installMockServer';
import { call } from '../jest/requests';
import { problemMessages } from './texts';
import { isPublicSiteProblem, problems, tags } from '../store/schema/problems';
import { addSubmission, clearSubmissions } from './testSubmissions';

installMockServer();

const list = async (query = '') => (await call<Page<ProblemVO>>(`/api/get-problem-list${query}`)).body.data;
const ids = (page: Page<ProblemVO>) => page.records.map((r) => r.problemId);

describe('GET /api/get-problem-list', () => {
  it('pages the public problems, shorter display ids first, ten by default', async () => {
    const page = await list('?oj=ME');
    expect(page).toMatchObject({ current: 1, size: 10, total: 32 });
    expect(ids(page)).toEqual([
      'P1001',
      'P1002',
      'P1003',
      'P1004',
      'P1006',
      'P1007',
      'P1008',
      'P1009',
      'P1011',
      'P1012',
    ]);
    const last = await list('?oj=ME&currentPage=4&limit=10');
    expect(ids(last)).toEqual(['P1038', 'P1039']);
    // Without a judge filter the remote problems come in too, sorted by the same rule.
    const all = await list('?limit=100');
    expect(all.total).toBe(problems.filter(isPublicSiteProblem).length);
    expect(ids(all).slice(0, 3)).toEqual(['CF-1A', 'P1001', 'P1002']);
  });

  it('filters by judge, keyword, difficulty and tags (a problem must carry every tag asked for)', async () => {
    expect(ids(await list('?oj=CF'))).toEqual(['CF-1A', 'CF-189A', 'CF-1353A']);
    expect(ids(await list('?oj=GYM'))).toEqual(['GYM-100001A']);
    expect((await list('?oj=anything')).records.every((r) => r.problemId.startsWith('P'))).toBe(true);
    expect(ids(await list('?oj=ME&keyword=%20matrix%20'))).toEqual(['P1009']);
    expect(ids(await list('?oj=ME&keyword=p103'))).toEqual(expect.arrayContaining(['P1031', 'P1039']));
    const hard = await list('?oj=ME&difficulty=2&limit=50');
    expect(hard.records.every((r) => r.difficulty === 2)).toBe(true);
    const byName = (name: string) => tags.find((t) => t.name === name && t.oj === 'ME')?.id;
    const dp = byName('动态规划');
    const knapsack = byName('背包');
    expect(ids(await list(`?tagId=${dp},${knapsack}`))).toEqual(['P1008']);
    expect(ids(await list(`?tagId=${dp}&tagId=${knapsack}&tagId=${dp}`))).toEqual(['P1008']);
    const withDp = await list(`?tagId=${dp}&limit=50`);
    expect(withDp.records.every((r) => r.tags?.some((t) => t.id === dp))).toBe(true);
    expect(withDp.total).toBeGreaterThan(3);
  });

  it('finds at least one public problem for every site tag', async () => {
    for (const tag of tags.filter((t) => t.gid === null)) {
      const oj = tag.oj === 'ME' ? '' : `&oj=${tag.oj}`;
      const { total } = await list(`?tagId=${tag.id}${oj}`);
      expect({ tag: tag.name, found: total > 0 }).toEqual({ tag: tag.name, found: true });
    }
  });

  it('counts practice submissions only', async () => {
    clearSubmissions(1001);
    addSubmission('alice', { pid: 1001 });
    addSubmission('bob', { pid: 1001, status: JudgeStatus.WRONG_ANSWER });
    addSubmission('bob', { pid: 1001, status: JudgeStatus.COMPILE_ERROR });
    addSubmission('bob', { pid: 1001, status: JudgeStatus.PENDING });
    addSubmission('alice', { pid: 1001, cid: 1, cpid: 1 });
    addSubmission('alice', { pid: 1001, gid: 1 });
    const row = (await list('?oj=ME&keyword=P1001')).records[0];
    expect(row).toMatchObject({ pid: 1001, total: 4, ac: 1, wa: 1, ce: 1, tle: 0, pa: 0 });
    expect(row?.tags?.map((t: Tag) => t.name)).toEqual(['模拟', '入门']);
  });

  it('answers a conversion error for a tag id that is not a number', async () => {
    const { response } = await call('/api/get-problem-list?tagId=1,x');
    expect(response.status).toBe(500);
  });
});

describe('GET /api/get-random-problem', () => {
  it('picks a public problem, and says so when there is none', async () => {
    const { body } = await call<{ problemId: string }>('/api/get-random-problem');
    const picked = problems.one('problemId', body.data.problemId);
    expect(picked && isPublicSiteProblem(picked)).toBe(true);
    problems.deleteWhere(isPublicSiteProblem);
    const none = await call('/api/get-random-problem');
    expect(none.body).toMatchObject({ status: 400, msg: problemMessages.noPublicProblem });
  });
});

describe('GET /api/get-problem-tags', () => {
  it('lists a problem’s tags, and none without a pid', async () => {
    const { body } = await call<Tag[]>('/api/get-problem-tags?pid=1008');
    expect(body.data.map((t) => t.name)).toEqual(['动态规划', '背包', 'NOIP']);
    expect((await call<Tag[]>('/api/get-problem-tags')).body.data).toEqual([]);
  });
});

describe('the problem texts', () => {
  it('all read in English for en-US readers', () => {
    const texts = Object.values(problemMessages);
    expect(texts.filter((t) => /[\u4e00-\u9fff]/.test(localizeServerMessage(t, 'en-US')))).toEqual([]);
  });
});
