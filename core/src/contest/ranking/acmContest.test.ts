import type { ACMContestRankVO } from '@generated/model/index';
import { computeAcmBoard } from './acmBoard';
import { acmFinalContest, acmFinalLog, acmFinalSuperAdmins } from './testing/acmFinal';
import { minutes } from './testing/contestLog';
import type { BoardOptions } from './types';

/**
 * The whole five-hour contest of `testing/acmFinal.ts`, its standings worked out by hand. Each row reads
 * [rank, team, solved, total time in seconds, submissions counted]; the comment after a row shows the time
 * per solved problem in minutes (solve minute + 20 per earlier penalised rejection).
 */
type Line = [rank: number, team: string, solved: number, totalTime: number, total: number];

const board = (options: Partial<BoardOptions> = {}) =>
  computeAcmBoard({
    contest: acmFinalContest,
    participants: acmFinalLog.participants,
    submissions: acmFinalLog.submissions,
    options: {
      sealed: false,
      containsAfterContest: false,
      removeStar: false,
      excludedUids: acmFinalSuperAdmins,
      ...options,
    },
  });

const lines = (rows: readonly ACMContestRankVO[]): Line[] =>
  rows.map((row) => [row.rank, row.username, row.ac, row.totalTime, row.total]);

const rowOf = (rows: readonly ACMContestRankVO[], team: string) => {
  const row = rows.find((r) => r.username === team);
  if (!row) throw new Error(`${team} is not on the board`);
  return row;
};

const firstSolves = (rows: readonly ACMContestRankVO[]) =>
  rows
    .flatMap((row) =>
      Object.entries(row.submissionInfo)
        .filter(([, cell]) => cell.isFirstAC)
        .map(([problem]) => `${row.username} ${problem}`),
    )
    .sort();

