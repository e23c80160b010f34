import { JudgeStatus, type ContestRankDTO } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { contestRegisters, contests } from '../store/schema/contests';
import { submissions } from '../store/schema/judge';
import {
  WHOLE,
  hiddenTries,
  seededContest,
  solvedAfterEnd,
  uidOf,
  usernames,
  type AcmPage,
} from './boardCalls.testing';
import { boardMessages } from './boardTexts';
import { contestMessages } from './texts';

installMockServer();

const contestRank = <T = AcmPage>(token: string | undefined, body: ContestRankDTO) =>
  call<T>('/api/get-contest-rank', { token, json: body });

/**
 * The seeded board of contest 8: a private ACM contest of two dozen teams (alice, bob and carol among them; dave
 * registered but may not submit) that ended six days ago. Its last hour is sealed and stays sealed after the end
 * (no automatic unfreeze), carol is a star team, admin created it, and bob, alice and tyree93 submitted after the
 * end, which the contest allows.
 */
const ENDED = 8;

describe('who may read a contest board (POST /api/get-contest-rank)', () => {
  it('needs a login: a visitor gets HTTP 401', async () => {
    const { response, body } = await contestRank(undefined, { cid: ENDED });
    expect([response.status, body.status]).toEqual([401, 401]);
  });

  it('lets in a registered contestant of a private contest, and refuses her once unregistered', async () => {
    const token = await loginAs('alice');
    expect((await contestRank(token, { cid: ENDED })).body.status).toBe(200);
    contestRegisters.delete(`${ENDED}:${uidOf('alice')}`);
    const refused = await contestRank(token, { cid: ENDED });
    expect(refused.body).toEqual({ status: 403, msg: contestMessages.accessRegisterFirst, data: null });
  });

  it('lets the creator and root in without a registration', async () => {
    for (const username of ['admin', 'root']) {
      const { body } = await contestRank(await loginAs(username), { cid: ENDED });
      expect({ username, status: body.status }).toEqual({ username, status: 200 });
    }
  });

  it('refuses a contest that has not started to contestants, not to its creator', async () => {
    const scheduled = seededContest(4);
    const refused = await contestRank(await loginAs('alice'), { cid: scheduled.id });
    expect(refused.body).toEqual({ status: 403, msg: contestMessages.accessNotStarted, data: null });
    const creator = await contestRank(await loginAs('admin'), { cid: scheduled.id });
    expect(creator.body).toMatchObject({ status: 200, data: { records: [], total: 0 } });
  });

  it('answers a hidden contest as missing, to root too, and a request without a contest id as an error', async () => {
    const root = await loginAs('root');
    const hidden = await contestRank(root, { cid: seededContest(6).id });
    expect(hidden.body).toEqual({ status: 400, msg: contestMessages.accessMissing, data: null });
    const noId = await contestRank(root, { limit: 10 });
    expect(noId.body).toEqual({ status: 400, msg: boardMessages.rankNoCid, data: null });
  });
});

describe('the sealed board', () => {
  it('hides the last hour from contestants, even when they ask for the live board', async () => {
    const token = await loginAs('alice');
    for (const forceRefresh of [false, true]) {
      const { body } = await contestRank(token, { cid: ENDED, ...WHOLE, forceRefresh });
      expect(hiddenTries(body.data.records)).toBeGreaterThan(0);
    }
  });

  it('hides it from the creator and root too, until they ask for the live board', async () => {
    for (const username of ['admin', 'root']) {
      const token = await loginAs(username);
      const sealed = await contestRank(token, { cid: ENDED, ...WHOLE });
      const live = await contestRank(token, { cid: ENDED, ...WHOLE, forceRefresh: true });
      expect(hiddenTries(sealed.body.data.records)).toBeGreaterThan(0);
      expect(hiddenTries(live.body.data.records)).toBe(0);
      const solved = (page: AcmPage) => page.records.reduce((n, row) => n + row.ac, 0);
      expect(solved(live.body.data)).toBeGreaterThan(solved(sealed.body.data));
    }
  });

  it('gives a registered staff account who is not the contest’s admin no way through the seal', async () => {
    contestRegisters.insert({ cid: ENDED, uid: uidOf('problemadmin') });
    const { body } = await contestRank(await loginAs('problemadmin'), {
      cid: ENDED,
      ...WHOLE,
      forceRefresh: true,
    });
    expect(hiddenTries(body.data.records)).toBeGreaterThan(0);
  });

  it('opens by itself at the end when the contest unfreezes automatically', async () => {
    contests.update(seededContest(ENDED), { autoRealRank: true });
    const { body } = await contestRank(await loginAs('alice'), { cid: ENDED, ...WHOLE });
    expect(hiddenTries(body.data.records)).toBe(0);
  });
});

