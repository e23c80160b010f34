import { JudgeStatus, type Judge } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { APLUSB } from '../jest/submit';
import { DAY, SECOND, clock } from '../store/clock';
import { contestRecordsOf } from '../store/queries/contests';
import { contestRecords, contests } from '../store/schema/contests';
import { submissions } from '../store/schema/judge';
import { judgeMessages } from './texts';

installMockServer();

const submitIn = async (username: string, cid: number, label: string, code = APLUSB) =>
  call<Judge>('/api/submit-problem-judge', {
    token: await loginAs(username),
    json: { pid: label, language: 'C++', code, cid, isRemote: false },
  });

const limitTo = (cid: number, rule: string) => {
  const contest = contests.get(cid);
  if (contest) contests.update(contest, { openAccountLimit: true, accountLimitRule: rule });
};

// BeforeDispatchInitManager.initContestSubmission, in its order.
describe('submitting in a contest', () => {
  it('writes a contest record at once, its time in whole seconds since the start', async () => {
    clock.freeze();
    const { body } = await submitIn('alice', 2, 'A');
    expect(body.status).toBe(200);
    const [record] = contestRecords.where('submitId', body.data.submitId ?? 0);
    const start = contests.get(2)?.startTime.getTime() ?? 0;
    expect(record).toMatchObject({
      cid: 2,
      displayId: 'A',
      checked: false,
      time: Math.floor((clock.nowMs() - start) / 1000),
    });
    // Its outcome follows the judge: nothing while judging, accepted once judged.
    const outcome = () => contestRecordsOf(2).find((r) => r.record.id === record?.id)?.status;
    expect(outcome()).toBeNull();
    clock.advance(4 * SECOND);
    expect(outcome()).toBe(1);
  });

  it('refuses an account outside the account rule with the submit call’s own words, admins excepted', async () => {
    limitTo(8, '<prefix>team</prefix><suffix></suffix><start>1</start><end>9</end><extra>alice</extra>');
    expect((await submitIn('bob', 8, 'A')).body).toEqual({
      status: 403,
      msg: judgeMessages.contestAccountRule,
      data: null,
    });
    expect((await submitIn('alice', 8, 'A')).body.status).toBe(200);
    expect((await submitIn('admin', 8, 'A')).body.status).toBe(200);
  });

  it('checks registration before the rule, and the rule on public contests too', async () => {
    limitTo(
      8,
      '<prefix>team</prefix><suffix></suffix><start>1</start><end>9</end><extra>problemadmin</extra>',
    );
    expect((await submitIn('problemadmin', 8, 'A')).body.msg).toBe(judgeMessages.contestNotRegistered);
    limitTo(2, '<prefix>team</prefix><suffix></suffix><start>1</start><end>9</end><extra></extra>');
    expect((await submitIn('alice', 2, 'A')).body.msg).toBe(judgeMessages.contestAccountRule);
  });

  it('fails with HTTP 500 for a label the contest lacks, and for a rule that cannot be read', async () => {
    expect((await submitIn('alice', 2, 'Z')).response.status).toBe(500);
    limitTo(2, '<prefix>team</prefix><start>one</start><end>9</end>');
    expect((await submitIn('alice', 2, 'A')).response.status).toBe(500);
  });

  it('takes submissions after the end where the contest allows them, and counts their time past the end', async () => {
    clock.freeze();
    const { body } = await submitIn('bob', 8, 'C');
    expect(body.status).toBe(200);
    const contest = contests.get(8);
    const [record] = contestRecords.where('submitId', body.data.submitId ?? 0);
    expect(record?.time).toBeGreaterThan(
      ((contest?.endTime.getTime() ?? 0) - (contest?.startTime.getTime() ?? 0)) / 1000,
    );
    expect((await submitIn('alice', 1, 'A')).body.msg).toBe(judgeMessages.contestEnded);
  });

  it('lets an admin submit before the start, the record’s time then 0', async () => {
    const { body } = await submitIn('problemadmin', 3, 'A');
    expect(body.status).toBe(200);
    expect(contestRecords.where('submitId', body.data.submitId ?? 0)[0]?.time).toBe(0);
    expect((await submitIn('alice', 3, 'A')).body.msg).toBe(judgeMessages.contestNotStarted);
  });
});

describe('rejudging a contest problem', () => {
  it('is for root: it sends every submission of the problem in the contest back to the judge', async () => {
    clock.freeze();
    // A problem someone failed to compile: the rejudge must find the same error in the same code.
    const pid = submissions.where('cid', 8).find((s) => s.status === JudgeStatus.COMPILE_ERROR)?.pid ?? 0;
    const rows = () => submissions.where('cid', 8).filter((s) => s.pid === pid);
    const admin = await call(`/api/admin/judge/rejudge-contest-problem?cid=8&pid=${pid}`, {
      token: await loginAs('admin', { admin: true }),
    });
    expect(admin.response.status).toBe(403);
    const versions = rows().map((s) => s.version);
    const compileErrors = rows()
      .filter((s) => s.status === JudgeStatus.COMPILE_ERROR)
      .map((s) => s.submitId);
    const { body } = await call(`/api/admin/judge/rejudge-contest-problem?cid=8&pid=${pid}`, {
      token: await loginAs('root', { admin: true }),
    });
    expect(body).toEqual({ status: 200, msg: judgeMessages.rejudgeProblemDone, data: null });
    expect(rows().every((s) => s.status === JudgeStatus.PENDING && s.score === null && !s.isManual)).toBe(
      true,
    );
    expect(rows().map((s) => s.version)).toEqual(versions.map((v) => v + 1));
    // Their records have no outcome until the judge is done, then the one it gives.
    const outcomes = () => contestRecordsOf(8).filter((r) => r.record.pid === pid);
    expect(outcomes().every((r) => r.status === null)).toBe(true);
    clock.advance(4 * SECOND);
    // Code sent with a missing bracket fails to compile again (no penalty); the rest of the seeded code passes.
    expect(compileErrors.length).toBeGreaterThan(0);
    expect(outcomes().map((r) => [r.submission.submitId, r.submission.status, r.status])).toEqual(
      rows().map((s) =>
        compileErrors.includes(s.submitId)
          ? [s.submitId, JudgeStatus.COMPILE_ERROR, 0]
          : [s.submitId, JudgeStatus.ACCEPTED, 1],
      ),
    );
  });

  it('leaves other contests’ submissions of the same problem alone', async () => {
    clock.advance(DAY);
    const pid = submissions.where('cid', 8)[0]?.pid ?? 0;
    const elsewhere = submissions.all().filter((s) => s.pid === pid && s.cid !== 8);
    const before = elsewhere.map((s) => [s.submitId, s.status]);
    await call(`/api/admin/judge/rejudge-contest-problem?cid=8&pid=${pid}`, {
      token: await loginAs('root', { admin: true }),
    });
    expect(elsewhere.map((s) => [s.submitId, submissions.get(s.submitId)?.status])).toEqual(before);
  });
});
