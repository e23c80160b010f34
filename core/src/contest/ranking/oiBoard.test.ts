import { ContestType, OIRankScoreType, type OIContestRankVO } from '@generated/model/index';
import { computeOiBoard } from './oiBoard';
import { at, parseLog, uidOf } from './testing/contestLog';
import type { BoardOptions, RankContest } from './types';

const contest: RankContest = {
  type: ContestType.OI,
  uid: uidOf('setter'),
  startTime: at(0),
  endTime: at(3),
  sealRankTime: at(2, 30),
  oiRankScoreType: OIRankScoreType.RECENT,
};

function oi(
  log: readonly string[],
  options: Partial<BoardOptions> = {},
  overrides: Partial<RankContest> = {},
): OIContestRankVO[] {
  const { participants, submissions } = parseLog(log);
  return computeOiBoard({
    contest: { ...contest, ...overrides },
    participants,
    submissions,
    options: { sealed: false, containsAfterContest: false, removeStar: false, ...options },
  });
}

const highest = { oiRankScoreType: OIRankScoreType.HIGHEST };

describe('OI score types', () => {
  it('most recent: the last submission counts even when it scores less', () => {
    const [row] = oi(['s: A 100 0:10 50ms, A 30 0:20']);
    expect(row).toMatchObject({ totalScore: 30, totalTime: 0, submissionInfo: { A: 30 }, timeInfo: null });
  });

  it('most recent: of two submissions in the same second the later one counts', () => {
    const [row] = oi(['s: A 30 0:20:05, A 60 0:20:05']);
    expect(row?.submissionInfo).toEqual({ A: 60 });
  });

  it('most recent: two full scores in the latest second stand together, the faster run giving the time', () => {
    const [row] = oi(['s: A 100 0:20:05 90ms, A 100 0:20:05 300ms']);
    expect(row).toMatchObject({ totalScore: 100, totalTime: 90, timeInfo: { A: 90 } });
  });

  it('highest: the best score counts, whatever came after it', () => {
    const [row] = oi(['s: A 100 0:10 50ms, A 30 0:20'], {}, highest);
    expect(row).toMatchObject({ totalScore: 100, totalTime: 50, timeInfo: { A: 50 } });
  });

  it('any score type other than highest counts the most recent', () => {
    const [row] = oi(['s: A 100 0:10 50ms, A 30 0:20'], {}, { oiRankScoreType: null });
    expect(row?.totalScore).toBe(30);
  });

  it('a submission without a score stands as null for most recent and never counts for highest', () => {
    expect(oi(['s: A 40 0:10, A CE 0:20'])[0]?.submissionInfo).toEqual({ A: null });
    expect(oi(['s: A 40 0:10, A CE 0:20'], {}, highest)[0]?.submissionInfo).toEqual({ A: 40 });
    expect(oi(['s: A CE 0:20, A SE 0:30'], {}, highest)).toEqual([]);
  });
});

describe('OI time', () => {
  it('adds only full-score runs, the fastest of the equal best ones per problem', () => {
    const [row] = oi(['s: A 100 0:10 120ms, A 100 0:20 300ms, B 90 0:30, C 100 0:40 80ms'], {}, highest);
    expect(row).toMatchObject({ totalScore: 290, totalTime: 200, timeInfo: { A: 120, C: 80 } });
  });

  it('ranks equal scores by less time: a partial-only contestant (no time) above a full score with time', () => {
    const rows = oi(['full: A 100 0:10 500ms', 'parts: A 50 0:05, B 50 0:06']);
    expect(rows.map((r) => [r.username, r.rank, r.totalTime])).toEqual([
      ['parts', 1, 0],
      ['full', 2, 500],
    ]);
  });

  it('equal score and time share a rank; the next contestant takes its own place', () => {
    const rows = oi(['a: A 100 0:10 10ms', 'b: A 100 0:20 10ms', 'c: A 60 0:05']);
    expect(rows.map((r) => [r.username, r.rank])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
    ]);
  });

  it('counts a full score with no recorded run time as no time', () => {
    const [row] = oi(['s: A 100 0:10']);
    expect(row).toMatchObject({ totalTime: 0, timeInfo: { A: 0 } });
  });
});

describe('OI window and seal', () => {
  it('ignores submissions before the start, still being judged, or by an excluded account', () => {
    const rows = oi(['s: A 100 -0:01 5ms, A 20 0:10, B PD 0:20', 'root: A 100 0:02 5ms', 'p: A JG 0:30'], {
      excludedUids: [uidOf('root')],
    });
    expect(rows.map((r) => [r.username, r.submissionInfo])).toEqual([['s', { A: 20 }]]);
  });

  it('hides the submissions from the seal second on, and one second before it shows', () => {
    const rows = oi(['s: A 10 2:29:59, A 90 2:30:00'], { sealed: true });
    expect(rows[0]?.submissionInfo).toEqual({ A: 10 });
    expect(oi(['s: A 10 2:29:59, A 90 2:30:00'])[0]?.submissionInfo).toEqual({ A: 90 });
  });

  it('with the seal at the very start still shows the submissions of the first second', () => {
    const log = ['s: A 10 0:00:00, B 20 0:00:01'];
    const rows = oi(log, { sealed: true }, { sealRankTime: at(0) });
    expect(rows[0]?.submissionInfo).toEqual({ A: 10 });
  });

  it('counts submissions after the end only when asked and never on a sealed board', () => {
    const log = ['s: A 10 0:10, A 70 3:00'];
    expect(oi(log)[0]?.totalScore).toBe(10);
    expect(oi(log, { containsAfterContest: true })[0]?.totalScore).toBe(70);
    expect(oi(log, { containsAfterContest: true, sealed: true })[0]?.totalScore).toBe(10);
  });
});
