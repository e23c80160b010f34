import { OIRankScoreType, type OIContestRankVO } from '@generated/model/index';
import { computeOiBoard } from './oiBoard';
import { oiFinalContest, oiFinalLog, oiFinalSuperAdmins } from './testing/oiFinal';
import type { BoardOptions } from './types';

/**
 * The whole three-hour OI contest of `testing/oiFinal.ts` under both score types, worked out by hand. Each row
 * reads [rank, contestant, total score, total time in ms]; the time adds, per problem, the fastest full-score run
 * among the submissions that stand for it.
 */
type Line = [rank: number, contestant: string, totalScore: number, totalTime: number];

const board = (scoreType: OIRankScoreType, options: Partial<BoardOptions> = {}) =>
  computeOiBoard({
    contest: { ...oiFinalContest, oiRankScoreType: scoreType },
    participants: oiFinalLog.participants,
    submissions: oiFinalLog.submissions,
    options: {
      sealed: false,
      containsAfterContest: false,
      removeStar: false,
      excludedUids: oiFinalSuperAdmins,
      ...options,
    },
  });

const lines = (rows: readonly OIContestRankVO[]): Line[] =>
  rows.map((row) => [row.rank, row.username, row.totalScore, row.totalTime]);

const rowOf = (rows: readonly OIContestRankVO[], name: string) => {
  const row = rows.find((r) => r.username === name);
  if (!row) throw new Error(`${name} is not on the board`);
  return row;
};

describe('a whole OI contest (22 contestants), most recent score', () => {
  const recent = () => board(OIRankScoreType.RECENT);

  it('ranks by total score, then by the time of the full-score runs; ties share a rank', () => {
    expect(lines(recent())).toEqual<Line[]>([
      [-1, 'oistar', 400, 400],
      [1, 'stu03', 400, 100 + 500 + 200 + 400], // A's second, faster full score is the recent one
      [2, 'stu02', 400, 250 + 500 + 200 + 400],
      [3, 'stu01', 400, 300 + 500 + 200 + 400],
      [4, 'stu20', 100 + 100 + 100 + 70, 200 + 400 + 300],
      [5, 'stu09', 300, 300],
      [5, 'stu10', 300, 300],
      [7, 'stu07', 100 + 100 + 50, 300 + 600],
      [8, 'stu04', 40 + 80 + 100 + 0, 200], // A's later 40 replaces its 100, and with it A's time
      [9, 'stu13', 200, 1000],
      [9, 'stu14', 200, 1000],
      [11, 'stu21', 95 + 100, 300], // A's last try scored 95
      [12, 'stu11', 30 + 45 + 25, 0], // no full score: no time, so above equal scores with time
      [13, 'stu08', 100, 300], // B after the end not counted
      [13, 'stu18', 100, 300],
      [15, 'stu05', 100 + 0, 350], // B's last try was a wrong answer
      [16, 'stu06', 0 + 50, 0], // A's last try did not compile: it has no score
      [16, 'stu15', 50, 0],
      [18, 'stu12', 20, 0],
      [19, 'stu19', 0, 0],
      [19, 'stu16', 0, 0],
    ]);
  });

  it('keeps the counted score and the best full-score time per problem', () => {
    const rows = recent();
    expect(rowOf(rows, 'stu04')).toMatchObject({
      submissionInfo: { A: 40, B: 80, C: 100, D: 0 },
      timeInfo: { C: 200 },
    });
    expect(rowOf(rows, 'stu06')).toMatchObject({ submissionInfo: { A: null, B: 50 }, timeInfo: null });
    expect(rowOf(rows, 'stu16')).toMatchObject({ submissionInfo: { A: null }, totalScore: 0 });
  });

  it('hands out count bands by priority, one row per place, so a tie can straddle a band edge', () => {
    const awards = recent()
      .filter((row) => row.isWinAward)
      .map((row) => `${row.awardName} ${row.username}`);
    expect(awards).toEqual(['Gold stu03', 'Silver stu02', 'Silver stu01', 'Bronze stu20', 'Bronze stu09']);
    expect(rowOf(recent(), 'stu10')).toMatchObject({ rank: 5, isWinAward: false, awardName: null });
  });

  it('shows the sealed board without the submissions from the seal on, not even as tries', () => {
    const sealed = board(OIRankScoreType.RECENT, { sealed: true });
    expect(lines(sealed)).toEqual<Line[]>([
      [-1, 'oistar', 400, 400],
      [1, 'stu03', 400, 1200],
      [2, 'stu02', 400, 1350],
      [3, 'stu01', 400, 1400],
      [4, 'stu20', 100 + 90 + 100 + 70, 200 + 300], // B's full score at 2:35 hidden
      [5, 'stu09', 300, 300],
      [5, 'stu10', 300, 300],
      [7, 'stu04', 220, 200],
      [8, 'stu13', 200, 1000],
      [8, 'stu14', 200, 1000],
      [10, 'stu21', 195, 300],
      [11, 'stu07', 100 + 30, 300], // B's 100 at 2:40 and C at 2:45 hidden
      [12, 'stu11', 100, 0],
      [13, 'stu08', 100, 300],
      [14, 'stu05', 100, 350],
      [15, 'stu06', 50, 0],
      [15, 'stu15', 50, 0],
      [17, 'stu12', 20, 0],
      [18, 'stu19', 0, 0],
      [18, 'stu16', 0, 0], // stu18 submitted only after the seal: not listed
    ]);
    expect(rowOf(sealed, 'stu07')).toMatchObject({ submissionInfo: { A: 100, B: 30 }, timeInfo: { A: 300 } });
  });

  it('counts a full score after the end only when asked', () => {
    const rows = board(OIRankScoreType.RECENT, { containsAfterContest: true });
    expect(rowOf(rows, 'stu08')).toMatchObject({
      rank: 9,
      totalScore: 200,
      totalTime: 800,
      submissionInfo: { A: 100, B: 100 },
      timeInfo: { A: 300, B: 500 },
    });
    expect(board(OIRankScoreType.RECENT, { sealed: true, containsAfterContest: true })).toEqual(
      board(OIRankScoreType.RECENT, { sealed: true }),
    );
  });
});

