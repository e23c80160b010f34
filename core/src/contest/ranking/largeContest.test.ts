import { ContestType, JudgeStatus, OIRankScoreType } from '@generated/model/index';
import { computeAcmBoard } from './acmBoard';
import { computeOiBoard } from './oiBoard';
import { createAcmScrollBoard } from './scrollBoard';
import { at } from './testing/contestLog';
import type { RankContest, RankParticipant, RankSubmission } from './types';

/**
 * The board of a large contest: 5,000 teams, 15 problems, 60,000 submissions, built in one pass over the
 * submissions. This checks that it copes with the size and stays consistent, not how fast it is.
 */
const TEAMS = 5000;
const PROBLEMS = 'ABCDEFGHIJKLMNO'.split('');
const SUBMISSIONS = 60_000;
const CONTEST_MS = 5 * 60 * 60 * 1000;

/** A fixed pseudo-random sequence in [0, 1) (mulberry32), so every run builds the same contest. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const verdicts: [JudgeStatus, number][] = [
  [JudgeStatus.ACCEPTED, 0.3],
  [JudgeStatus.WRONG_ANSWER, 0.35],
  [JudgeStatus.TIME_LIMIT_EXCEEDED, 0.1],
  [JudgeStatus.COMPILE_ERROR, 0.1],
  [JudgeStatus.RUNTIME_ERROR, 0.05],
  [JudgeStatus.PRESENTATION_ERROR, 0.05],
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED, 0.05],
];

function largeContest(): { participants: RankParticipant[]; submissions: RankSubmission[] } {
  const next = sequence(20261121);
  const participants = Array.from({ length: TEAMS }, (_, i) => ({
    uid: `team-${i}`,
    username: `team${String(i).padStart(4, '0')}`,
    school: `School ${i % 120}`,
  }));
  const submissions: RankSubmission[] = [];
  for (let id = 0; id < SUBMISSIONS; id += 1) {
    let pick = next();
    const status = verdicts.find(([, share]) => (pick -= share) < 0)?.[0] ?? JudgeStatus.WRONG_ANSWER;
    submissions.push({
      submitId: id + 1,
      uid: `team-${Math.floor(next() * TEAMS)}`,
      displayId: PROBLEMS[Math.floor(next() * PROBLEMS.length)] ?? 'A',
      status,
      score: status === JudgeStatus.ACCEPTED ? 100 : Math.floor(next() * 100),
      time: Math.floor(next() * 1000),
      submitTime: at(0) + Math.floor(next() * CONTEST_MS),
    });
  }
  return { participants, submissions };
}

const contest: RankContest = {
  type: ContestType.ACM,
  startTime: at(0),
  endTime: at(5),
  sealRankTime: at(4),
  oiRankScoreType: OIRankScoreType.HIGHEST,
  starAccount: ['team0007'],
  awardType: 1,
  awardConfig: [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#111', num: 10 }],
};
const options = { sealed: false, containsAfterContest: false, removeStar: false };

describe('a contest of 5,000 teams, 15 problems and 60,000 submissions', () => {
  const { participants, submissions } = largeContest();

  it('builds the ACM board in board order with consistent ranks and every submission counted once', () => {
    const rows = computeAcmBoard({ contest, participants, submissions, options });
    expect(rows.length).toBeGreaterThan(4900);
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(SUBMISSIONS);
    const ranked = rows.filter((row) => row.rank !== -1);
    ranked.forEach((row, i) => {
      const above = ranked[i - 1];
      if (!above) return expect(row.rank).toBe(1);
      expect(row.ac < above.ac || (row.ac === above.ac && row.totalTime >= above.totalTime)).toBe(true);
      expect(row.rank).toBe(row.ac === above.ac && row.totalTime === above.totalTime ? above.rank : i + 1);
    });
    expect(rows.filter((row) => row.awardName === 'Gold')).toHaveLength(Math.trunc(0.1 * ranked.length));
  });

  it('builds the sealed board, the OI board and the scroll board to its end', () => {
    const sealed = computeAcmBoard({
      contest,
      participants,
      submissions,
      options: { ...options, sealed: true },
    });
    expect(
      sealed.some((row) => Object.values(row.submissionInfo).some((cell) => (cell.tryNum ?? 0) > 0)),
    ).toBe(true);
    const oi = computeOiBoard({
      contest: { ...contest, type: ContestType.OI },
      participants,
      submissions,
      options,
    });
    expect(oi[1]?.totalScore).toBeGreaterThan(oi.at(-1)?.totalScore ?? 0);
    const scroll = createAcmScrollBoard({ contest, participants, submissions, removeStar: false });
    expect(scroll.initial.rows).toHaveLength(sealed.length);
    expect(scroll.revealAll(scroll.initial).rows).toEqual(
      computeAcmBoard({ contest, participants, submissions, options }),
    );
  });
});
