import { JudgeStatus, type ProblemFullScreenListVO, type ProblemStatusEntry } from '@generated/model/index';
import { contests } from '../store/schema/contests';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { HOUR, MINUTE, clock } from '../store/clock';
import { problemMessages } from './texts';
import { addSubmission, clearSubmissions } from './testSubmissions';
import { trainingMessages } from '../trainings/texts';

installMockServer();

type StatusMap = Record<string, ProblemStatusEntry>;

const statuses = async (token: string, json: unknown) =>
  call<StatusMap>('/api/get-user-problem-status', { token, json });

const ago = (ms: number) => new Date(clock.nowMs() - ms);

describe('POST /api/get-user-problem-status', () => {
  it('answers accepted once solved, else the latest result, else never submitted', async () => {
    clearSubmissions(1001, 1002, 1003);
    addSubmission('alice', { pid: 1001, submitTime: ago(2 * HOUR) });
    addSubmission('alice', { pid: 1001, status: JudgeStatus.WRONG_ANSWER, submitTime: ago(HOUR) });
    addSubmission('alice', { pid: 1002, status: JudgeStatus.WRONG_ANSWER, submitTime: ago(2 * HOUR) });
    addSubmission('alice', { pid: 1002, status: JudgeStatus.TIME_LIMIT_EXCEEDED, submitTime: ago(HOUR) });
    // Someone else's, a contest's and a group's submissions do not count here.
    addSubmission('bob', { pid: 1003 });
    addSubmission('alice', { pid: 1003, cid: 2, cpid: 1 });
    addSubmission('alice', { pid: 1003, gid: 1 });
    const token = await loginAs('alice');
    const { body } = await statuses(token, { pidList: [1001, 1002, 1003], isContestProblemList: false });
    expect(body.data).toEqual({
      1001: { status: JudgeStatus.ACCEPTED },
      1002: { status: JudgeStatus.TIME_LIMIT_EXCEEDED },
      1003: { status: JudgeStatus.NOT_SUBMITTED },
    });
    const group = await statuses(token, { pidList: [1003], isContestProblemList: false, gid: 1 });
    expect(group.body.data).toEqual({ 1003: { status: JudgeStatus.ACCEPTED } });
  });

  it('needs a login and a valid body', async () => {
    expect((await call('/api/get-user-problem-status', { json: { pidList: [1001] } })).response.status).toBe(
      401,
    );
    const token = await loginAs('alice');
    const empty = await statuses(token, { pidList: [], isContestProblemList: false });
    expect(empty.response.status).toBe(400);
    expect(empty.body.msg).toBe(problemMessages.pidListEmpty);
    const noFlag = await statuses(token, { pidList: [1001] });
    expect(noFlag.body).toMatchObject({ status: 400, msg: problemMessages.contestFlagMissing });
    const unknown = await statuses(token, { pidList: [1001], isContestProblemList: true, cid: 999 });
    expect(unknown.body).toMatchObject({ status: 404, msg: problemMessages.statusContestMissing });
  });

  it('reads one contest: scores under OI rules, hidden while an OI board is frozen', async () => {
    const token = await loginAs('alice');
    clearSubmissions(1012, 1019);
    addSubmission('alice', { pid: 1012, cid: 1, cpid: 2, status: JudgeStatus.PARTIAL_ACCEPTED, score: 40 });
    const oi = await statuses(token, { pidList: [1012, 1019], isContestProblemList: true, cid: 1 });
    expect(oi.body.data).toEqual({
      1012: { status: JudgeStatus.PARTIAL_ACCEPTED, score: 40 },
      1019: { status: JudgeStatus.NOT_SUBMITTED, score: null },
    });
    const contest = contests.get(1);
    if (!contest) throw new Error('contest 1 is not seeded');
    contests.update(contest, {
      sealRank: true,
      sealRankTime: ago(MINUTE),
      endTime: new Date(clock.nowMs() + HOUR),
    });
    const sealed = await statuses(token, { pidList: [1012], isContestProblemList: true, cid: 1 });
    expect(sealed.body.data).toEqual({ 1012: { status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null } });
  });
});

describe('GET /api/get-full-screen-problem-list', () => {
  const screen = async (query: string, username = 'alice') =>
    (
      await call<ProblemFullScreenListVO[]>(`/api/get-full-screen-problem-list?${query}`, {
        token: await loginAs(username),
      })
    ).body;

  it('lists a contest’s problems by label with the caller’s finished results', async () => {
    clearSubmissions(1006, 1013);
    addSubmission('alice', {
      pid: 1006,
      cid: 2,
      cpid: 6,
      status: JudgeStatus.WRONG_ANSWER,
      submitTime: ago(MINUTE),
    });
    addSubmission('alice', { pid: 1006, cid: 2, cpid: 6, submitTime: ago(2 * MINUTE) });
    addSubmission('alice', { pid: 1013, cid: 2, cpid: 7, status: JudgeStatus.JUDGING });
    const { data } = await screen('cid=2');
    expect(data.map((p) => p.problemId)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(data[0]).toMatchObject({ pid: 1006, title: '括号匹配', status: JudgeStatus.ACCEPTED });
    expect(data[1]).toMatchObject({ pid: 1013, status: null, score: null });
  });

  it('refuses what the backend refuses', async () => {
    expect(await screen('')).toMatchObject({ status: 400, msg: problemMessages.fullScreenNoId });
    expect(await screen('tid=999')).toMatchObject({ status: 400, msg: trainingMessages.missing });
    expect(await screen('cid=3')).toMatchObject({ status: 403, msg: problemMessages.contestNotStarted });
    expect(await screen('cid=3', 'root')).toMatchObject({ status: 200 });
    expect(await screen('cid=6')).toMatchObject({ status: 400, msg: problemMessages.contestMissing });
    expect(await screen('cid=7', 'carol')).toMatchObject({
      status: 403,
      msg: problemMessages.notGroupContestMember,
    });
  });
});
