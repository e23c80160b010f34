import { JudgeStatus, type Judge } from '@generated/model/index';
import { manualJudgeStatusOptions } from '@hoj/core/domain/judgeStatus';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { SECOND, clock } from '../store/clock';
import { problems } from '../store/schema/problems';
import { submissions } from '../store/schema/judge';
import { APLUSB, submit } from '../jest/submit';
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

  it.each([
    JudgeStatus.SUBMITTING,
    JudgeStatus.SUBMITTED_UNKNOWN_RESULT,
    JudgeStatus.NOT_SUBMITTED,
    JudgeStatus.CANCELLED,
    JudgeStatus.COMPILE_ERROR,
    JudgeStatus.PENDING,
    JudgeStatus.COMPILING,
    JudgeStatus.JUDGING,
    JudgeStatus.NO_STATUS,
    99,
  ])('refuses to set status %i by hand, the submission untouched', async (status) => {
    const id = await judged();
    const before = { ...submissions.get(id) };
    const { body } = await admin(`manual-judge?submitId=${id}&status=${status}`);
    expect(body).toEqual({ status: 400, msg: judgeMessages.manualStatusRefused, data: null });
    expect(submissions.get(id)).toMatchObject({ status: before.status, isManual: false });
  });

  it.each(manualJudgeStatusOptions)('sets status %i, one the manual-judge dialog offers', async (status) => {
    const id = await judged();
    const { body } = await admin(`manual-judge?submitId=${id}&status=${status}`);
    expect(body).toMatchObject({ status: 200, data: { submitId: id, status } });
  });

  it('clamps an OI score to 0…total and ranks it as RejudgeManager does: round(difficulty × 2 + score / 10)', async () => {
    const oi = await judged(APLUSB, 'P1024');
    const problem = problems.get(submissions.get(oi)?.pid ?? 0);
    if (!problem) throw new Error('no OI problem P1024');
    // A difficulty above 0 tells this formula from the judge's, which weighs it by the share of the total.
    expect(problem.difficulty).toBeGreaterThan(0);
    const low = await admin(`manual-judge?submitId=${oi}&status=${JudgeStatus.WRONG_ANSWER}&score=-5`);
    expect(low.body.data).toMatchObject({ score: 0, oiRankScore: Math.round(problem.difficulty * 2) });
    const part = await admin(`manual-judge?submitId=${oi}&status=${JudgeStatus.PARTIAL_ACCEPTED}&score=45`);
    expect(part.body.data).toMatchObject({
      score: 45,
      oiRankScore: Math.round(problem.difficulty * 2 + 4.5),
    });
    expect(submissions.get(oi)).toMatchObject({
      score: 45,
      oiRankScore: Math.round(problem.difficulty * 2 + 4.5),
    });
  });
});