describe('submissions after the end (containsEnd)', () => {
  it('count on the live board when the contest allows them and the request asks, marked as after the end', async () => {
    const root = await loginAs('root');
    const without = await contestRank(root, { cid: ENDED, ...WHOLE, forceRefresh: true });
    const withEnd = await contestRank(root, { cid: ENDED, ...WHOLE, forceRefresh: true, containsEnd: true });
    expect(solvedAfterEnd(without.body.data.records)).toEqual([]);
    expect(solvedAfterEnd(withEnd.body.data.records).length).toBeGreaterThan(0);
    const late = new Set(solvedAfterEnd(withEnd.body.data.records).map((cell) => cell.split(':')[0]));
    expect([...late].every((name) => ['alice', 'bob', 'tyree93'].includes(name ?? ''))).toBe(true);
  });

  it('never count on a sealed board, nor for a contest that does not allow them', async () => {
    const alice = await loginAs('alice');
    const sealed = await contestRank(alice, { cid: ENDED, ...WHOLE });
    const sealedWithEnd = await contestRank(alice, { cid: ENDED, ...WHOLE, containsEnd: true });
    expect(sealedWithEnd.body.data).toEqual(sealed.body.data);

    contests.update(seededContest(ENDED), { allowEndSubmit: false });
    const { body } = await contestRank(await loginAs('root'), {
      cid: ENDED,
      ...WHOLE,
      forceRefresh: true,
      containsEnd: true,
    });
    expect(solvedAfterEnd(body.data.records)).toEqual([]);
  });
});

describe('star teams (removeStar)', () => {
  it('lists the star team unranked without an award, or leaves it out altogether', async () => {
    const root = await loginAs('root');
    const listed = await contestRank(root, { cid: ENDED, ...WHOLE, forceRefresh: true });
    const carol = listed.body.data.records.find((row) => row.username === 'carol');
    expect(carol).toMatchObject({ rank: -1, isWinAward: false });
    const removed = await contestRank(root, { cid: ENDED, ...WHOLE, forceRefresh: true, removeStar: true });
    expect(usernames(removed.body.data.records)).not.toContain('carol');
    expect(removed.body.data.total).toBe(listed.body.data.total - 1);
    expect(removed.body.data.records.map((row) => row.rank)).not.toContain(-1);
  });

  it('gives the awards by count down the ranked rows that solved something: 2 first, 3 second, 4 third', async () => {
    const { body } = await contestRank(await loginAs('root'), {
      cid: ENDED,
      ...WHOLE,
      forceRefresh: true,
      removeStar: true,
    });
    const awarded = body.data.records.filter((row) => row.isWinAward).map((row) => row.awardName);
    expect(awarded).toEqual([
      '一等奖',
      '一等奖',
      '二等奖',
      '二等奖',
      '二等奖',
      '三等奖',
      '三等奖',
      '三等奖',
      '三等奖',
    ]);
    expect(body.data.records.slice(0, 9).every((row) => row.isWinAward)).toBe(true);
  });
});

describe('pinned rows (the caller and concernedList)', () => {
  it('puts the caller’s row first, then the followed rows in board order, then the whole board', async () => {
    const token = await loginAs('alice');
    const board = (await contestRank(token, { cid: ENDED, ...WHOLE })).body.data;
    const followed = ['dave', 'carol', 'bob', 'alice'].map(uidOf);
    const { body } = await contestRank(token, { cid: ENDED, ...WHOLE, concernedList: followed });
    const unpinned = board.records.slice(1);
    const inBoardOrder = unpinned.filter((row) => ['bob', 'carol'].includes(row.username));
    // dave submitted nothing, so he has no row to pin; alice is pinned once, as the caller.
    expect(usernames(body.data.records.slice(0, 3))).toEqual(['alice', ...usernames(inBoardOrder)]);
    expect(body.data.records.slice(3)).toEqual(unpinned);
    expect(body.data.total).toBe(board.total + 2);
  });

  it('pins the caller’s own row copied from its place on the board', async () => {
    const { body } = await contestRank(await loginAs('alice'), { cid: ENDED, ...WHOLE });
    const [first, ...rest] = body.data.records;
    expect(first?.username).toBe('alice');
    expect(rest.filter((row) => row.username === 'alice')).toEqual([first]);
  });
});

