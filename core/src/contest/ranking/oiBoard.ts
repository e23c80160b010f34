import type { OIContestRankVO } from '@generated/model/index';
import { compareOi, countsHighest, oiRow, oiTies } from './oiRow';
import { assignPlaces } from './placing';
import { collectRecords, contestClock, type ContestClock, type RankRecord } from './records';
import type { BoardInput, RankContest } from './types';

/**
 * The OI board, sealed, shows only the submissions made before the seal second. With the seal at the very start
 * the server still shows those of the first second.
 */
export function oiFrozenTime(clock: ContestClock): (time: number) => boolean {
  const { sealSec } = clock;
  return (time) => sealSec !== null && time >= Math.max(sealSec, 1);
}

export function oiPlacingRules(contest: RankContest, removeStar: boolean) {
  return {
    starAccount: contest.starAccount,
    removeStar,
    awardType: contest.awardType,
    awardConfig: contest.awardConfig,
    ties: oiTies,
    scored: (row: OIContestRankVO) => row.totalScore > 0,
  };
}

/**
 * The OI standings as the server computes them: per problem the most recent or the highest score (the contest's
 * `oiRankScoreType`), ordered by total score, then by total time of the full-score runs, ranked and awarded
 * (`assignPlaces`). A sealed board leaves out the submissions from the seal on: it shows no tries for them.
 */
export function computeOiBoard(input: BoardInput): OIContestRankVO[] {
  const { contest, options } = input;
  const participants = collectRecords({
    contest,
    participants: input.participants,
    submissions: input.submissions,
    excludedUids: options.excludedUids,
    keepAfterContest: options.containsAfterContest && !options.sealed,
    isFrozenTime: oiFrozenTime(contestClock(contest)),
  });
  const isHidden = (record: RankRecord) => options.sealed && record.frozen;
  const highest = countsHighest(contest.oiRankScoreType);
  const sorted = participants
    .flatMap((entry) => {
      const row = oiRow(entry, isHidden, highest);
      return row ? [{ row, order: entry.order }] : [];
    })
    .sort(compareOi)
    .map(({ row }) => row);
  return assignPlaces(sorted, oiPlacingRules(contest, options.removeStar));
}
