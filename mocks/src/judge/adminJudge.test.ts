import { JudgeStatus, type Judge } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { SECOND, clock } from '../store/clock';
import { submissions } from './tables';
import { APLUSB, submit } from './testSupport';
import { judgeMessages } from './texts';

installMockServer();

beforeEach(() => clock.freeze());

const admin = async (path: string, username = 'root') =>
  call<Judge | null>(`/api/admin/judge/${path}`, { token: await loginAs(username) });

async function judged(code = APLUSB, pid = 'P1001'): Promise<number> {
  const { body } = await submit(await loginAs('alice'), { code, pid });
  clock.advance(10 * SECOND);
  return body.data.submitId ?? 0;
}

describe('manual judge, cancel and rejudge', () => {
  it('are for root alone', async () => {
    const id = await judged();
    const refused = await admin(`rejudge?submitId=${id}`, 'admin');
    expect(refused.response.status).toBe(403);
  });

  it('sets a verdict by hand, marked manual, with the score clamped on OI problems', async () => {
    const acm = await judged();
    const { body } = await admin(`manual-judge?submitId=${acm}&status=${JudgeStatus.WRONG_ANSWER}&score=50`);
    expect(body.data).toEqual({ submitId: acm, judger: 'root', status: -1, score: null, oiRankScore: null });
    expect(submissions.get(acm)).toMatchObject({ status: -1, isManual: true, judger: 'root' });
    const oi = await judged(APLUSB, 'P1024');
    const scored = await admin(
      `manual-judge?submitId=${oi}&status=${JudgeStatus.PARTIAL_ACCEPTED}&score=150`,
    );
    expect(scored.body.data).toMatchObject({ score: 100 });
    expect(submissions.get(oi)).toMatchObject({ status: 8, score: 100 });
  });

  it('refuses a manual verdict while the submission is judged, and for a compile error', async () => {
    const { body } = await submit(await loginAs('bob'));
    const live = body.data.submitId ?? 0;
    clock.advance(2 * SECOND);
    expect((await admin(`manual-judge?submitId=${live}&status=0`)).body.msg).toBe(
      judgeMessages.manualJudging,
    );
    expect((await admin(`cancel-judge?submitId=${live}`)).body.msg).toBe(judgeMessages.cancelJudging);
    const ce = await judged(`${APLUSB}// hoj:verdict CE`);
    expect((await admin(`manual-judge?submitId=${ce}&status=0`)).body.msg).toBe(
      judgeMessages.manualCompileError,
    );
  });

  it('cancels a judged submission and clears its score', async () => {
    const id = await judged(APLUSB, 'P1024');
    const { body } = await admin(`cancel-judge?submitId=${id}`);
    expect(body.data).toMatchObject({ status: JudgeStatus.CANCELLED, judger: 'root' });
    expect(submissions.get(id)).toMatchObject({ status: -4, score: null, oiRankScore: null, isManual: true });
  });

  it('rejudges a submission: Pending again, then judged anew', async () => {
    const id = await judged();
    await admin(`manual-judge?submitId=${id}&status=${JudgeStatus.WRONG_ANSWER}`);
    const { body } = await admin(`rejudge?submitId=${id}`);
    expect(body.msg).toBe(judgeMessages.rejudgeDone);
    expect(body.data).toMatchObject({ status: JudgeStatus.PENDING, isManual: false, version: 1 });
    clock.advance(4 * SECOND);
    expect(submissions.get(id)).toMatchObject({ status: JudgeStatus.ACCEPTED, isManual: false });
  });

  it('rejudges every submission of a contest problem, or says there is none', async () => {
    const target = submissions.find((s) => s.cid === 2);
    if (!target) throw new Error('no seeded contest submission');
    const { body } = await admin(`rejudge-contest-problem?cid=2&pid=${target.pid}`);
    expect(body.msg).toBe(judgeMessages.rejudgeProblemDone);
    const rows = submissions.where('cid', 2).filter((s) => s.pid === target.pid);
    expect(rows.every((s) => s.status === JudgeStatus.PENDING)).toBe(true);
    const none = await admin('rejudge-contest-problem?cid=2&pid=999999');
    expect(none.body).toMatchObject({ status: 400, msg: judgeMessages.rejudgeNothing });
  });
});
