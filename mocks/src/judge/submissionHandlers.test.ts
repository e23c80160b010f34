import {
  JudgeStatus,
  type Judge,
  type JudgeCaseVO,
  type JudgeVO,
  type LastAcceptedCodeVO,
  type SubmissionInfoVO,
} from '@generated/model/index';
import { userByUsername } from '../store/schema/accounts';
import type { Page } from '../http/page';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { problems } from '../store/schema/problems';
import { switchSettings } from '../store/schema/site';
import { SECOND, clock } from '../store/clock';
import { judgedSubmission, submissions } from '../store/schema/judge';
import { APLUSB, submit } from '../jest/submit';
import { judgeNotices } from './texts';

installMockServer();

beforeEach(() => clock.freeze());

const detail = (submitId: number, token?: string) =>
  call<SubmissionInfoVO>(`/api/get-submission-detail?submitId=${submitId}`, { token });
const cases = (submitId: number, token?: string) =>
  call<JudgeCaseVO | null>(`/api/get-all-case-result?submitId=${submitId}`, { token });

async function judged(token: string, fields: Record<string, unknown> = {}): Promise<number> {
  const { body } = await submit(token, fields);
  clock.advance(10 * SECOND);
  return body.data.submitId ?? 0;
}

describe('GET /api/get-submission-detail', () => {
  it('shows the code to the owner, root and problem admins, not to other users or visitors', async () => {
    const alice = await loginAs('alice');
    const id = await judged(alice);
    const codeFor = async (token?: string) => (await detail(id, token)).body.data.submission.code;
    expect(await codeFor(alice)).toBe(APLUSB);
    expect(await codeFor(await loginAs('root'))).toBe(APLUSB);
    expect(await codeFor(await loginAs('problemadmin'))).toBe(APLUSB);
    expect(await codeFor(await loginAs('bob'))).toBeNull();
    expect(await codeFor()).toBeNull();
    const { body } = await detail(id);
    expect(body.data.codeShare).toBe(true);
    expect(body.data.submission.errorMessage).toBe(judgeNotices.hiddenError);
  });

  it('replaces shown code by the notice while the site hides code outside contests', async () => {
    const alice = await loginAs('alice');
    const id = await judged(alice);
    switchSettings.hideNonContestSubmissionCode = true;
    expect((await detail(id, alice)).body.data.submission.code).toBe(judgeNotices.hiddenCode);
    expect((await detail(id, await loginAs('root'))).body.data.submission.code).toBe(APLUSB);
  });

  it('needs login for a contest submission and hides others’ code and figures while the contest runs', async () => {
    const alice = userByUsername('alice');
    if (!alice) throw new Error('alice is not seeded');
    const row = submissions.insert(
      judgedSubmission({
        submitId: 99001,
        uid: alice.uid,
        pid: 1001,
        cid: 2,
        status: JudgeStatus.WRONG_ANSWER,
        submitTime: clock.now(),
      }),
    );
    submissions.update(row, { code: APLUSB, time: 15, memory: 1500 });
    expect((await detail(row.submitId)).body.status).toBe(401);
    const own = await detail(row.submitId, await loginAs('alice'));
    expect(own.body.data.submission).toMatchObject({ code: APLUSB, time: 15 });
    const other = await detail(row.submitId, await loginAs('bob'));
    expect(other.body.data.submission).toMatchObject({ code: null, time: null, memory: null, length: null });
    expect((await detail(row.submitId, await loginAs('root'))).body.data.submission.code).toBe(APLUSB);
  });

  it('answers body status 404 for an unknown submission', async () => {
    expect((await detail(1)).body.status).toBe(404);
  });
});

