import { JudgeStatus, type OIRankVO } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import type { Page } from '../http/page';
import { clock } from '../store/clock';
import { userByUsername } from '../store/schema/accounts';
import { judgedSubmission, submissions } from '../store/schema/judge';
import { groupMessages } from './texts';

installMockServer();

const CLUB = 2;

/** A judged submission in the club (group 2), which the seed leaves without any. */
function add(
  username: string,
  pid: number,
  status: JudgeStatus,
  extra: { cid?: number; oiRankScore?: number } = {},
) {
  submissions.insert({
    ...judgedSubmission({
      submitId: submissions.nextId(),
      uid: userByUsername(username)?.uid ?? '',
      pid,
      cid: extra.cid ?? 0,
      status,
      submitTime: clock.now(),
    }),
    gid: CLUB,
    oiRankScore: extra.oiRankScore ?? null,
  });
}

const rank = async (query: string) =>
  (
    await call<Page<OIRankVO>>(`/api/get-group-rank-list?gid=${CLUB}&${query}`, {
      token: await loginAs('carol'),
    })
  ).body;

describe('the group rank', () => {
  beforeEach(() => {
    add('bob', 1010, JudgeStatus.ACCEPTED, { oiRankScore: 100 });
    add('bob', 1020, JudgeStatus.WRONG_ANSWER, { oiRankScore: 40 });
    add('dave', 1010, JudgeStatus.WRONG_ANSWER);
    add('dave', 1010, JudgeStatus.ACCEPTED);
    add('dave', 1020, JudgeStatus.ACCEPTED, { cid: 9 });
    add('alice', 1030, JudgeStatus.ACCEPTED, { oiRankScore: 100 });
    add('alice', 1030, JudgeStatus.WRONG_ANSWER, { oiRankScore: 30 });
    add('alice', 1020, JudgeStatus.WRONG_ANSWER, { oiRankScore: 70 });
    // Not a member: never ranked, whatever the submissions.
    add('carol', 1010, JudgeStatus.ACCEPTED, { oiRankScore: 100 });
  });

  it('ranks the members by accepted problems, then fewer submissions (ACM), the group’s contests included', async () => {
    const { data } = await rank('type=0');
    expect(data.size).toBe(30);
    expect(data.total).toBe(8);
    expect(data.records.slice(0, 3).map((r) => [r.username, r.ac, r.total])).toEqual([
      ['dave', 2, 3],
      ['bob', 1, 2],
      ['alice', 1, 3],
    ]);
    expect(data.records.map((r) => r.username)).not.toContain('carol');
  });

  it('ranks by the sum of the best practice scores, then accepted problems (OI)', async () => {
    const { data } = await rank('type=1');
    expect(data.records.slice(0, 3).map((r) => [r.username, r.score])).toEqual([
      ['alice', 170],
      ['bob', 140],
      ['dave', 0],
    ]);
  });

  it('searches username, nickname and real name, and refuses other rank types', async () => {
    expect((await rank('type=0&searchUser=DAV')).data.records.map((r) => r.username)).toEqual(['dave']);
    expect(await rank('type=2')).toEqual({ status: 400, msg: groupMessages.rankType, data: null });
  });
});
