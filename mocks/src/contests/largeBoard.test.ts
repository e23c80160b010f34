import type { ContestRankDTO } from '@generated/model/index';
import { recordOutcome } from '@hoj/core/contest/ranking/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { userByUsername, users } from '../store/schema/accounts';
import { submissions } from '../store/schema/judge';
import { seededContest, usernames, type AcmPage } from './boardCalls.testing';

installMockServer();

const contestRank = <T = AcmPage>(token: string | undefined, body: ContestRankDTO) =>
  call<T>('/api/get-contest-rank', { token, json: body });

const outsideBoard = <T = AcmPage>(token: string | undefined, body: ContestRankDTO) =>
  call<T>('/api/get-contest-outside-scoreboard', { token, json: body });

/**
 * Contest 9: the ended 5,000-team, 15-problem ACM contest, whose teams and submissions are made the first time it
 * is read. Its board is open outside and shows the teams' nicknames.
 */
const LARGE = 9;

/** The teams the board must list: every account with a judged submission between the start and the end. */
function teamsOnTheBoard(): Set<string> {
  const contest = seededContest(LARGE);
  const roots = new Set(users.where('role', 'root').map((u) => u.uid));
  const teams = new Set<string>();
  for (const s of submissions.where('cid', LARGE))
    if (
      s.submitTime >= contest.startTime &&
      s.submitTime < contest.endTime &&
      recordOutcome(s.status) !== 'uncounted' &&
      !roots.has(s.uid) &&
      s.uid !== contest.uid
    )
      teams.add(s.uid);
  return teams;
}

describe('the 5,000-team board', () => {
  it('lists every team that submitted, 50 to a page by default, and any page size asked for', async () => {
    const first = await outsideBoard(undefined, { cid: LARGE });
    const expected = teamsOnTheBoard();
    expect(expected.size).toBeGreaterThan(4000);
    expect(first.body.data).toMatchObject({ total: expected.size, size: 50, current: 1 });
    expect(first.body.data.records).toHaveLength(50);
    expect(first.body.data.records[0]).toMatchObject({ rank: 1 });

    // The backend caps no page size: a projector may ask for the whole board at once.
    const whole = await outsideBoard(undefined, { cid: LARGE, limit: 5000 });
    const rows = whole.body.data.records;
    expect(rows).toHaveLength(expected.size);
    expect(new Set(rows.map((row) => row.uid))).toEqual(expected);
    const solved = rows.map((row) => row.ac);
    expect(solved).toEqual([...solved].sort((a, b) => b - a));

    // Inside, root sees the same board (root has no row to pin).
    const inside = await contestRank<AcmPage>(await loginAs('root'), { cid: LARGE, limit: 5000 });
    expect(inside.body.data.records).toEqual(rows);
  });

  it('searches the nicknames it shows, not the usernames, and leaves the star teams out when asked', async () => {
    const page = (await outsideBoard(undefined, { cid: LARGE })).body.data;
    const team = page.records.find((row) => row.nickname);
    if (!team?.nickname) throw new Error('no team with a nickname');
    const byUsername = await outsideBoard(undefined, { cid: LARGE, keyword: team.username });
    expect(byUsername.body.data.total).toBe(0);
    const byNickname = await outsideBoard(undefined, { cid: LARGE, keyword: team.nickname });
    expect(usernames(byNickname.body.data.records)).toContain(team.username);

    const onTheBoard = teamsOnTheBoard();
    const stars = seededContest(LARGE).starAccount.filter((name) => {
      const uid = userByUsername(name)?.uid;
      return uid !== undefined && onTheBoard.has(uid);
    });
    expect(stars.length).toBeGreaterThan(0);
    const starless = await outsideBoard(undefined, { cid: LARGE, limit: 1, removeStar: true });
    expect(starless.body.data.total).toBe(page.total - stars.length);
  });
});
