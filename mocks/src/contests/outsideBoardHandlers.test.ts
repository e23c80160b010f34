import { localizeServerMessage, prepareServerMessages } from '@hoj/core/i18n/serverMessages';
import type { ContestOutsideInfoVO, ContestRankDTO } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { DAY } from '../store/clock';
import { contests } from '../store/schema/contests';
import { contestProblems } from '../store/schema/problems';
import { WHOLE, hiddenTries, seededContest, uidOf, usernames, type AcmPage } from './boardCalls.testing';
import { boardMessages } from './boardTexts';

installMockServer();

const contestRank = <T = AcmPage>(token: string | undefined, body: ContestRankDTO) =>
  call<T>('/api/get-contest-rank', { token, json: body });

const outsideBoard = <T = AcmPage>(token: string | undefined, body: ContestRankDTO) =>
  call<T>('/api/get-contest-outside-scoreboard', { token, json: body });

/** Contest 2: a public ACM contest running now that opens its board to visitors. */
const OPEN = 2;
/** Contest 8: an ended private ACM contest whose board stays sealed; its board is not open outside. */
const SEALED = 8;

const outsideInfo = (cid: number) => call<ContestOutsideInfoVO>(`/api/get-contest-outsize-info?cid=${cid}`);

describe('the outside board’s header (GET /api/get-contest-outsize-info)', () => {
  it('gives a visitor the contest and all its problems by label, balloon colours included', async () => {
    const { body } = await outsideInfo(OPEN);
    expect(body.status).toBe(200);
    expect(body.data.contest).toMatchObject({ id: OPEN, openRank: true, status: 0 });
    const labels = contestProblems
      .where('cid', OPEN)
      .map((cp) => cp.displayId)
      .sort();
    expect(body.data.problemList.map((cp) => cp.displayId)).toEqual(labels);
    expect(body.data.problemList[0]).toMatchObject({ cid: OPEN, color: expect.any(String) });
  });

  it('refuses a contest that does not open its board, then one that has not started (body status 403)', async () => {
    expect((await outsideInfo(SEALED)).body).toEqual({
      status: 403,
      msg: boardMessages.outsideClosed,
      data: null,
    });
    const scheduled = seededContest(3);
    contests.update(scheduled, { openRank: true });
    expect((await outsideInfo(scheduled.id)).body).toEqual({
      status: 403,
      msg: boardMessages.outsideScheduled,
      data: null,
    });
  });

  it('answers a hidden or unknown contest as not found (body status 404)', async () => {
    const hidden = seededContest(6);
    contests.update(hidden, { openRank: true, startTime: new Date(hidden.startTime.getTime() - 3 * DAY) });
    for (const cid of [hidden.id, contests.lastId + 9]) {
      const { body } = await outsideInfo(cid);
      expect(body).toEqual({ status: 404, msg: boardMessages.outsideMissing, data: null });
    }
  });
});

describe('the outside board (POST /api/get-contest-outside-scoreboard)', () => {
  it('shows a visitor the whole board, and a signed-in contestant the same one, her own row not pinned', async () => {
    const visitor = await outsideBoard(undefined, { cid: OPEN, ...WHOLE });
    expect(visitor.body.status).toBe(200);
    expect(visitor.body.data.total).toBeGreaterThan(3);
    const alice = await loginAs('alice');
    const signedIn = await outsideBoard(alice, { cid: OPEN, ...WHOLE });
    expect(signedIn.body.data).toEqual(visitor.body.data);
    // Inside the contest her row comes first, once more.
    const inside = await contestRank(alice, { cid: OPEN, ...WHOLE });
    expect(inside.body.data.total).toBe(visitor.body.data.total + 1);
    expect(inside.body.data.records[0]?.username).toBe('alice');
  });

  it('pins the followed rows for a visitor too', async () => {
    const { body } = await outsideBoard(undefined, { cid: OPEN, ...WHOLE, concernedList: [uidOf('bob')] });
    expect(usernames(body.data.records.slice(0, 1))).toEqual(['bob']);
  });

  it('keeps a sealed board sealed for visitors and contestants; only root and the creator see through it', async () => {
    contests.update(seededContest(SEALED), { openRank: true });
    const board = async (token: string | undefined) =>
      (await outsideBoard(token, { cid: SEALED, ...WHOLE, forceRefresh: true })).body.data.records;
    expect(hiddenTries(await board(undefined))).toBeGreaterThan(0);
    expect(hiddenTries(await board(await loginAs('alice')))).toBeGreaterThan(0);
    expect(hiddenTries(await board(await loginAs('admin')))).toBe(0);
    expect(hiddenTries(await board(await loginAs('root')))).toBe(0);
  });

  it('reads the contest by id alone: a hidden contest that opens its board still shows it', async () => {
    const hidden = seededContest(6);
    contests.update(hidden, { openRank: true, startTime: new Date(hidden.startTime.getTime() - 3 * DAY) });
    const { body } = await outsideBoard(undefined, { cid: hidden.id });
    expect(body).toMatchObject({ status: 200, data: { records: [], total: 0 } });
  });

  it('refuses a closed board (403), an unknown contest and a request without an id (400)', async () => {
    expect((await outsideBoard(undefined, { cid: SEALED })).body).toEqual({
      status: 403,
      msg: boardMessages.outsideClosed,
      data: null,
    });
    expect((await outsideBoard(undefined, { cid: contests.lastId + 9 })).body).toEqual({
      status: 400,
      msg: boardMessages.outsideMissing,
      data: null,
    });
    expect((await outsideBoard(undefined, {})).body).toEqual({
      status: 400,
      msg: boardMessages.outsideNoCid,
      data: null,
    });
  });
});

describe('the board calls’ texts', () => {
  it('all read in English for en-US readers', async () => {
    await prepareServerMessages('en-US');
    const texts = Object.values(boardMessages);
    const untranslated = texts.filter((text) => localizeServerMessage(text, 'en-US') === text);
    expect(untranslated).toEqual([]);
  });
});
