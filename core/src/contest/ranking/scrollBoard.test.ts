import { JudgeStatus, OIRankScoreType, type ContestScrollBoardSubmissionVO } from '@generated/model/index';
import { computeAcmBoard } from './acmBoard';
import { computeOiBoard } from './oiBoard';
import type { ResolverState, ScrollBoard } from './resolver';
import { createAcmScrollBoard, createOiScrollBoard, participantsOf } from './scrollBoard';
import { acmFinalContest, acmFinalLog, acmFinalSuperAdmins } from './testing/acmFinal';
import { minutes, parseLog, uidOf } from './testing/contestLog';
import { oiFinalContest, oiFinalLog, oiFinalSuperAdmins } from './testing/oiFinal';

function playToEnd<Row>(board: ScrollBoard<Row>): ResolverState<Row> {
  let state = board.initial;
  for (let guard = 0; guard < 1000; guard += 1) {
    const step = board.step(state);
    if (!step) return state;
    state = step.state;
  }
  throw new Error('the resolver did not finish');
}

const acmScroll = (removeStar = false) =>
  createAcmScrollBoard({
    contest: acmFinalContest,
    participants: acmFinalLog.participants,
    submissions: acmFinalLog.submissions,
    removeStar,
    excludedUids: acmFinalSuperAdmins,
  });

const acmBoard = (sealed: boolean, removeStar = false) =>
  computeAcmBoard({
    contest: acmFinalContest,
    participants: acmFinalLog.participants,
    submissions: acmFinalLog.submissions,
    options: { sealed, containsAfterContest: false, removeStar, excludedUids: acmFinalSuperAdmins },
  });

describe('the ACM scroll board over the whole contest', () => {
  it('starts from the sealed board, with the frozen cells of each row in problem order', () => {
    const board = acmScroll();
    expect(board.initial.rows).toEqual(acmBoard(true));
    expect(Object.fromEntries(board.initial.frozen)).toEqual({
      [uidOf('team01')]: ['F'],
      [uidOf('team02')]: ['F'],
      [uidOf('team03')]: ['F'],
      [uidOf('team04')]: ['F'],
      [uidOf('team05')]: ['F'],
      [uidOf('team09')]: ['E', 'F'],
      [uidOf('team22')]: ['A', 'B'],
    });
    const team05 = board.frozenSubmissions.get(uidOf('team05'))?.get('F');
    expect(team05?.map((s) => s.status)).toEqual([JudgeStatus.TIME_LIMIT_EXCEEDED, JudgeStatus.ACCEPTED]);
  });

  it('opens the lowest row with a frozen cell first and moves it up', () => {
    const board = acmScroll();
    const first = board.step(board.initial);
    expect(first).toMatchObject({
      cell: { uid: uidOf('team22'), displayId: 'A' },
      fromIndex: 24,
      toIndex: 21,
    });
    const second = first && board.step(first.state);
    // B: a wrong answer at 4:30 and the solve at 4:45 put team22 after team17 among the two-problem rows.
    expect(second).toMatchObject({
      cell: { uid: uidOf('team22'), displayId: 'B' },
      fromIndex: 21,
      toIndex: 18,
    });
    expect(second?.state.rows[18]).toMatchObject({
      username: 'team22',
      ac: 2,
      totalTime: minutes(241 + 305),
    });
  });

  it('ends on the live board, whether played step by step or revealed at once', () => {
    const board = acmScroll();
    const end = playToEnd(board);
    expect(end.rows).toEqual(acmBoard(false));
    expect(end.frozen.size).toBe(0);
    expect(end.revealed).toHaveLength(9);
    expect(board.nextCell(end)).toBeNull();
    expect(board.revealAll(board.initial).rows).toEqual(acmBoard(false));
  });

  it('marks a revealed solve as first only when it was the first of the whole contest', () => {
    const board = acmScroll();
    const team03 = board.reveal(board.initial, { uid: uidOf('team03'), displayId: 'F' });
    expect(team03.rows.find((r) => r.username === 'team03')?.submissionInfo.F).toEqual({
      errorNum: 0,
      isAC: true,
      isFirstAC: false, // team01 solved F ten minutes earlier, still frozen
      ACTime: minutes(260),
    });
    const team01 = board.reveal(team03, { uid: uidOf('team01'), displayId: 'F' });
    expect(team01.rows.find((r) => r.username === 'team01')?.submissionInfo.F?.isFirstAC).toBe(true);
  });

  it('leaves earlier states as they were, so a resolver can step back', () => {
    const board = acmScroll();
    playToEnd(board);
    expect(board.initial.rows).toEqual(acmBoard(true));
    expect(board.reveal(board.initial, { uid: uidOf('team01'), displayId: 'A' })).toBe(board.initial);
  });

  it('opens frozen cells in the order of the problem list it is given', () => {
    const board = createAcmScrollBoard({
      contest: acmFinalContest,
      participants: acmFinalLog.participants,
      submissions: acmFinalLog.submissions,
      removeStar: false,
      excludedUids: acmFinalSuperAdmins,
      problemOrder: ['F', 'E'],
    });
    expect(board.initial.frozen.get(uidOf('team09'))).toEqual(['F', 'E']);
  });

  it('without the star teams ends on the live board without them, their frozen cells never opened', () => {
    const log = parseLog(['a: A AC 1:00, B AC 4:30', 's: A AC 0:30, B WA 4:10']);
    const input = {
      contest: { ...acmFinalContest, starAccount: ['s'] },
      participants: log.participants,
      submissions: log.submissions,
    };
    const board = createAcmScrollBoard({ ...input, removeStar: true });
    expect([...board.initial.frozen.keys()]).toEqual([uidOf('a')]);
    expect(playToEnd(board).rows).toEqual(
      computeAcmBoard({
        ...input,
        options: { sealed: false, containsAfterContest: false, removeStar: true },
      }),
    );
  });
});

