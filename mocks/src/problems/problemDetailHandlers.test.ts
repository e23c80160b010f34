import { JudgeStatus, type ProblemInfoVO } from '@generated/model/index';
import { parseExamples } from '@hoj/core/parse/problemExamples';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { problemMessages } from './texts';
import { addSubmission, clearSubmissions } from './testSubmissions';

installMockServer();

const detail = async (query: string, token?: string) =>
  (await call<ProblemInfoVO>(`/api/get-problem-detail?${query}`, { token })).body;

describe('GET /api/get-problem-detail', () => {
  it('answers the statement, samples, tags, languages, templates and practice counts', async () => {
    clearSubmissions(1001);
    const empty = await detail('problemId=P1001');
    expect(empty.data.problemCount).toMatchObject({ pid: null, total: 0, ac: 0 });
    addSubmission('alice', { pid: 1001 });
    addSubmission('bob', { pid: 1001, status: JudgeStatus.TIME_LIMIT_EXCEEDED });
    addSubmission('bob', { pid: 1001, cid: 2, cpid: 1 });
    const { status, data } = await detail('problemId=p1001');
    expect(status).toBe(200);
    expect(data.problem).toMatchObject({
      id: 1001,
      problemId: 'P1001',
      title: 'A + B Problem',
      author: 'root',
    });
    expect(data.problem.description).toContain('$a + b$');
    expect(parseExamples(data.problem.examples)).toHaveLength(2);
    expect(data.problem).toMatchObject({ spjCode: null, spjLanguage: null, judgeExtraFile: null });
    expect(data.tags.map((t) => t.name)).toEqual(['模拟', '入门']);
    expect(data.languages).toEqual([
      'C',
      'C With O2',
      'C++',
      'C++ With O2',
      'Java',
      'Python3',
      'Golang',
      'Rust',
    ]);
    expect(Object.keys(data.codeTemplate).sort()).toEqual(['C++', 'Python3']);
    expect(data.problemCount).toMatchObject({ pid: 1001, total: 2, ac: 1, tle: 1 });
  });

  it('carries the judge settings the page shows: file IO, the annex, subtasks', async () => {
    const fileIO = (await detail('problemId=P1018')).data.problem;
    expect(fileIO).toMatchObject({
      isFileIO: true,
      ioReadFileName: 'hanoi.in',
      ioWriteFileName: 'hanoi.out',
    });
    const annex = (await detail('problemId=P1022')).data.problem;
    expect(JSON.parse(annex.userExtraFile ?? '{}')).toHaveProperty(['dict.txt']);
    expect((await detail('problemId=P1004')).data.problem).toMatchObject({
      type: 1,
      judgeCaseMode: 'subtask_lowest',
    });
    expect((await detail('problemId=P1011')).data.problem.judgeMode).toBe('spj');
    expect((await detail('problemId=CF-1A')).data).toMatchObject({
      problem: { isRemote: true },
      languages: expect.arrayContaining(['GNU G++17 7.3.0']),
    });
  });

  it('refuses unknown, private and other groups’ problems as the backend does', async () => {
    expect(await detail('problemId=P9999')).toMatchObject({ status: 404, msg: problemMessages.notFound });
    expect(await detail('problemId=P1005')).toMatchObject({ status: 403, msg: problemMessages.notPublic });
    const alice = await loginAs('alice');
    expect(await detail('problemId=P1010', alice)).toMatchObject({
      status: 403,
      msg: problemMessages.groupProblemOutside,
    });
    expect(await detail('problemId=P1010&gid=1', alice)).toMatchObject({
      status: 200,
      data: { problem: { gid: 1 } },
    });
    const carol = await loginAs('carol');
    expect(await detail('problemId=P1010&gid=1', carol)).toMatchObject({
      status: 403,
      msg: problemMessages.notGroupMember,
    });
    expect(await detail('problemId=P1010', await loginAs('root'))).toMatchObject({ status: 200 });
    // A visitor reaches the membership check without a user: the backend's NullPointerException.
    const visitor = await call('/api/get-problem-detail?problemId=P1010&gid=1');
    expect(visitor.response.status).toBe(500);
    const missing = await call('/api/get-problem-detail');
    expect(missing.response.status).toBe(400);
  });
});
