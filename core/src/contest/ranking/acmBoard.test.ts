import { ContestType, JudgeStatus, type ACMContestRankVO } from '@generated/model/index';
import { computeAcmBoard } from './acmBoard';
import { at, minutes, parseLog, uidOf } from './testing/contestLog';
import type { BoardOptions, RankContest, RankSubmission } from './types';

const contest: RankContest = {
  type: ContestType.ACM,
  uid: uidOf('setter'),
  startTime: at(0),
  endTime: at(5),
  sealRankTime: at(4),
};

function acm(
  log: readonly string[],
  options: Partial<BoardOptions> = {},
  overrides: Partial<RankContest> = {},
): ACMContestRankVO[] {
  const { participants, submissions } = parseLog(log);
  return computeAcmBoard({
    contest: { ...contest, ...overrides },
    participants,
    submissions,
    options: { sealed: false, containsAfterContest: false, removeStar: false, ...options },
  });
}

const only = (rows: readonly ACMContestRankVO[]) => {
  expect(rows).toHaveLength(1);
  return rows[0] as ACMContestRankVO;
};

describe('ACM penalties', () => {
  it('adds 20 minutes for each wrong answer, presentation error, time, memory or runtime error before the solve', () => {
    const row = only(acm(['t: A WA 0:10, A PE 0:20, A TLE 0:30, A MLE 0:40, A RE 0:50, A AC 1:00']));
    expect(row.totalTime).toBe(minutes(60) + 5 * minutes(20));
    expect(row.submissionInfo.A).toMatchObject({ errorNum: 5, ACTime: minutes(60) });
  });

  it('adds nothing for compile errors, partial accepted, system errors, cancelled or failed submissions', () => {
    const row = only(acm(['t: A CE 0:10, A PAC 0:20, A SE 0:30, A CA 0:40, A SF 0:50, A AC 1:00']));
    expect(row.totalTime).toBe(minutes(60));
    expect(row.submissionInfo.A?.errorNum).toBe(0);
    expect(row.total).toBe(6);
  });

  it('a rejection after the first AC adds no penalty, and a second AC changes nothing', () => {
    const row = only(acm(['t: A AC 0:10, A WA 0:20, A AC 0:30, A TLE 0:40']));
    expect(row).toMatchObject({ ac: 1, totalTime: minutes(10), total: 4 });
    expect(row.submissionInfo.A).toEqual({ errorNum: 0, isAC: true, isFirstAC: true, ACTime: minutes(10) });
  });

  it('charges penalties of an unsolved problem to nothing but its try count', () => {
    const row = only(acm(['t: A WA 0:10, A WA 0:20, B AC 0:30']));
    expect(row).toMatchObject({ ac: 1, totalTime: minutes(30) });
    expect(row.submissionInfo.A).toEqual({ errorNum: 2 });
  });

  it('counts whole seconds from the start, dropping the milliseconds', () => {
    const { participants, submissions } = parseLog(['t: A AC 0:10:59']);
    const late = submissions.map((s) => ({ ...s, submitTime: (s.submitTime as number) + 999 }));
    const [row] = computeAcmBoard({
      contest,
      participants,
      submissions: late,
      options: { sealed: false, containsAfterContest: false, removeStar: false },
    });
    expect(row?.totalTime).toBe(10 * 60 + 59);
  });

  it('accepts submission times as dates as well as milliseconds', () => {
    const { participants, submissions } = parseLog(['t: A AC 0:07']);
    const dated = submissions.map((s) => ({ ...s, submitTime: new Date(s.submitTime) }));
    const [row] = computeAcmBoard({
      contest: { ...contest, startTime: new Date(contest.startTime), endTime: new Date(contest.endTime) },
      participants,
      submissions: dated,
      options: { sealed: false, containsAfterContest: false, removeStar: false },
    });
    expect(row?.totalTime).toBe(minutes(7));
  });
});

