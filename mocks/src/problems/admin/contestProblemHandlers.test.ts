import type {
  AdminContestVO,
  ContestProblem,
  ContestProblemListResult,
  ContestProblemVO,
  PidResult,
  ProblemInfoVO,
} from '@generated/model/index';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { call, loginAs } from '@hoj/mocks/jest/requests';
import { remoteCatalogue } from './remoteCatalogue';
import { adminProblemMessages } from './texts';
import { contestProblems, problems } from '@hoj/mocks/store/schema/problems';
import { HOUR, clock } from '@hoj/mocks/store/clock';
import { contests } from '@hoj/mocks/store/schema/contests';
import { contestProblemMessages as texts } from './texts';

installMockServer();

const iso = (ms: number) => new Date(clock.nowMs() + ms).toISOString();

/** A private ACM contest that started ten minutes ago, made through the back office by `admin`. */
async function runningContest(): Promise<{ token: string; cid: number }> {
  const token = await loginAs('admin', { admin: true });
  const body: AdminContestVO = {
    title: '校赛热身赛',
    type: 0,
    auth: 1,
    pwd: 'warmup',
    startTime: iso(-HOUR / 6),
    endTime: iso(2 * HOUR),
    visible: true,
  };
  const { body: answer } = await call('/api/admin/contest', { token, method: 'POST', json: body });
  expect(answer.status).toBe(200);
  return { token, cid: contests.lastId };
}

async function addFromBank(token: string, cid: number, pid: number, displayId: string) {
  return call('/api/admin/contest/add-problem-from-public', {
    token,
    method: 'POST',
    json: { cid, pid, displayId },
  });
}

describe('adding problems from the bank', () => {
  it('offers public problems of the asked type not yet in the contest', async () => {
    const { token, cid } = await runningContest();
    await addFromBank(token, cid, 1001, 'A');
    const { body } = await call<ContestProblemListResult>(
      `/api/admin/contest/get-problem-list?cid=${cid}&problemType=0&oj=Mine&limit=50`,
      { token },
    );
    const pids = body.data.problemList.records.map((p) => p.id);
    expect(pids).not.toContain(1001);
    expect(pids).not.toContain(1005); // private
    expect(pids).not.toContain(1010); // a group's
    expect(pids).not.toContain(1004); // OI
    expect(body.data.problemList.records.every((p) => p.isRemote === false)).toBe(true);
  });

  it('attaches with a label and a colour, and the contestants’ list shows the colour', async () => {
    const { token, cid } = await runningContest();
    expect((await addFromBank(token, cid, 1002, 'A')).body.status).toBe(200);
    const { body: link } = await call<ContestProblem>(
      `/api/admin/contest/contest-problem?cid=${cid}&pid=1002`,
      {
        token,
      },
    );
    const recoloured = await call<ContestProblem>('/api/admin/contest/contest-problem', {
      token,
      method: 'PUT',
      json: { id: link.data.id, color: '#8e44ad', displayTitle: '热身：两数之和' },
    });
    expect(recoloured.body.data).toMatchObject({
      displayId: 'A',
      color: '#8e44ad',
      displayTitle: '热身：两数之和',
    });

    const { body: listed } = await call<ContestProblemListResult>(
      `/api/admin/contest/get-problem-list?cid=${cid}`,
      {
        token,
      },
    );
    expect(listed.data.contestProblemMap['1002']).toMatchObject({ displayId: 'A', color: '#8e44ad' });

    const root = await loginAs('root');
    const { body: publicList } = await call<ContestProblemVO[]>(`/api/get-contest-problem?cid=${cid}`, {
      token: root,
    });
    expect(publicList.data).toEqual([
      expect.objectContaining({
        displayId: 'A',
        color: '#8e44ad',
        displayTitle: '热身：两数之和',
        pid: 1002,
      }),
    ]);
  });

  it('refuses a problem already in the contest and a label already taken', async () => {
    const { token, cid } = await runningContest();
    await addFromBank(token, cid, 1002, 'A');
    expect((await addFromBank(token, cid, 1002, 'B')).body).toMatchObject({
      status: 400,
      msg: texts.problemAlreadyAdded,
    });
    expect((await addFromBank(token, cid, 1003, 'A')).body).toMatchObject({
      status: 400,
      msg: texts.problemAlreadyAdded,
    });
    const relabel = await call('/api/admin/contest/contest-problem', {
      token,
      method: 'PUT',
      json: { cid, pid: 1003, displayId: 'A' },
    });
    expect(relabel.body).toMatchObject({ status: 400, msg: texts.displayIdTaken('A') });
  });

  it('imports remote problems, reusing the problem set’s copy, and says why it cannot fetch another', async () => {
    const { token, cid } = await runningContest();
    const known = problems.find((p) => p.isRemote && p.remoteOj === 'HDU');
    const fetchable = remoteCatalogue.find((d) => !problems.one('problemId', d.problemId));
    if (!known || !fetchable) throw new Error('the seed has no HDU problem, or the catalogue nothing new');
    const importAs = (oj: string, remoteId: string, displayId: string) =>
      call(
        `/api/admin/contest/import-remote-oj-problem?name=${oj}&problemId=${remoteId}&cid=${cid}&displayId=${displayId}`,
        { token },
      );
    const before = problems.size;
    expect((await importAs('HDU', known.problemId.replace('HDU-', ''), 'A')).body.status).toBe(200);
    expect(problems.size).toBe(before);
    const [oj, remoteId] = fetchable.problemId.split('-');
    expect((await importAs(oj ?? '', remoteId ?? '', 'B')).body.status).toBe(200);
    const added = problems.one('problemId', fetchable.problemId);
    expect(contestProblems.where('cid', cid).map((cp) => cp.pid)).toEqual([known.id, added?.id]);
    const unknown = await importAs('HDU', '999999', 'C');
    expect(unknown.body).toMatchObject({ status: 400, msg: adminProblemMessages.remoteFetchFailed });
  });
});