describe('GET /api/get-all-case-result', () => {
  it('groups subtask cases: the lowest case decides a group and the rest of a failed group is skipped', async () => {
    const alice = await loginAs('alice');
    // P1004: OI, subtask_lowest, groups of 3, 3 and 4 cases worth 30, 30 and 40: PA 40 passes the first group
    // and the first case of the second.
    const problem = problems.get(1004);
    expect(problem?.cases.map((c) => [c.groupNum, c.score])).toEqual([
      [1, 30],
      [1, 30],
      [1, 30],
      [2, 30],
      [2, 30],
      [2, 30],
      [3, 40],
      [3, 40],
      [3, 40],
      [3, 40],
    ]);
    const id = await judged(alice, { pid: 'P1004', code: `${APLUSB}// hoj:verdict PA 40\n` });
    const { body } = await cases(id);
    expect(body.data?.judgeCaseMode).toBe('subtask_lowest');
    const groups = body.data?.subTaskJudgeCaseVoList ?? [];
    expect(groups.map((g) => [g.groupNum, g.status, g.score, g.ac, g.total])).toEqual([
      [1, JudgeStatus.ACCEPTED, 30, 3, 3],
      [2, JudgeStatus.WRONG_ANSWER, 0, 1, 3],
      [3, JudgeStatus.WRONG_ANSWER, 0, 0, 4],
    ]);
    expect(groups[1]?.subtaskDetailList.map((c) => c.status)).toEqual([
      JudgeStatus.ACCEPTED,
      JudgeStatus.WRONG_ANSWER,
      JudgeStatus.CANCELLED,
    ]);
    expect(submissions.get(id)).toMatchObject({ status: JudgeStatus.PARTIAL_ACCEPTED, score: 30 });
  });

  it('averages subtask_average groups and stops ergodic_without_error at the first failure', async () => {
    const alice = await loginAs('alice');
    // P1008: groups worth 20, 30 and 50 on average (the last of five cases of 50): PA 50 passes two groups and
    // one case of the third.
    const average = await judged(alice, { pid: 'P1008', code: `${APLUSB}// hoj:verdict PA 50\n` });
    const groups = (await cases(average)).body.data?.subTaskJudgeCaseVoList ?? [];
    expect(groups.map((g) => [g.status, g.score])).toEqual([
      [JudgeStatus.ACCEPTED, 20],
      [JudgeStatus.ACCEPTED, 30],
      [JudgeStatus.PARTIAL_ACCEPTED, 10],
    ]);
    expect(submissions.get(average)?.score).toBe(60);
    const ergodic = await judged(alice, { pid: 'P1024', code: `${APLUSB}// hoj:verdict WA\n` });
    const list = (await cases(ergodic)).body.data?.judgeCaseList ?? [];
    expect(list.map((c) => c.status)).toEqual([JudgeStatus.WRONG_ANSWER]);
  });

  it('gives data file names to admins only, and nothing where the problem hides case results', async () => {
    const alice = await loginAs('alice');
    const id = await judged(alice);
    const anonymous = (await cases(id)).body.data?.judgeCaseList?.[0];
    expect(anonymous).toMatchObject({ status: JudgeStatus.ACCEPTED, seq: 1 });
    expect(anonymous?.inputData).toBeUndefined();
    const admin = (await cases(id, await loginAs('admin'))).body.data?.judgeCaseList?.[0];
    expect(admin).toMatchObject({ inputData: '1.in', outputData: '1.out' });
    const problem = problems.get(1001);
    if (!problem) throw new Error('P1001 is not seeded');
    problems.update(problem, { openCaseResult: false });
    expect((await cases(id)).body.data).toBeNull();
  });
});