describe('the OI scroll board over the whole contest', () => {
  const oiInput = (scoreType: OIRankScoreType) => ({
    contest: { ...oiFinalContest, oiRankScoreType: scoreType },
    participants: oiFinalLog.participants,
    submissions: oiFinalLog.submissions,
    excludedUids: oiFinalSuperAdmins,
  });
  const oiBoard = (scoreType: OIRankScoreType, sealed: boolean) =>
    computeOiBoard({
      ...oiInput(scoreType),
      options: { sealed, containsAfterContest: false, removeStar: false, excludedUids: oiFinalSuperAdmins },
    });

  it.each([OIRankScoreType.RECENT, OIRankScoreType.HIGHEST])(
    'reveals by score to the live board (%s)',
    (scoreType) => {
      const board = createOiScrollBoard({ ...oiInput(scoreType), removeStar: false });
      expect(playToEnd(board).rows).toEqual(oiBoard(scoreType, false));
    },
  );

  it('lists a contestant whose every submission is frozen with nothing counted until revealed', () => {
    const board = createOiScrollBoard({ ...oiInput(OIRankScoreType.RECENT), removeStar: false });
    const sealed = oiBoard(OIRankScoreType.RECENT, true);
    expect(board.initial.rows.filter((r) => r.username !== 'stu18')).toEqual(sealed);
    expect(board.initial.rows.at(-1)).toMatchObject({ username: 'stu18', totalScore: 0, submissionInfo: {} });
    expect(board.initial.frozen.get(uidOf('stu18'))).toEqual(['A']);
    expect(board.initial.frozen.get(uidOf('stu07'))).toEqual(['B', 'C']);
  });
});

describe('profiles from the scroll-board submissions', () => {
  it('takes each participant once, from their first submission', () => {
    const submission = (uid: string, username: string, submitId: number): ContestScrollBoardSubmissionVO => ({
      uid,
      username,
      school: 'North High',
      submitId,
      status: JudgeStatus.ACCEPTED,
      submitTime: '2026/11/21 10:00:00',
      displayId: 'A',
    });
    expect(
      participantsOf([submission('u1', 'ann', 1), submission('u2', 'bob', 2), submission('u1', 'x', 3)]),
    ).toEqual([
      {
        uid: 'u1',
        username: 'ann',
        realname: null,
        nickname: null,
        school: 'North High',
        gender: null,
        avatar: null,
      },
      {
        uid: 'u2',
        username: 'bob',
        realname: null,
        nickname: null,
        school: 'North High',
        gender: null,
        avatar: null,
      },
    ]);
  });
});