describe('removing problems', () => {
  it('lets a problem admin remove one, but not an admin', async () => {
    const { token, cid } = await runningContest();
    await addFromBank(token, cid, 1002, 'A');
    const refused = await call(`/api/admin/contest/problem?pid=1002&cid=${cid}`, { token, method: 'DELETE' });
    expect(refused.response.status).toBe(403);
    const problemAdmin = await loginAs('problemadmin', { admin: true });
    const removed = await call(`/api/admin/contest/problem?pid=1002&cid=${cid}`, {
      token: problemAdmin,
      method: 'DELETE',
    });
    expect(removed.body.status).toBe(200);
    expect(contestProblems.where('cid', cid)).toEqual([]);
    expect(problems.get(1002)).toBeDefined();
  });
});

describe('a contest made in the back office, on the portal', () => {
  it('takes a registration and shows its own contest-only problem on the problem page', async () => {
    const { token, cid } = await runningContest();
    const created = await call<PidResult>('/api/admin/contest/problem', {
      token,
      method: 'POST',
      json: {
        problem: {
          problemId: 'WARMUP-1',
          title: '热身：回文串',
          description: '判断一个字符串是否为回文串。',
          input: '一行字符串 $s$。',
          output: '是回文串输出 `Yes`，否则输出 `No`。',
          type: 0,
          auth: 3,
          timeLimit: 1000,
          memoryLimit: 256,
          stackLimit: 128,
        },
        samples: [{ input: 'abba', output: 'Yes' }],
        languages: [{ name: 'C++' }, { name: 'Python3' }],
        judgeMode: 'default',
      },
    });
    expect(created.body.status).toBe(200);
    const pid = created.body.data.pid;
    expect(problems.get(pid)).toMatchObject({ auth: 3, author: 'admin', problemId: 'WARMUP-1' });
    const attached = await call('/api/admin/contest/contest-problem', {
      token,
      method: 'PUT',
      json: { cid, pid, displayId: 'A', displayTitle: '回文串', color: '#e67e22' },
    });
    expect(attached.body.status).toBe(200);

    const alice = await loginAs('alice');
    const before = await call(`/api/get-contest-problem-details?cid=${cid}&displayId=A`, { token: alice });
    expect(before.body.status).toBe(403);
    const registered = await call('/api/register-contest', {
      token: alice,
      method: 'POST',
      json: { cid, password: 'warmup' },
    });
    expect(registered.body.status).toBe(200);
    const page = await call<ProblemInfoVO>(`/api/get-contest-problem-details?cid=${cid}&displayId=A`, {
      token: alice,
    });
    expect(page.body.status).toBe(200);
    expect(page.body.data.problem).toMatchObject({ title: '回文串', problemId: 'WARMUP-1' });
    const list = await call<ContestProblemVO[]>(`/api/get-contest-problem?cid=${cid}`, { token: alice });
    expect(list.body.data).toEqual([expect.objectContaining({ displayId: 'A', color: '#e67e22' })]);
  });

  it('refuses to link a problem the contest holds already, as HOJ’s insert breaks its unique key', async () => {
    const { token, cid } = await runningContest();
    expect((await addFromBank(token, cid, 1002, 'A')).body.status).toBe(200);
    const again = await call('/api/admin/contest/contest-problem', {
      token,
      method: 'PUT',
      json: { cid, pid: 1002, displayId: 'A', color: '#8e44ad' },
    });
    expect(again.body.status).not.toBe(200);
    const { body: link } = await call<ContestProblem>(
      `/api/admin/contest/contest-problem?cid=${cid}&pid=1002`,
      {
        token,
      },
    );
    expect(link.data.color).toBeNull();
  });

  it('opens a contest-only problem for editing to its author, not to another admin', async () => {
    const { token } = await runningContest();
    const created = await call<PidResult>('/api/admin/contest/problem', {
      token,
      method: 'POST',
      json: { problem: { problemId: 'WARMUP-2', title: '热身：计数', type: 0, auth: 3 } },
    });
    const pid = created.body.data.pid;
    expect((await call(`/api/admin/contest/problem?pid=${pid}`, { token })).body.status).toBe(200);
    const other = await call(`/api/admin/contest/problem?pid=1001`, { token });
    expect(other.body.status).toBe(403);
    const duplicate = await call('/api/admin/contest/problem', {
      token,
      method: 'POST',
      json: { problem: { problemId: 'WARMUP-2', title: '重复', type: 0 } },
    });
    expect(duplicate.body.status).toBe(400);
  });
});
