import type { PageProblem, PageProblemVO, Problem, ProblemCase, ProblemInfoVO } from '@generated/model/index';
import { integrityViolation } from '@hoj/mocks/http/failure';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { call, loginAs } from '@hoj/mocks/jest/requests';
import { problems, tags } from '@hoj/mocks/store/schema/problems';
import { newProblemBody } from './testProblemBodies';
import { adminProblemMessages as texts } from './texts';

installMockServer();

const PROBLEM = '/api/admin/problem';
const LIST = '/api/admin/problem/get-problem-list';
const CASES = '/api/admin/problem/get-problem-cases';

const staff = (name: 'root' | 'admin' | 'problemadmin') => loginAs(name, { admin: true });

async function list(token: string, query = ''): Promise<Problem[]> {
  const { body } = await call<PageProblem>(`${LIST}${query}`, { token });
  expect(body.status).toBe(200);
  return body.data.records;
}

async function adminProblem(token: string, pid: number) {
  return (await call<Problem>(`${PROBLEM}?pid=${pid}`, { token })).body;
}

describe('the back-office problem list', () => {
  it('lists the site and remote problems outside groups, newest first, ten a page', async () => {
    const token = await staff('admin');
    const { body } = await call<PageProblem>(LIST, { token });
    expect(body.data).toMatchObject({
      current: 1,
      size: 10,
      total: problems.filter((p) => p.gid === null).length,
    });
    expect(body.data.records.map((p) => p.id)).toEqual([
      1049, 1048, 1047, 1046, 1045, 1044, 1043, 1042, 1041, 1039,
    ]);
    expect(body.data.records.some((p) => p.isGroup)).toBe(false);
  });

  it('filters by keyword (title, display id or author), visibility and judge', async () => {
    const token = await staff('root');
    expect((await list(token, '?keyword=%E5%BF%AB%E9%80%9F%E5%B9%82')).map((p) => p.problemId)).toEqual([]);
    expect((await list(token, '?keyword=p1001')).map((p) => p.problemId)).toEqual(['P1001']);
    const byAuthor = await list(token, '?keyword=problemadmin&limit=50');
    expect(byAuthor.length).toBeGreaterThan(0);
    expect(byAuthor.every((p) => p.author === 'problemadmin')).toBe(true);
    expect((await list(token, '?auth=2')).map((p) => p.problemId)).toEqual([
      'P1035',
      'P1025',
      'P1015',
      'P1005',
    ]);
    expect((await list(token, '?oj=HDU')).map((p) => p.problemId)).toEqual(['HDU-1010', 'HDU-1000']);
    const mine = await list(token, '?oj=Mine&limit=100');
    expect(mine.every((p) => !p.isRemote)).toBe(true);
    expect(mine).toHaveLength(36);
  });
});

describe('one problem for editing', () => {
  it('is the whole row, special judge included, for root, problem admins and the author', async () => {
    const checker = await adminProblem(await staff('problemadmin'), 1011);
    expect(checker.data).toMatchObject({ problemId: 'P1011', judgeMode: 'spj', spjLanguage: 'C++' });
    expect(checker.data.spjCode).toContain('#define AC 100');
    // P1009 was written by admin, P1011 by problemadmin.
    const admin = await staff('admin');
    expect((await adminProblem(admin, 1009)).data).toMatchObject({ problemId: 'P1009', author: 'admin' });
    expect(await adminProblem(admin, 1011)).toEqual({ status: 403, msg: texts.noViewPermission, data: null });
    expect(await adminProblem(admin, 9999)).toEqual({ status: 400, msg: texts.notFound, data: null });
  });

  it('is refused by the gate to users (HTTP 403) and visitors (HTTP 401)', async () => {
    expect((await call(`${PROBLEM}?pid=1001`, { token: await loginAs('alice') })).response.status).toBe(403);
    expect((await call(`${PROBLEM}?pid=1001`)).response.status).toBe(401);
  });
});