describe('search (keyword) by school or the name the contest shows', () => {
  it('finds rows by the shown name or the school, ignoring case and spaces, pinned rows included', async () => {
    const { body } = await contestRank(await loginAs('alice'), { cid: ENDED, ...WHOLE, keyword: '  BOB ' });
    expect(usernames(body.data.records)).toEqual(['bob']);
    const bob = await contestRank(await loginAs('bob'), { cid: ENDED, ...WHOLE, keyword: 'bob' });
    expect(usernames(bob.body.data.records)).toEqual(['bob', 'bob']);
  });

  it('searches the real names, not the usernames, of a contest that shows real names', async () => {
    const contest = seededContest(ENDED);
    const token = await loginAs('root');
    const aliceRow = (await contestRank(token, { cid: ENDED, ...WHOLE })).body.data.records.find(
      (row) => row.username === 'alice',
    );
    const realname = aliceRow?.realname ?? '';
    expect(realname).not.toBe('');
    contests.update(contest, { rankShowName: 'realname' });
    const byUsername = await contestRank(token, { cid: ENDED, ...WHOLE, keyword: 'alice' });
    expect(usernames(byUsername.body.data.records)).not.toContain('alice');
    const byRealname = await contestRank(token, { cid: ENDED, ...WHOLE, keyword: realname });
    expect(usernames(byRealname.body.data.records)).toContain('alice');
  });
});

describe('paging', () => {
  it('cuts the board into pages of `limit` rows, counting every row in the total', async () => {
    const token = await loginAs('root');
    const whole = (await contestRank(token, { cid: ENDED, ...WHOLE })).body.data;
    expect(whole.total).toBeGreaterThan(10);
    const { body } = await contestRank(token, { cid: ENDED, currentPage: 2, limit: 5 });
    expect(body.data).toMatchObject({ current: 2, size: 5, total: whole.total });
    expect(body.data.pages).toBe(Math.ceil(whole.total / 5));
    expect(body.data.records).toEqual(whole.records.slice(5, 10));
    const past = await contestRank(token, { cid: ENDED, currentPage: 99, limit: 5 });
    expect(past.body.data).toMatchObject({ records: [], total: whole.total });
  });

  it('reads a page or limit missing or below 1 as page 1 of 50 rows', async () => {
    const token = await loginAs('root');
    for (const paging of [{}, { currentPage: 0, limit: 0 }, { currentPage: -3, limit: -1 }]) {
      const { body } = await contestRank(token, { cid: ENDED, ...paging });
      expect(body.data).toMatchObject({ current: 1, size: 50 });
    }
  });
});

describe('the OI board', () => {
  /** Contest 1: an ended public OI contest that counts each problem's highest score, with percentage awards. */
  const OI = 1;
  type OiRow = {
    username: string;
    totalScore: number;
    rank: number;
    submissionInfo: Record<string, unknown>;
  };

  it('ranks by total score with OI rows and awards the top tenth gold', async () => {
    const { body } = await contestRank<{ records: OiRow[]; total: number }>(await loginAs('root'), {
      cid: OI,
      ...WHOLE,
    });
    const rows = body.data.records;
    expect(rows.length).toBeGreaterThan(3);
    expect(rows[0]).toEqual(expect.objectContaining({ rank: 1, awardName: '金奖', isWinAward: true }));
    const scores = rows.map((row) => row.totalScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const gold = rows.filter((row) => (row as { awardName?: string }).awardName === '金奖');
    expect(gold).toHaveLength(Math.trunc(0.1 * rows.length));
  });

  it('counts the highest score of a problem, or the most recent one when the contest says so', async () => {
    const root = await loginAs('root');
    const board = async () =>
      (await contestRank<{ records: OiRow[] }>(root, { cid: OI, ...WHOLE })).body.data.records;
    const before = await board();
    const top = before.find((row) => row.totalScore > 0);
    const [label, score] = Object.entries(top?.submissionInfo ?? {}).find(([, s]) => Number(s) > 0) ?? [];
    expect(label && Number(score) > 0).toBeTruthy();
    // A later wrong try of that problem, worth nothing.
    const earlier = submissions
      .where('cid', OI)
      .find((s) => s.displayId === label && s.uid === uidOf(top?.username ?? ''));
    if (!earlier) throw new Error('no submission behind the score');
    const contest = seededContest(OI);
    submissions.insert({
      ...earlier,
      submitId: submissions.nextId(),
      status: JudgeStatus.WRONG_ANSWER,
      score: 0,
      submitTime: new Date(contest.endTime.getTime() - 60_000),
    });
    const highest = (await board()).find((row) => row.username === top?.username);
    expect(highest?.submissionInfo[label ?? '']).toBe(score);
    contests.update(contest, { oiRankScoreType: 'Recent' });
    const recent = (await board()).find((row) => row.username === top?.username);
    expect(recent?.submissionInfo[label ?? '']).toBe(0);
  });
});
