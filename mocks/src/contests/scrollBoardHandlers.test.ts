import {
  JudgeStatus,
  type ACMContestRankVO,
  type ContestRankDTO,
  type ContestScrollBoardInfoVO,
  type ContestScrollBoardSubmissionVO,
} from '@generated/model/index';
import { createAcmScrollBoard, participantsOf } from '@hoj/core/contest/ranking/index';
import { parseHojDate } from '@hoj/core/format/date';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { HOUR } from '../store/clock';
import { contests } from '../store/schema/contests';
import { submissions } from '../store/schema/judge';
import { contestProblems, problems } from '../store/schema/problems';
import { WHOLE, seededContest, uidOf, type AcmPage } from './boardCalls.testing';
import { boardMessages } from './boardTexts';

installMockServer();

const contestRank = <T = AcmPage>(token: string | undefined, body: ContestRankDTO) =>
  call<T>('/api/get-contest-rank', { token, json: body });

/** Contest 8: an ended private ACM contest whose last hour stays sealed until it is resolved. */
const SEALED = 8;
const GMT8_FORM = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;

const info = (cid: number) => call<ContestScrollBoardInfoVO>(`/api/get-contest-scroll-board-info?cid=${cid}`);
const scrollSubmissions = (cid: number, removeStar?: boolean) =>
  call<ContestScrollBoardSubmissionVO[]>(
    `/api/get-contest-scroll-board-submission?cid=${cid}${removeStar === undefined ? '' : `&removeStar=${removeStar}`}`,
  );

/** Moves the contest to fixed instants, keeping its submissions where they are in its hours. */
function pinContestTimes(cid: number, startIso: string): void {
  const contest = seededContest(cid);
  const shift = new Date(startIso).getTime() - contest.startTime.getTime();
  const moved = (date: Date) => new Date(date.getTime() + shift);
  contests.update(contest, {
    startTime: moved(contest.startTime),
    endTime: moved(contest.endTime),
    sealRankTime: contest.sealRankTime && moved(contest.sealRankTime),
  });
  for (const submission of submissions.where('cid', cid))
    submissions.update(submission, { submitTime: moved(submission.submitTime) });
}

describe('the scroll board’s header (GET /api/get-contest-scroll-board-info)', () => {
  it('gives anyone the labels with their balloon colours, the star accounts and the shown name', async () => {
    const { body } = await info(SEALED);
    expect(body.status).toBe(200);
    const colours = Object.fromEntries(
      contestProblems.where('cid', SEALED).map((cp) => [cp.displayId, cp.color]),
    );
    expect(body.data).toMatchObject({
      id: SEALED,
      rankShowName: 'username',
      problemCount: 8,
      balloonColor: colours,
      starUserList: ['carol'],
    });
    expect(Object.keys(body.data.balloonColor).sort()).toEqual('ABCDEFGH'.split(''));
  });

  it('writes the start and the seal as wall-clock times in GMT+8, whatever zone the server runs in', async () => {
    // 16:30:05 UTC on 5 January is half past midnight on the 6th in GMT+8.
    pinContestTimes(SEALED, '2025-01-05T16:30:05.250Z');
    const { body } = await info(SEALED);
    expect(body.data.startTime).toBe('2025/01/06 00:30:05');
    expect(body.data.sealRankTime).toBe('2025/01/06 04:30:05');
  });

  it('counts only the problems that are not private', async () => {
    const first = contestProblems.where('cid', SEALED).find((cp) => cp.displayId === 'A');
    const problem = problems.get(first?.pid);
    if (!problem) throw new Error('contest 8 has no problem A');
    problems.update(problem, { auth: 2 });
    const { body } = await info(SEALED);
    expect(body.data.problemCount).toBe(7);
    expect(Object.keys(body.data.balloonColor)).not.toContain('A');
  });
});

describe('which contests may be scrolled', () => {
  it('refuses, in the backend’s order, an unknown, an OI, an unsealed and an unfinished contest (body status 400)', async () => {
    const refusal = async (cid: number) => {
      const [header, list] = [await info(cid), await scrollSubmissions(cid)];
      expect(list.body).toEqual(header.body);
      return header.body;
    };
    expect(await refusal(contests.lastId + 5)).toEqual({
      status: 400,
      msg: boardMessages.scrollMissing,
      data: null,
    });
    expect((await refusal(1)).msg).toBe(boardMessages.scrollNotAcm);
    expect((await refusal(2)).msg).toBe(boardMessages.scrollNotEnded);
    contests.update(seededContest(SEALED), { sealRank: false });
    expect((await refusal(SEALED)).msg).toBe(boardMessages.scrollNotSealed);
  });

  it('needs no login and no visibility: a hidden ended contest scrolls too', async () => {
    contests.update(seededContest(SEALED), { visible: false });
    expect((await info(SEALED)).body.status).toBe(200);
    expect((await scrollSubmissions(SEALED)).body.status).toBe(200);
  });
});