describe('a whole ACM contest (27 teams, 205 submissions)', () => {
  it('ranks the live board by solved, then time; ties share a rank and the next rank skips', () => {
    expect(lines(board())).toEqual<Line[]>([
      [1, 'team01', 6, minutes(35 + 30 + 41 + 132 + 151 + 270), 10], // A 15+20, B 30, C 41, D 112+20, E 151 (CE free), F 250+20
      [2, 'team03', 6, minutes(8 + 53 + 55 + 160 + 220 + 260), 10], // B 33+20, D 120+40, E 200+20
      [3, 'team05', 6, minutes(18 + 40 + 100 + 240 + 135 + 315), 11], // C 100 (SE free), D 180+60, F 295+20
      [-1, 'star01', 5, minutes(25 + 9 + 50 + 100 + 150), 6], // listed in its place, unranked
      [4, 'team02', 5, minutes(20 + 90 + 120 + 90 + 225), 13], // B 50+40, C 80+40, E 185+40; F two WAs unsolved
      [5, 'team04', 5, minutes(12 + 45 + 95 + 130 + 275), 10], // the WA after A's solve adds nothing
      [6, 'team09', 5, minutes(22 + 48 + 110 + 190 + 265), 7], // E 245+20
      [7, 'team06', 4, minutes(45 + 60 + 95 + 140), 10], // D 140 (PAC free)
      [7, 'team07', 4, minutes(45 + 80 + 75 + 140), 6], // ties team06; F after the end not counted
      [9, 'team08', 4, minutes(30 + 55 + 130 + 165), 11], // the two submissions after solves counted, no effect
      [10, 'team11', 3, minutes(8 + 62 + 125), 10],
      [11, 'team10', 3, minutes(75 + 70 + 120), 11],
      [12, 'team12', 3, minutes(40 + 80 + 170), 9],
      [13, 'team13', 3, minutes(90 + 90 + 160), 8], // C's judging submission not counted, SF free
      [14, 'team16', 2, minutes(40 + 60), 6], // three-way tie, in the order they first submitted
      [14, 'team15', 2, minutes(50 + 50), 6],
      [14, 'team14', 2, minutes(30 + 70), 8],
      [17, 'team17', 2, minutes(60 + 60), 9],
      [18, 'team22', 2, minutes(241 + 305), 3], // both solves in the last hour
      [19, 'team19', 1, minutes(60), 9], // CE, PAC, SE, cancelled and failed carry no penalty
      [20, 'team18', 1, minutes(65 + 20), 9],
      [21, 'team23', 1, minutes(210), 5],
      [22, 'team21', 0, 0, 4], // compile errors only
      [22, 'team20', 0, 0, 4], // nothing solved ties at zero; the solve after the end not counted
      [-1, 'star02', 0, 0, 2],
    ]);
  });

  it('leaves out the super admin, the setter, a team still being judged and one that never submitted', () => {
    const names = board().map((row) => row.username);
    for (const absent of ['root', 'setter', 'team24', 'team25']) expect(names).not.toContain(absent);
  });

  it('marks the first solve of each problem, star teams included, admins not, same second both', () => {
    expect(firstSolves(board())).toEqual([
      'star01 B',
      'team01 C',
      'team01 F',
      'team02 D',
      'team03 A', // 0:08, as team11; root's 0:02 does not count
      'team05 E',
      'team11 A',
    ]);
  });

  it('keeps penalties and tries per cell', () => {
    const rows = board();
    expect(rowOf(rows, 'team01').submissionInfo).toEqual({
      A: { errorNum: 1, isAC: true, isFirstAC: false, ACTime: minutes(15) },
      B: { errorNum: 0, isAC: true, isFirstAC: false, ACTime: minutes(30) },
      C: { errorNum: 0, isAC: true, isFirstAC: true, ACTime: minutes(41) },
      D: { errorNum: 1, isAC: true, isFirstAC: false, ACTime: minutes(112) },
      E: { errorNum: 0, isAC: true, isFirstAC: false, ACTime: minutes(151) },
      F: { errorNum: 1, isAC: true, isFirstAC: true, ACTime: minutes(250) },
    });
    expect(rowOf(rows, 'team02').submissionInfo.F).toEqual({ errorNum: 2 });
    expect(rowOf(rows, 'team04').submissionInfo.F).toEqual({ errorNum: 0 });
    expect(rowOf(rows, 'team18').submissionInfo.B).toEqual({ errorNum: 5 });
  });

  it('gives gold, silver and bronze to 10, 20 and 30 % of the 23 ranked teams, skipping the star', () => {
    const awards = board()
      .filter((row) => row.isWinAward)
      .map((row) => `${row.awardName} ${row.username}`);
    expect(awards).toEqual([
      'Gold team01', // 10 % of 23 is 2.3: two golds
      'Gold team03',
      'Silver team05', // 20 % is 4.6: four silvers
      'Silver team02',
      'Silver team04',
      'Silver team09',
      'Bronze team06', // 30 % is 6.9: six bronzes
      'Bronze team07',
      'Bronze team08',
      'Bronze team11',
      'Bronze team10',
      'Bronze team12',
    ]);
    expect(rowOf(board(), 'star01')).toMatchObject({ isWinAward: false, awardName: null });
    expect(rowOf(board(), 'team13')).toMatchObject({ isWinAward: false, awardName: null, awardColor: null });
  });

  it('shows the sealed board to contestants: the last hour as tries, verdicts hidden', () => {
    const sealed = board({ sealed: true });
    expect(lines(sealed)).toEqual<Line[]>([
      [-1, 'star01', 5, minutes(334), 6],
      [1, 'team01', 5, minutes(35 + 30 + 41 + 132 + 151), 10], // F solved at 4:10: hidden
      [2, 'team03', 5, minutes(8 + 53 + 55 + 160 + 220), 10],
      [3, 'team05', 5, minutes(18 + 40 + 100 + 240 + 135), 11],
      [4, 'team02', 5, minutes(545), 13],
      [5, 'team04', 5, minutes(557), 10],
      [6, 'team06', 4, minutes(340), 10],
      [6, 'team07', 4, minutes(340), 6],
      [8, 'team09', 4, minutes(22 + 48 + 110 + 190), 7], // E solved at 4:05: hidden
      [9, 'team08', 4, minutes(380), 11],
      [10, 'team11', 3, minutes(195), 10],
      [11, 'team10', 3, minutes(265), 11],
      [12, 'team12', 3, minutes(290), 9],
      [13, 'team13', 3, minutes(340), 8],
      [14, 'team16', 2, minutes(100), 6],
      [14, 'team15', 2, minutes(100), 6],
      [14, 'team14', 2, minutes(100), 8],
      [17, 'team17', 2, minutes(120), 9],
      [18, 'team19', 1, minutes(60), 9],
      [19, 'team18', 1, minutes(85), 9],
      [20, 'team23', 1, minutes(210), 5],
      [21, 'team21', 0, 0, 4],
      [21, 'team20', 0, 0, 4],
      [-1, 'star02', 0, 0, 2],
      [21, 'team22', 0, 0, 3], // every submission frozen: listed, nothing solved
    ]);
    expect(rowOf(sealed, 'team01').submissionInfo.F).toEqual({ errorNum: 1, tryNum: 1 });
    expect(rowOf(sealed, 'team02').submissionInfo.F).toEqual({ errorNum: 0, tryNum: 2 });
    expect(rowOf(sealed, 'team09').submissionInfo.E).toEqual({ errorNum: 1, tryNum: 1 });
    expect(rowOf(sealed, 'team22').submissionInfo).toEqual({
      A: { errorNum: 0, tryNum: 1 },
      B: { errorNum: 0, tryNum: 2 },
    });
    expect(firstSolves(sealed)).toEqual([
      'star01 B',
      'team01 C',
      'team02 D',
      'team03 A',
      'team05 E',
      'team11 A',
    ]);
  });

  it('counts the solves after the end only when asked, marked as after the contest', () => {
    const rows = board({ containsAfterContest: true });
    expect(rowOf(rows, 'team07')).toMatchObject({ rank: 7, ac: 5, totalTime: minutes(340 + 310), total: 7 });
    expect(rowOf(rows, 'team07').submissionInfo.F).toEqual({
      errorNum: 0,
      isAC: true,
      isFirstAC: false,
      ACTime: minutes(310),
      isAfterContest: true,
    });
    expect(rowOf(rows, 'team20')).toMatchObject({ rank: 22, ac: 1, totalTime: minutes(330), total: 5 });
    expect(rowOf(rows, 'team20').submissionInfo.E?.isAfterContest).toBe(true);
    expect(rowOf(rows, 'team01').submissionInfo.A?.isAfterContest).toBeUndefined();
  });

  it('ignores the after-contest switch while the board is sealed', () => {
    expect(board({ sealed: true, containsAfterContest: true })).toEqual(board({ sealed: true }));
  });

  it('removes the star teams when asked, keeping every other rank and the first solves they made', () => {
    const full = board();
    const removed = board({ removeStar: true });
    expect(lines(removed)).toEqual(lines(full).filter(([rank]) => rank !== -1));
    expect(rowOf(removed, 'team01').submissionInfo.B?.isFirstAC).toBe(false);
    expect(removed.filter((row) => row.isWinAward)).toHaveLength(12);
  });
});