describe('creating a problem', () => {
  it('stores it and shows it on the portal with its languages, template, tags and cases', async () => {
    const token = await staff('problemadmin');
    const created = await call(PROBLEM, { token, json: newProblemBody() });
    expect(created.body).toEqual({ status: 200, msg: 'success', data: null });
    const row = problems.one('problemId', 'P2001');
    // The next id after the seeded ones (the site's, the remote judges' and the groups').
    expect(row).toMatchObject({ id: problems.lastId, author: 'problemadmin', isUploadCase: false });

    const portal = await call<PageProblemVO>('/api/get-problem-list?keyword=P2001');
    expect(portal.body.data.records.map((p) => p.title)).toEqual(['区间求和']);
    const detail = await call<ProblemInfoVO>('/api/get-problem-detail?problemId=P2001');
    expect(detail.body.data.languages).toEqual(['C++', 'Python3']);
    expect(detail.body.data.codeTemplate).toEqual({ 'C++': '#include <cstdio>\nint main() {}\n' });
    expect(detail.body.data.tags.map((t) => t.name)).toEqual(['前缀和', '区间查询']);
    // The new tag is a site tag now.
    expect(tags.filter((t) => t.name === '区间查询')).toMatchObject([{ oj: 'ME', color: '#19be6b' }]);

    const cases = await call<ProblemCase[]>(`${CASES}?pid=${row?.id}&isUpload=false`, { token });
    expect(cases.body.data.map((c) => [c.input, c.output])).toEqual([
      ['3 1\n1 2 3\n1 3\n', '6\n'],
      ['1 1\n-5\n1 1\n', '-5\n'],
    ]);
    expect(new Set(cases.body.data.map((c) => c.id)).size).toBe(2);
  });

  it('sums an OI problem’s typed-in cases into its total, subtask by subtask', async () => {
    const token = await staff('root');
    const samples = [
      { input: '1\n', output: '1\n', score: 10, groupNum: 1 },
      { input: '2\n', output: '2\n', score: 20, groupNum: 1 },
      { input: '3\n', output: '3\n', score: 70, groupNum: 2 },
    ];
    const body = newProblemBody({ type: 1, judgeCaseMode: 'subtask_lowest' }, { samples });
    expect((await call(PROBLEM, { token, json: body })).body.status).toBe(200);
    expect(problems.one('problemId', 'P2001')?.ioScore).toBe(80);
  });

  it('refuses a display id in use (without case), and answers a missing title as the database does', async () => {
    const token = await staff('admin');
    const taken = await call(PROBLEM, { token, json: newProblemBody({ problemId: 'p1001' }) });
    expect(taken.body).toEqual({ status: 400, msg: texts.problemIdExists, data: null });
    const untitled = await call(PROBLEM, { token, json: newProblemBody({ title: null }) });
    expect(untitled.response.status).toBe(500);
    expect(untitled.body.msg).toBe(integrityViolation().message);
    const badMode = await call(PROBLEM, { token, json: newProblemBody({ judgeMode: 'checker' }) });
    expect(badMode.body).toEqual({ status: 400, msg: texts.judgeModeInvalid, data: null });
    expect(problems.one('problemId', 'P2001')).toBeUndefined();
  });
});

describe('editing a problem', () => {
  async function edit(token: string, pid: number, changes: Record<string, unknown>, dto = {}) {
    const current = (await adminProblem(await staff('root'), pid)).data;
    return call(PROBLEM, { token, method: 'PUT', json: { problem: { ...current, ...changes }, ...dto } });
  }

  it('changes what was sent, replaces cases and tags, and records the editor', async () => {
    const token = await staff('problemadmin');
    const samples = [{ input: '2 3\n', output: '5\n', score: null, groupNum: null }];
    const answer = await edit(
      token,
      1001,
      { title: 'A + B（改）', timeLimit: 2000 },
      {
        samples,
        isUploadTestCase: false,
        tags: [{ name: '入门' }],
      },
    );
    expect(answer.body).toEqual({ status: 200, msg: 'success', data: null });
    const row = (await adminProblem(token, 1001)).data;
    expect(row).toMatchObject({ title: 'A + B（改）', timeLimit: 2000, modifiedUser: 'problemadmin' });
    expect(row.isUploadCase).toBe(false);
    const cases = await call<ProblemCase[]>(`${CASES}?pid=1001`, { token });
    expect(cases.body.data.map((c) => c.input)).toEqual(['2 3\n']);
    const detail = await call<ProblemInfoVO>('/api/get-problem-detail?problemId=P1001');
    expect(detail.body.data.tags.map((t) => t.name)).toEqual(['入门']);
    // Languages and templates were not sent, so they stay.
    expect(detail.body.data.languages).toContain('C++');
  });

  it('carries a new display id over to the submissions', async () => {
    const token = await staff('root');
    expect((await edit(token, 1002, { problemId: 'p1002x' })).body.status).toBe(200);
    const submissions = await call<{ records: { displayPid: string; pid: number }[] }>(
      '/api/get-submission-list?onlyMine=false&limit=50&problemID=P1002X',
      { token },
    );
    expect(submissions.body.data.records.length).toBeGreaterThan(0);
    expect(submissions.body.data.records.every((s) => s.displayPid === 'P1002X')).toBe(true);
  });

  it('lets an admin edit their own problems only, and refuses a display id another problem has', async () => {
    const admin = await staff('admin');
    expect((await edit(admin, 1009, { hint: '注意矩阵的行列。' })).body.status).toBe(200);
    expect((await edit(admin, 1011, { hint: 'x' })).body).toEqual({
      status: 403,
      msg: texts.noEditPermission,
      data: null,
    });
    expect((await edit(admin, 1009, { problemId: 'P1001' })).body).toEqual({
      status: 400,
      msg: texts.problemIdTaken,
      data: null,
    });
  });
});

describe('visibility', () => {
  const change = (token: string, id: number, auth: number) =>
    call('/api/admin/problem/change-problem-auth', { token, method: 'PUT', json: { id, auth } });

  it('may be made public by root and problem admins only; an admin may hide a problem', async () => {
    const admin = await staff('admin');
    expect((await change(admin, 1005, 1)).body).toEqual({
      status: 403,
      msg: texts.noPublishPermission,
      data: null,
    });
    expect((await change(admin, 1001, 2)).body.status).toBe(200);
    expect(problems.get(1001)).toMatchObject({ auth: 2, modifiedUser: 'admin' });
    expect((await change(await staff('problemadmin'), 1005, 1)).body.status).toBe(200);
    expect(problems.get(1005)?.auth).toBe(1);
    expect((await change(admin, 9999, 2)).body).toEqual({ status: 400, msg: texts.updateFailed, data: null });
  });
});