describe('the scroll board’s submissions (GET /api/get-contest-scroll-board-submission)', () => {
  it('lists every submission made before the end, newest first, with the submitter and GMT+8 times', async () => {
    const contest = seededContest(SEALED);
    const { body } = await scrollSubmissions(SEALED);
    const items = body.data;
    expect(items.length).toBeGreaterThan(50);
    const ids = items.map((item) => item.submitId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const item of items) {
      expect(item.submitTime).toMatch(GMT8_FORM);
      const submission = submissions.get(item.submitId);
      expect(submission?.submitTime.getTime()).toBeLessThan(contest.endTime.getTime());
      expect(parseHojDate(item.submitTime)?.getTime()).toBe(
        Math.floor((submission?.submitTime.getTime() ?? 0) / 1000) * 1000,
      );
      expect(item).toMatchObject({
        uid: submission?.uid,
        displayId: submission?.displayId,
        status: submission?.status,
      });
    }
    // The runs after the end (bob's, tyree93's, alice's) and the one root cancelled are not listed; the
    // system error is, as the board counts it.
    const late = submissions
      .where('cid', SEALED)
      .filter((s) => s.submitTime >= contest.endTime || s.status === JudgeStatus.CANCELLED);
    expect(late.length).toBeGreaterThanOrEqual(5);
    expect(ids.filter((id) => late.some((s) => s.submitId === id))).toEqual([]);
    expect(items.map((item) => item.status)).toContain(JudgeStatus.SYSTEM_ERROR);
  });

  it('leaves out the submissions of root and the creator, and of the star accounts when asked', async () => {
    const contest = seededContest(SEALED);
    const sample = submissions.where('cid', SEALED)[0];
    if (!sample) throw new Error('contest 8 has no submissions');
    for (const [offset, username] of [
      [1, 'root'],
      [2, 'admin'],
    ] as const)
      submissions.insert({
        ...sample,
        submitId: submissions.nextId(),
        uid: uidOf(username),
        submitTime: new Date(contest.startTime.getTime() + offset * HOUR),
      });
    const all = (await scrollSubmissions(SEALED)).body.data;
    const names = new Set(all.map((item) => item.username));
    expect([names.has('root'), names.has('admin'), names.has('carol')]).toEqual([false, false, true]);
    const withoutStars = (await scrollSubmissions(SEALED, true)).body.data;
    expect(withoutStars).toEqual(all.filter((item) => item.username !== 'carol'));
  });

  it('resolves to the live board, and starts from the sealed one', async () => {
    // Whole seconds, so that the times the list writes without milliseconds count as the board counts them.
    pinContestTimes(SEALED, '2026-11-21T01:00:00.000Z');
    const contest = seededContest(SEALED);
    const items = (await scrollSubmissions(SEALED)).body.data;
    const resolver = createAcmScrollBoard({
      contest,
      participants: participantsOf(items),
      submissions: items.map((item) => ({ ...item, submitTime: parseHojDate(item.submitTime) ?? 0 })),
      removeStar: false,
    });
    const root = await loginAs('root');
    const live = (await contestRank(root, { cid: SEALED, ...WHOLE, forceRefresh: true })).body.data.records;
    const sealed = (await contestRank(root, { cid: SEALED, ...WHOLE })).body.data.records;
    // Places, awards and solves: the list leaves out the run root cancelled, which the board still counts as a
    // try without penalty (in `total` and as an empty cell).
    const standing = (rows: readonly ACMContestRankVO[]) =>
      rows.map(({ username, rank, ac, totalTime, awardName, submissionInfo }) => ({
        username,
        rank,
        ac,
        totalTime,
        awardName,
        solved: Object.entries(submissionInfo)
          .filter(([, cell]) => cell.isAC)
          .map(([label, cell]) => [label, cell.ACTime, cell.errorNum, cell.isFirstAC]),
      }));
    expect(standing(resolver.revealAll(resolver.initial).rows)).toEqual(standing(live));
    const placed = (rows: readonly ACMContestRankVO[]) =>
      rows.map(({ username, rank, ac, totalTime }) => ({ username, rank, ac, totalTime }));
    expect(placed(resolver.initial.rows)).toEqual(placed(sealed));
  });
});