describe('ACM order and ranks', () => {
  it('puts more solved problems above less time', () => {
    const rows = acm(['fast: A AC 0:05', 'slow: A AC 4:50, B AC 4:55']);
    expect(rows.map((r) => [r.username, r.rank])).toEqual([
      ['slow', 1],
      ['fast', 2],
    ]);
  });

  it('gives equal solved and time the same rank and the next row its own position (1, 1, 3)', () => {
    const rows = acm(['a: A AC 0:30', 'b: A WA 0:05, A AC 0:10', 'c: A AC 0:40']);
    expect(rows.map((r) => [r.username, r.rank, r.totalTime])).toEqual([
      ['b', 1, minutes(30)],
      ['a', 1, minutes(30)],
      ['c', 3, minutes(40)],
    ]);
  });

  it('keeps tied rows in the order their first counted submission came', () => {
    const rows = acm(['late: B AC 1:00', 'early: C CE 0:01, A AC 1:00']);
    expect(rows.map((r) => r.username)).toEqual(['early', 'late']);
  });

  it('lists star participants unranked (-1) without taking a rank from the others', () => {
    const rows = acm(['a: A AC 0:10', 's: A AC 0:05, B AC 0:06', 'b: A AC 0:20'], {}, { starAccount: ['s'] });
    expect(rows.map((r) => [r.username, r.rank])).toEqual([
      ['s', -1],
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('ranks a row tied with a star row after it as a new place: the tie is with the ranked row above', () => {
    const rows = acm(['a: A AC 0:10', 's: A AC 0:10', 'b: A AC 0:10'], {}, { starAccount: ['s'] });
    expect(rows.map((r) => [r.username, r.rank])).toEqual([
      ['a', 1],
      ['s', -1],
      ['b', 1],
    ]);
  });

  it('leaves star participants out entirely when asked', () => {
    const rows = acm(['a: A AC 0:10', 's: A AC 0:05'], { removeStar: true }, { starAccount: ['s'] });
    expect(rows.map((r) => [r.username, r.rank])).toEqual([['a', 1]]);
  });
});

describe('ACM first solves', () => {
  it('marks the earliest solve of each problem, and every solve in that same second', () => {
    const rows = acm(['a: A AC 0:10:30', 'b: A AC 0:10:30', 'c: A AC 0:10:31']);
    expect(rows.map((r) => [r.username, r.submissionInfo.A?.isFirstAC])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
    ]);
  });

  it("ignores super admins' and the creator's solves, whose submissions never reach the board", () => {
    const rows = acm(['root: A AC 0:01', 'setter: A AC 0:02', 't: A AC 0:30'], {
      excludedUids: [uidOf('root')],
    });
    expect(rows.map((r) => [r.username, r.submissionInfo.A?.isFirstAC])).toEqual([['t', true]]);
  });
});

describe('ACM window', () => {
  it('ignores submissions before the start', () => {
    const row = only(acm(['t: A WA -0:05, A AC 0:10']));
    expect(row).toMatchObject({ totalTime: minutes(10), total: 1 });
  });

  it('counts submissions after the end only when asked, their solves marked with isAfterContest', () => {
    const log = ['t: A AC 0:10, B WA 5:00, B AC 5:20'];
    expect(only(acm(log))).toMatchObject({ ac: 1, total: 1 });
    const after = only(acm(log, { containsAfterContest: true }));
    expect(after).toMatchObject({ ac: 2, total: 3, totalTime: minutes(10 + 320 + 20) });
    expect(after.submissionInfo.B).toEqual({
      errorNum: 1,
      isAC: true,
      isFirstAC: true,
      ACTime: minutes(320),
      isAfterContest: true,
    });
    expect(after.submissionInfo.A?.isAfterContest).toBeUndefined();
  });

  it('leaves out submissions without a verdict yet, a problem label or a profile', () => {
    const { participants, submissions } = parseLog([
      't: A AC 0:10, B PD 0:20, B CP 0:21, B JG 0:22, B SG 0:23',
    ]);
    const extra: RankSubmission[] = [
      { submitId: 1, uid: uidOf('t'), displayId: null, status: JudgeStatus.ACCEPTED, submitTime: at(0, 30) },
      { submitId: 2, uid: 'nobody', displayId: 'A', status: JudgeStatus.ACCEPTED, submitTime: at(0, 1) },
    ];
    const rows = computeAcmBoard({
      contest,
      participants,
      submissions: [...submissions, ...extra],
      options: { sealed: false, containsAfterContest: false, removeStar: false },
    });
    expect(rows.map((r) => [r.username, r.total, r.ac, Object.keys(r.submissionInfo)])).toEqual([
      ['t', 1, 1, ['A']],
    ]);
    expect(rows[0]?.submissionInfo.A?.isFirstAC).toBe(true);
  });

  it('does not list a participant whose submissions are all still being judged', () => {
    expect(acm(['t: A PD 0:10, A JG 0:11'])).toEqual([]);
  });
});

describe('ACM sealed board', () => {
  it('counts submissions from the seal second on as tries with hidden verdicts', () => {
    const log = ['t: A WA 3:59:59, A AC 4:00:00, B AC 4:30'];
    const sealed = only(acm(log, { sealed: true }));
    expect(sealed).toMatchObject({ ac: 0, totalTime: 0, total: 3 });
    expect(sealed.submissionInfo).toEqual({ A: { errorNum: 1, tryNum: 1 }, B: { errorNum: 0, tryNum: 1 } });
    const live = only(acm(log));
    expect(live).toMatchObject({ ac: 2, totalTime: minutes(240 + 20 + 270) });
  });

  it('still counts tries on a problem solved before the seal, without changing its solve', () => {
    const row = only(acm(['t: A AC 1:00, A WA 4:10, A AC 4:20'], { sealed: true }));
    expect(row.submissionInfo.A).toEqual({
      errorNum: 0,
      isAC: true,
      isFirstAC: true,
      ACTime: minutes(60),
      tryNum: 2,
    });
    expect(row).toMatchObject({ ac: 1, totalTime: minutes(60), total: 3 });
  });

  it('gives no first-solve mark for a solve the seal hides', () => {
    const rows = acm(['a: A AC 4:10', 'b: A AC 4:20'], { sealed: true });
    expect(rows.map((r) => r.submissionInfo.A)).toEqual([
      { errorNum: 0, tryNum: 1 },
      { errorNum: 0, tryNum: 1 },
    ]);
  });

  it('freezes nothing for a contest without a seal time', () => {
    const row = only(acm(['t: A AC 4:30'], { sealed: true }, { sealRankTime: null }));
    expect(row).toMatchObject({ ac: 1, totalTime: minutes(270) });
  });
});