describe('GET /api/get-submission-list', () => {
  const list = (query: string, token?: string) =>
    call<Page<JudgeVO>>(`/api/get-submission-list?onlyMine=false&${query}`, { token });

  it('lists submissions outside contests and groups, newest first, 30 a page', async () => {
    const { body } = await list('');
    const practice = submissions.filter((s) => s.cid === 0 && s.gid === null);
    expect(body.data.total).toBe(practice.length);
    expect(body.data.records).toHaveLength(30);
    const times = body.data.records.map((r) => Date.parse(String(r.submitTime).replace('+0000', 'Z')));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.data.records.every((r) => r.cid === 0)).toBe(true);
    const second = await list('currentPage=2&limit=10');
    expect(second.body.data.records[0]?.submitId).toBe(body.data.records[10]?.submitId);
  });

  it('filters by status, problem, user and onlyMine', async () => {
    const { body } = await list(`status=${JudgeStatus.ACCEPTED}&problemID=P1001&completeProblemID=true`);
    expect(body.data.records.length).toBeGreaterThan(0);
    expect(body.data.records.every((r) => r.status === 0 && r.displayPid === 'P1001')).toBe(true);
    const byUser = await list('username=ALI');
    expect(byUser.body.data.records.every((r) => r.username === 'alice')).toBe(true);
    const bob = await loginAs('bob');
    const mine = await call<Page<JudgeVO>>('/api/get-submission-list?onlyMine=true', { token: bob });
    expect(mine.body.data.total).toBeGreaterThan(0);
    expect(mine.body.data.records.every((r) => r.username === 'bob')).toBe(true);
    const visitor = await call('/api/get-submission-list?onlyMine=true');
    expect(visitor.body.status).toBe(401);
  });
});

describe('status polls', () => {
  it('maps submit ids to their current status, without code or messages', async () => {
    const alice = await loginAs('alice');
    const { body } = await submit(alice);
    const id = body.data.submitId ?? 0;
    const poll = () =>
      call<Record<string, Judge>>('/api/check-submissions-status', { json: { submitIds: [id, 10001] } });
    expect((await poll()).body.data[String(id)]).toMatchObject({ status: JudgeStatus.PENDING, code: null });
    clock.advance(4 * SECOND);
    const done = (await poll()).body.data;
    expect(done[String(id)]).toMatchObject({
      status: JudgeStatus.ACCEPTED,
      judger: 'judger-1',
      isManual: false,
    });
    expect(Object.keys(done).sort()).toEqual(['10001', String(id)].sort());
  });

  it('applies the contest rules to the contest poll', async () => {
    const alice = userByUsername('alice');
    if (!alice) throw new Error('alice is not seeded');
    const row = submissions.insert(
      judgedSubmission({
        submitId: 99002,
        uid: alice.uid,
        pid: 1001,
        cid: 2,
        status: JudgeStatus.ACCEPTED,
        submitTime: new Date(clock.nowMs() - 30 * 60 * SECOND),
      }),
    );
    submissions.update(row, { time: 12, memory: 1400 });
    const poll = async (username: string) =>
      (
        await call<Record<string, Judge>>('/api/check-contest-submissions-status', {
          token: await loginAs(username),
          json: { submitIds: [row.submitId], cid: 2 },
        })
      ).body.data[String(row.submitId)];
    expect(await poll('alice')).toMatchObject({ time: 12, displayPid: null });
    expect(await poll('bob')).toMatchObject({ time: null, memory: null, length: null });
    expect(await poll('root')).toMatchObject({ time: 12 });
  });
});

describe('GET /api/get-last-ac-code', () => {
  it("gives the caller's latest accepted code with a trailer, or empty code", async () => {
    const bob = await loginAs('bob');
    const id = await judged(bob);
    const { body } = await call<LastAcceptedCodeVO>('/api/get-last-ac-code?pid=1001', { token: bob });
    expect(body.data.submitId).toBe(id);
    expect(body.data.code.startsWith(APLUSB)).toBe(true);
    expect(body.data.code).toContain(`* @runId: ${id}\n* @language: C++\n* @author: bob`);
    const none = await call<LastAcceptedCodeVO>('/api/get-last-ac-code?pid=999999', { token: bob });
    expect(none.body.data).toEqual({ submitId: null, code: '', language: null });
  });
});

describe('GET /api/contest-submissions', () => {
  it("lists a running contest's submissions from its start, hiding others' figures", async () => {
    const alice = await loginAs('alice');
    const { body } = await call<Page<JudgeVO>>(
      '/api/contest-submissions?contestID=2&onlyMine=false&beforeContestSubmit=false',
      { token: alice },
    );
    expect(body.status).toBe(200);
    const inContest = submissions.filter((s) => s.cid === 2);
    expect(body.data.total).toBe(inContest.length);
    const others = body.data.records.filter((r) => r.username !== 'alice');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((r) => r.time === null && r.displayId !== null)).toBe(true);
  });
});
