import { JudgeStatus, type Judge, type SubmissionInfoVO } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { problems } from '../store/schema/problems';
import { switchSettings } from '../store/schema/site';
import { SECOND, clock } from '../store/clock';
import { judgedSubmission, submissions } from '../store/schema/judge';
import { APLUSB, submit } from '../jest/submit';
import { judgeMessages } from './texts';
import { userByUsername } from '../store/schema/accounts';

installMockServer();

const statusOf = async (submitId: number) =>
  (await call<SubmissionInfoVO>(`/api/get-submission-detail?submitId=${submitId}`)).body.data.submission
    .status;

beforeEach(() => clock.freeze());

describe('POST /api/submit-problem-judge and the simulated judge', () => {
  it('answers the new Pending submission, which walks Compiling and Judging to Accepted on the mock clock', async () => {
    const token = await loginAs('alice');
    const { body } = await submit(token);
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({
      status: JudgeStatus.PENDING,
      username: 'alice',
      displayPid: 'P1001',
      language: 'C++',
      length: APLUSB.length,
      cid: 0,
      share: false,
    });
    const id = body.data.submitId ?? 0;
    expect(await statusOf(id)).toBe(JudgeStatus.PENDING);
    clock.advance(SECOND);
    expect(await statusOf(id)).toBe(JudgeStatus.COMPILING);
    clock.advance(SECOND);
    expect(await statusOf(id)).toBe(JudgeStatus.JUDGING);
    clock.advance(2 * SECOND - 1);
    expect(await statusOf(id)).toBe(JudgeStatus.JUDGING);
    clock.advance(1);
    const { body: done } = await call<SubmissionInfoVO>(`/api/get-submission-detail?submitId=${id}`, {
      token,
    });
    expect(done.data.submission).toMatchObject({
      status: JudgeStatus.ACCEPTED,
      judger: 'judger-1',
      code: APLUSB,
    });
    expect(done.data.submission.time).toBeGreaterThan(0);
    expect(done.data.submission.score).toBeNull();
  });

  it.each([
    ['WA', JudgeStatus.WRONG_ANSWER],
    ['TLE', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['MLE', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    ['RE', JudgeStatus.RUNTIME_ERROR],
    ['PE', JudgeStatus.PRESENTATION_ERROR],
    ['SE', JudgeStatus.SYSTEM_ERROR],
    ['CE', JudgeStatus.COMPILE_ERROR],
  ])('ends in the verdict a "hoj:verdict %s" comment asks for', async (name, status) => {
    const token = await loginAs('bob');
    const { body } = await submit(token, { code: `${APLUSB}// hoj:verdict ${name}\n` });
    clock.advance(4 * SECOND);
    expect(await statusOf(body.data.submitId ?? 0)).toBe(status);
  });

  it('fails the middle case of an ACM problem, or the one the directive names', async () => {
    const token = await loginAs('bob');
    const first = await submit(token, { code: `${APLUSB}// hoj:verdict TLE\n` });
    clock.advance(10 * SECOND);
    const second = await submit(token, { code: `${APLUSB}// hoj:verdict WA 5\n` });
    clock.advance(4 * SECOND);
    const cases = (id: number | undefined) => submissions.get(id)?.cases.map((c) => c.status);
    const { ACCEPTED: AC, TIME_LIMIT_EXCEEDED: TLE, WRONG_ANSWER: WA } = JudgeStatus;
    expect(cases(first.body.data.submitId)).toEqual([AC, AC, TLE, AC, AC]);
    expect(cases(second.body.data.submitId)).toEqual([AC, AC, AC, AC, WA]);
    expect(submissions.get(first.body.data.submitId)?.time).toBeGreaterThan(1000);
  });

  it('reports unbalanced brackets as a compile error with a gcc-like message', async () => {
    const token = await loginAs('alice');
    const broken = APLUSB.replace('return 0;\n}', 'return 0;\n');
    const { body } = await submit(token, { code: broken });
    clock.advance(4 * SECOND);
    const { body: detail } = await call<SubmissionInfoVO>(
      `/api/get-submission-detail?submitId=${body.data.submitId}`,
      { token },
    );
    expect(detail.data.submission.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(detail.data.submission.errorMessage).toMatch(
      /^main\.cpp:\d+:\d+: error: expected '}' at end of input/,
    );
  });

  it('scores an OI problem: PA 40 passes the cases that fit under 40 points', async () => {
    const token = await loginAs('alice');
    // P1024: OI, ten cases of ten points, judged until the first failure.
    const { body } = await submit(token, { pid: 'P1024', code: `${APLUSB}// hoj:verdict PA 40\n` });
    clock.advance(4 * SECOND);
    const row = submissions.get(body.data.submitId);
    expect(row).toMatchObject({ status: JudgeStatus.PARTIAL_ACCEPTED, score: 40 });
    expect(row?.cases).toHaveLength(5);
    expect(row?.oiRankScore).toBe(Math.round(40 * 0.1 + 2 * 2 * 0.4));
  });

  it('refuses what the backend refuses', async () => {
    const token = await loginAs('alice');
    const refusal = async (fields: Record<string, unknown>) => {
      clock.advance(10 * SECOND);
      const { body } = await submit(token, fields);
      return [body.status, body.msg];
    };
    expect(await refusal({ code: '   ' })).toEqual([400, judgeMessages.codeTooShort]);
    expect(await refusal({ code: 'x'.repeat(65536) })).toEqual([400, judgeMessages.codeTooLong]);
    expect((await refusal({ language: 'Kotlin' }))[0]).toBe(400);
    const allowed = problems.get(1001)?.languages ?? [];
    expect(allowed).not.toContain('C++ 20');
    expect((await refusal({ language: 'C++ 20' }))[1]).toBe(
      judgeMessages.badLanguage(`[${allowed.join(', ')}]`),
    );
    expect(await refusal({ pid: 'P1005' })).toEqual([403, judgeMessages.problemClosed]);
    expect(await refusal({ pid: 'P9999' })).toEqual([403, judgeMessages.problemGone]);
    expect(await refusal({ pid: 'P1010' })).toEqual([403, judgeMessages.groupProblemOutside]);
    switchSettings.openPublicJudge = false;
    expect(await refusal({})).toEqual([403, judgeMessages.publicJudgeOff]);
    const visitor = await call('/api/submit-problem-judge', { json: { pid: 'P1001' } });
    expect(visitor.response.status).toBe(401);
  });

  it('keeps the site interval between two submissions outside contests', async () => {
    const token = await loginAs('carol');
    expect((await submit(token)).body.status).toBe(200);
    clock.advance(switchSettings.defaultSubmitInterval * SECOND - 1);
    expect((await submit(token)).body).toMatchObject({ status: 403, msg: judgeMessages.submitTooFast });
    clock.advance(1);
    expect((await submit(token)).body.status).toBe(200);
  });
});

describe('GET /api/resubmit', () => {
  it('sends a Submitted Failed remote submission again, which then gets its verdict', async () => {
    const problem = problems.get(1001);
    if (!problem) throw new Error('P1001 is not seeded');
    problems.update(problem, { isRemote: true, remoteOj: 'HDU' });
    const token = await loginAs('alice');
    const { body } = await submit(token, { code: `${APLUSB}// hoj:verdict SF\n`, isRemote: true });
    const id = body.data.submitId ?? 0;
    clock.advance(4 * SECOND);
    expect(submissions.get(id)).toMatchObject({
      status: JudgeStatus.SUBMITTED_FAILED,
      judger: 'hoj_demo_hdu',
    });

    const other = await call(`/api/resubmit?submitId=${id}`, { token: await loginAs('bob') });
    expect(other.body).toMatchObject({ status: 403, msg: judgeMessages.notYourSubmission });
    const again = await call<Judge>(`/api/resubmit?submitId=${id}`, { token });
    expect(again.body.data).toMatchObject({ status: JudgeStatus.PENDING, version: 1 });
    clock.advance(4 * SECOND);
    expect(submissions.get(id)).toMatchObject({ status: JudgeStatus.ACCEPTED, cases: [] });
    // JudgeManager.resubmit checks no status: an accepted run is sent again too.
    const twice = await call<Judge>(`/api/resubmit?submitId=${id}`, { token });
    expect(twice.body).toMatchObject({ status: 200, data: { status: JudgeStatus.PENDING, version: 2 } });
  });
});

describe('PUT /api/submission (share)', () => {
  const share = (token: string, submitId: number, value: boolean) =>
    call('/api/submission', { token, method: 'PUT', json: { submitId, share: value } });

  it('lets the owner share and unshare, and shows shared code to everybody', async () => {
    const token = await loginAs('alice');
    const { body } = await submit(token);
    const id = body.data.submitId ?? 0;
    clock.advance(4 * SECOND);
    const anonymousCode = async () =>
      (await call<SubmissionInfoVO>(`/api/get-submission-detail?submitId=${id}`)).body.data.submission.code;
    expect(await anonymousCode()).toBeNull();
    expect((await share(token, id, true)).body.status).toBe(200);
    expect(await anonymousCode()).toBe(APLUSB);
    expect((await share(token, id, false)).body.status).toBe(200);
    expect(await anonymousCode()).toBeNull();
  });

  it('refuses others and contest submissions, and shares on a problem whose codeShare is off as HOJ does', async () => {
    const alice = await loginAs('alice');
    const { body } = await submit(alice);
    const id = body.data.submitId ?? 0;
    expect((await share(await loginAs('bob'), id, true)).body).toMatchObject({
      status: 403,
      msg: judgeMessages.shareNotOwner,
    });
    const inContest = submissions.insert(
      judgedSubmission({
        submitId: 99001,
        uid: userByUsername('alice')?.uid ?? '',
        pid: 1001,
        cid: 2,
        status: JudgeStatus.ACCEPTED,
        submitTime: clock.now(),
      }),
    );
    expect((await share(alice, inContest.submitId, true)).body).toMatchObject({
      status: 403,
      msg: judgeMessages.shareContest,
    });
    const problem = problems.get(1001);
    if (!problem) throw new Error('P1001 is not seeded');
    problems.update(problem, { codeShare: false });
    // JudgeManager.updateSubmission never reads codeShare.
    expect((await share(alice, id, true)).body).toEqual({ status: 200, msg: 'success', data: null });
    expect(submissions.get(id)?.share).toBe(true);
  });
});
