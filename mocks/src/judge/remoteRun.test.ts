import { JudgeStatus, type SubmissionInfoVO } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { SECOND, clock } from '../store/clock';
import { APLUSB, submit } from '../jest/submit';

installMockServer();

const statusOf = async (submitId: number) =>
  (await call<SubmissionInfoVO>(`/api/get-submission-detail?submitId=${submitId}`)).body.data.submission
    .status;

/** Submits to the seeded remote problem HDU-1000, through the remote judge. */
const submitRemote = (token: string, code = APLUSB) =>
  submit(token, { pid: 'HDU-1000', code, isRemote: true });

beforeEach(() => clock.freeze());
afterEach(() => clock.unfreeze());

describe('a remote-judge submission on the mock clock', () => {
  it('goes Pending → Submitting (9) → Judging → its verdict, never Compiling, as HOJ sends it to the remote judge', async () => {
    const token = await loginAs('alice');
    const { body } = await submitRemote(token);
    const id = body.data.submitId ?? 0;
    const seen = [await statusOf(id)];
    for (let ms = 0; ms < 4 * SECOND; ms += SECOND / 2) {
      clock.advance(SECOND / 2);
      seen.push(await statusOf(id));
    }
    const distinct = seen.filter((status, i) => status !== seen[i - 1]);
    expect(distinct).toEqual([
      JudgeStatus.PENDING,
      JudgeStatus.SUBMITTING,
      JudgeStatus.JUDGING,
      JudgeStatus.ACCEPTED,
    ]);
  });

  it('stays Submitting until a failed submit ends in Submitted Failed (10)', async () => {
    const token = await loginAs('alice');
    const { body } = await submitRemote(token, `${APLUSB}// hoj:verdict SF\n`);
    const id = body.data.submitId ?? 0;
    clock.advance(SECOND);
    expect(await statusOf(id)).toBe(JudgeStatus.SUBMITTING);
    clock.advance(3 * SECOND - 1);
    expect(await statusOf(id)).toBe(JudgeStatus.SUBMITTING);
    clock.advance(1);
    expect(await statusOf(id)).toBe(JudgeStatus.SUBMITTED_FAILED);
  });

  it('keeps a local problem on Compiling, never Submitting', async () => {
    const token = await loginAs('alice');
    const { body } = await submit(token);
    clock.advance(SECOND);
    expect(await statusOf(body.data.submitId ?? 0)).toBe(JudgeStatus.COMPILING);
  });
});