describe('the same OI contest, highest score', () => {
  it('counts each problem at its best score and the fastest full score among equal bests', () => {
    expect(lines(board(OIRankScoreType.HIGHEST))).toEqual<Line[]>([
      [-1, 'oistar', 400, 400],
      [1, 'stu03', 400, 1200], // A's two full scores: the faster one counts
      [2, 'stu02', 400, 1350],
      [3, 'stu01', 400, 1400],
      [4, 'stu20', 370, 900],
      [5, 'stu09', 300, 300],
      [5, 'stu10', 300, 300],
      [7, 'stu04', 100 + 80 + 100 + 0, 300 + 200], // A keeps its 100 and its time
      [8, 'stu07', 250, 900],
      [9, 'stu21', 100 + 100, 100 + 300], // A: 100 twice, 900 ms and 100 ms
      [10, 'stu05', 100 + 100, 350 + 450], // B's full score outlives the later wrong answer
      [11, 'stu13', 200, 1000],
      [11, 'stu14', 200, 1000],
      [13, 'stu06', 100 + 50, 200], // the compile error has no score to compete
      [14, 'stu11', 100, 0],
      [15, 'stu08', 100, 300],
      [15, 'stu18', 100, 300],
      [17, 'stu12', 80, 0], // its first and best try
      [18, 'stu15', 50, 0],
      [19, 'stu19', 0, 0], // stu16 never scored: not listed
    ]);
  });

  it('removes the star contestant when asked and ranks the rest as before', () => {
    const full = lines(board(OIRankScoreType.HIGHEST));
    const removed = lines(board(OIRankScoreType.HIGHEST, { removeStar: true }));
    expect(removed).toEqual(full.filter(([rank]) => rank !== -1));
  });
});
