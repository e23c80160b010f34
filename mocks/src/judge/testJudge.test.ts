import { JudgeStatus, type TestJudgeVO } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { SECOND, clock } from '../store/clock';
import { TEST_RUN_PENDING_MS } from '../store/rules/judgePhases';
import { APLUSB } from '../jest/submit';
import { judgeMessages } from './texts';

installMockServer();

beforeEach(() => clock.freeze());

async function run(token: string, fields: Record<string, unknown>) {
  const { body } = await call<string>('/api/submit-problem-test-judge', {
    token,
    json: { pid: 1001, type: 'public', code: APLUSB, language: 'C++', isRemoteJudge: false, ...fields },
  });
  return body;
}

const result = (token: string, key: string) =>
  call<TestJudgeVO>(`/api/get-test-judge-result?testJudgeKey=${encodeURIComponent(key)}`, { token });

describe('self-test runs', () => {
  it('stay pending for a second of mock time, then show the output once', async () => {
    const token = await loginAs('alice');
    const started = await run(token, { userInput: '20 22\n', expectedOutput: '42\n' });
    expect(started.status).toBe(200);
    expect(started.data).toMatch(/^TEST_JUDGE_[0-9a-f]{32}$/);
    clock.advance(TEST_RUN_PENDING_MS - 1);
    expect((await result(token, started.data)).body.data).toEqual({ status: JudgeStatus.PENDING });
    clock.advance(1);
    const { body } = await result(token, started.data);
    expect(body.data).toMatchObject({
      status: JudgeStatus.ACCEPTED,
      userInput: '20 22\n',
      userOutput: '42\n',
      expectedOutput: '42\n',
      problemJudgeMode: 'default',
    });
    expect((await result(token, started.data)).body).toMatchObject({
      status: 400,
      msg: judgeMessages.testRunMissing,
    });
  });

  it("print a sample's output for its input, and follow the code's directive", async () => {
    const token = await loginAs('alice');
    const sample = await run(token, { userInput: '1 2\n', expectedOutput: '3\n' });
    clock.advance(10 * SECOND);
    const wrong = await run(token, {
      userInput: '1 2\n',
      expectedOutput: '3\n',
      code: `${APLUSB}// hoj:verdict WA`,
    });
    clock.advance(10 * SECOND);
    const broken = await run(token, { userInput: '1 2\n', code: APLUSB.replace('endl;', 'endl(;') });
    clock.advance(TEST_RUN_PENDING_MS);
    expect((await result(token, sample.data)).body.data).toMatchObject({ status: 0, userOutput: '3\n' });
    expect((await result(token, wrong.data)).body.data).toMatchObject({ status: -1, userOutput: '4\n' });
    const ce = (await result(token, broken.data)).body.data;
    expect(ce.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(ce.stderr).toMatch(/^main\.cpp:\d+:\d+: error:/);
  });

  it('refuses long or empty input, bad types and visitors', async () => {
    const token = await loginAs('alice');
    expect(await run(token, { userInput: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      msg: judgeMessages.testInputTooLong,
    });
    expect(await run(token, { userInput: '' })).toMatchObject({
      status: 400,
      msg: judgeMessages.testInputBlank,
    });
    expect(await run(token, { userInput: '1', type: 'other' })).toMatchObject({
      status: 400,
      msg: judgeMessages.testBadType,
    });
    const visitor = await call('/api/submit-problem-test-judge', { json: { pid: 1001 } });
    expect(visitor.response.status).toBe(401);
  });
});
