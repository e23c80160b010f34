import type { ACMContestRankVO, OIContestRankVO } from '@generated/model/index';
import { acmFrozenTime, acmPlacingRules } from './acmBoard';
import { acmRow, compareAcm, firstAcceptedTimes } from './acmRow';
import { oiFrozenTime, oiPlacingRules } from './oiBoard';
import { compareOi, countsHighest, oiRow } from './oiRow';
import { collectRecords, contestClock, type ContestClock, type ParticipantRecords } from './records';
import { rowHead } from './rowHead';
import { createResolver, type ScrollBoard } from './resolver';
import type { ParticipantSource, RankContest, RankParticipant, RankSubmission } from './types';

export interface ScrollBoardInput {
  contest: RankContest;
  participants: ParticipantSource;
  /** The contest's submissions; those after the end are left out, as the scroll board never shows them. */
  submissions: Iterable<RankSubmission>;
  removeStar: boolean;
  /** Super admins and group owners, as for the board. */
  excludedUids?: Iterable<string>;
  /** Problem labels in board order, for the order in which a row's frozen cells open. */
  problemOrder?: readonly string[];
}

function recordsOf(
  input: ScrollBoardInput,
  isFrozenTime: (clock: ContestClock) => (time: number) => boolean,
) {
  return collectRecords({
    contest: input.contest,
    participants: input.participants,
    submissions: input.submissions,
    excludedUids: input.excludedUids,
    keepAfterContest: false,
    isFrozenTime: isFrozenTime(contestClock(input.contest)),
  });
}

/**
 * The ACM scroll board: the frozen board first (equal to the sealed board), then cell by cell to the final
 * standings (equal to the live board without submissions after the end). First solves are marked as on the
 * final board from the start: a frozen solve that turns out to be the first is marked when it is revealed.
 */
export function createAcmScrollBoard(input: ScrollBoardInput): ScrollBoard<ACMContestRankVO> {
  const participants = recordsOf(input, acmFrozenTime);
  const firstAccepted = firstAcceptedTimes(participants, () => false);
  return createResolver(
    participants,
    {
      row: (entry, isHidden) => acmRow(entry, isHidden, firstAccepted),
      blank: (entry) => acmRow({ ...entry, records: [] }, () => false, firstAccepted),
      compare: compareAcm,
      placing: acmPlacingRules(input.contest, input.removeStar),
    },
    input.problemOrder,
  );
}

function blankOiRow(entry: ParticipantRecords): OIContestRankVO {
  const { participant } = entry;
  return {
    ...rowHead(participant),
    totalScore: 0,
    totalTime: 0,
    submissionInfo: {},
    timeInfo: null,
  };
}

/**
 * The OI scroll board: revealing a cell counts its frozen submissions by the contest's score type. A participant
 * whose every submission is frozen is listed with nothing counted until revealed (the sealed OI board leaves
 * them out), and leaves the board if nothing they submitted had a score.
 */
export function createOiScrollBoard(input: ScrollBoardInput): ScrollBoard<OIContestRankVO> {
  const participants = recordsOf(input, oiFrozenTime);
  const highest = countsHighest(input.contest.oiRankScoreType);
  return createResolver(
    participants,
    {
      row: (entry, isHidden) => oiRow(entry, isHidden, highest),
      blank: blankOiRow,
      compare: compareOi,
      placing: oiPlacingRules(input.contest, input.removeStar),
    },
    input.problemOrder,
  );
}

/** The profiles the scroll-board submissions carry, once per participant (the first one seen). */
export function participantsOf(submissions: Iterable<RankParticipant>): RankParticipant[] {
  const byUid = new Map<string, RankParticipant>();
  for (const submission of submissions)
    if (!byUid.has(submission.uid))
      byUid.set(submission.uid, {
        uid: submission.uid,
        username: submission.username,
        realname: submission.realname ?? null,
        nickname: submission.nickname ?? null,
        school: submission.school ?? null,
        gender: submission.gender ?? null,
        avatar: submission.avatar ?? null,
      });
  return [...byUid.values()];
}
