import { JudgeStatus, type ContestProblemVO, type ProblemInfoVO } from '@generated/model/index';
import { userByUsername } from '../store/schema/accounts';
import { contestRegisters, contests, type ContestRow } from '../store/schema/contests';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { HOUR, MINUTE, clock } from '../store/clock';
import { problemMessages } from './texts';
import { addSubmission, clearSubmissions } from './testSubmissions';

installMockServer();

const contest = (id: number): ContestRow => {
  const row = contests.get(id);
  if (!row) throw new Error(`contest ${id} is not seeded`);
  return row;
};
const ago = (ms: number) => new Date(clock.nowMs() - ms);
const problemList = async (cid: number, token?: string) =>
  (await call<ContestProblemVO[]>(`/api/get-contest-problem?cid=${cid}`, { token })).body;
const details = async (query: string, username = 'alice') =>
  (await call<ProblemInfoVO>(`/api/get-contest-problem-details?${query}`, { token: await loginAs(username) }))
    .body;

describe('GET /api/get-contest-problem', () => {
  it('shows a started contest with an open board to visitors, without private problems or admins’ runs', async () => {
    clearSubmissions(1006);
    addSubmission('alice', { pid: 1006, cid: 2, cpid: 6, submitTime: ago(10 * MINUTE) });
    addSubmission('bob', {
      pid: 1006,
      cid: 2,
      cpid: 6,
      status: JudgeStatus.WRONG_ANSWER,
      submitTime: ago(5 * MINUTE),
    });
    // The creator (root) and practice runs do not count.
    addSubmission('root', { pid: 1006, cid: 2, cpid: 6, submitTime: ago(5 * MINUTE) });
    addSubmission('bob', { pid: 1006, submitTime: ago(5 * MINUTE) });
    const { status, data } = await problemList(2);
    expect(status).toBe(200);
    expect(data.map((p) => p.displayId)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(data[0]).toMatchObject({
      pid: 1006,
      displayTitle: '括号匹配',
      ac: 1,
      total: 2,
      color: expect.any(String),
    });
  });

  it('freezes the figures at the seal for everyone but the contest’s admins', async () => {
    clearSubmissions(1006);
    contests.update(contest(2), { sealRankTime: ago(30 * MINUTE) });
    addSubmission('alice', { pid: 1006, cid: 2, cpid: 6, submitTime: ago(40 * MINUTE) });
    addSubmission('bob', { pid: 1006, cid: 2, cpid: 6, submitTime: ago(10 * MINUTE) });
    expect((await problemList(2, await loginAs('alice'))).data[0]).toMatchObject({ ac: 1, total: 1 });
    expect((await problemList(2)).data[0]).toMatchObject({ ac: 1, total: 1 });
    expect((await problemList(2, await loginAs('root'))).data[0]).toMatchObject({ ac: 2, total: 2 });
  });

  it('applies the access rules', async () => {
    expect(await problemList(1)).toMatchObject({ status: 403, msg: problemMessages.loginFirst });
    expect((await problemList(1, await loginAs('alice'))).data).toHaveLength(5);
    expect(await problemList(4, await loginAs('alice'))).toMatchObject({
      status: 403,
      msg: problemMessages.contestNotStarted,
    });
    expect((await problemList(4, await loginAs('admin'))).data).toHaveLength(4);
    expect((await call('/api/get-contest-problem?cid=999')).response.status).toBe(500);
    expect((await call('/api/get-contest-problem?cid=2', { token: 'stale' })).response.status).toBe(401);
  });

  it('asks a private contest’s users to register first', async () => {
    const running = { startTime: ago(HOUR), endTime: new Date(clock.nowMs() + HOUR) };
    contests.update(contest(4), running);
    const token = await loginAs('alice');
    expect(await problemList(4, token)).toMatchObject({
      status: 403,
      msg: problemMessages.contestRegisterFirst,
    });
    contestRegisters.insert({ cid: 4, uid: userByUsername('alice')?.uid ?? '' });
    expect((await problemList(4, token)).data.map((p) => p.displayId)).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('GET /api/get-contest-problem-details', () => {
  it('answers the problem under its contest title, withholding source, author and difficulty until the end', async () => {
    const { status, data } = await details('cid=2&displayId=c');
    expect(status).toBe(200);
    expect(data.problem).toMatchObject({
      id: 1017,
      title: '骑士周游',
      author: null,
      source: null,
      difficulty: null,
    });
    expect(data.problem.description).toContain('/api/public/img/problem-knight-moves.svg');
    expect(data.problemCount.pid).toBeNull();
    expect(data.tags.map((t) => t.name)).toEqual(['BFS']);
    const ended = await details('cid=1&displayId=A');
    expect(ended.data.problem).toMatchObject({ title: 'A + B', author: 'root', difficulty: 0 });
    expect(ended.data.tags).toEqual([]);
  });

  it('refuses unknown labels, private problems and closed contests', async () => {
    expect(await details('cid=2&displayId=Z')).toMatchObject({
      status: 404,
      msg: problemMessages.contestProblemMissing,
    });
    expect(await details('cid=2&displayId=G')).toMatchObject({
      status: 403,
      msg: problemMessages.contestProblemHidden,
    });
    expect(await details('cid=3&displayId=A')).toMatchObject({
      status: 403,
      msg: problemMessages.contestNotStarted,
    });
    expect(await details('cid=3&displayId=A', 'problemadmin')).toMatchObject({ status: 200 });
    expect(await details('cid=99&displayId=A')).toMatchObject({
      status: 400,
      msg: problemMessages.contestMissing,
    });
  });
});
