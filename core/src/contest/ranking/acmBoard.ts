import type { ACMContestRankVO } from '@generated/model/index';
import { acmRow, acmTies, compareAcm, firstAcceptedTimes } from './acmRow';
import { assignPlaces } from './placing';
import { collectRecords, contestClock, type ContestClock, type RankRecord } from './records';
import type { BoardInput, RankContest } from './types';

/** The ACM board hides the verdicts of submissions from the seal time until the end. */
export function acmFrozenTime(clock: ContestClock): (time: number) => boolean {
  const { sealSec, durationSec } = clock;
  return (time) => sealSec !== null && time >= sealSec && time < durationSec;
}

export function acmPlacingRules(contest: RankContest, removeStar: boolean) {
  return {
    starAccount: contest.starAccount,
    removeStar,
    awardType: contest.awardType,
    awardConfig: contest.awardConfig,
    ties: acmTies,
    scored: (row: ACMContestRankVO) => row.ac > 0,
  };
}

/**
 * The ACM standings as the server computes them: every participant with a counted submission, ordered by
 * problems solved, then by total time (each solve's seconds from the start plus twenty minutes per earlier
 * rejection that carries a penalty), ranked and awarded (`assignPlaces`). On a sealed board the submissions
 * from the seal time on count only as tries (`tryNum`) with their verdicts hidden.
 */
export function computeAcmBoard(input: BoardInput): ACMContestRankVO[] {
  const { contest, options } = input;
  const participants = collectRecords({
    contest,
    participants: input.participants,
    submissions: input.submissions,
    excludedUids: options.excludedUids,
    keepAfterContest: options.containsAfterContest && !options.sealed,
    isFrozenTime: acmFrozenTime(contestClock(contest)),
  });
  const isHidden = (record: RankRecord) => options.sealed && record.frozen;
  const firstAccepted = firstAcceptedTimes(participants, isHidden);
  const sorted = participants
    .map((entry) => ({ row: acmRow(entry, isHidden, firstAccepted), order: entry.order }))
    .sort(compareAcm)
    .map(({ row }) => row);
  return assignPlaces(sorted, acmPlacingRules(contest, options.removeStar));
}
