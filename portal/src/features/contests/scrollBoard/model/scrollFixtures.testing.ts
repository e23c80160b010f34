import type {
  ContestScrollBoardInfoVO,
  ContestScrollBoardSubmissionVO,
  OIRankScoreType,
  RankShowName,
} from '@generated/model/index';
import type { ContestLog } from '@hoj/core/contest/ranking/testing/contestLog';
import type { RankContest } from '@hoj/core/contest/ranking/index';
import type { MedalCounts } from '@portal/features/contests/tools/model/medals';
import { createScrollBoardModel, type ScrollBoardModel } from './scrollBoardModel';

const GMT8_MS = 8 * 60 * 60 * 1000;

const ms = (instant: number | Date): number => (typeof instant === 'number' ? instant : instant.getTime());

/** Epoch milliseconds as the server writes scroll-board times: `yyyy/MM/dd HH:mm:ss` in GMT+8. */
export function gmt8Text(instant: number | Date): string {
  const iso = new Date(ms(instant) + GMT8_MS).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 19)}`;
}

/** The scroll-board header the server would send for `contest` (problems as listed, colours made up). */
export function infoOf(
  contest: RankContest,
  problems: readonly string[],
  rankShowName: RankShowName = 'username',
): ContestScrollBoardInfoVO {
  return {
    id: 8,
    rankShowName,
    problemCount: problems.length,
    balloonColor: Object.fromEntries(problems.map((label, index) => [label, `#${String(index).repeat(6)}`])),
    startTime: gmt8Text(contest.startTime),
    sealRankTime:
      contest.sealRankTime === null || contest.sealRankTime === undefined
        ? null
        : gmt8Text(contest.sealRankTime),
    starUserList: [...(contest.starAccount ?? [])],
  };
}

/**
 * The submissions the server would send for a contest log: none after the end and none by `excluded` accounts
 * (super admins and the contest's creator), newest first as the mock sends them; OI logs keep their scores, as a
 * server that resolves OI contests would send them.
 */
export function submissionsOf(
  log: ContestLog,
  contest: RankContest,
  excluded: readonly string[] = [],
): ContestScrollBoardSubmissionVO[] {
  const left = new Set([...excluded, ...(contest.uid ? [contest.uid] : [])]);
  const byUid = new Map(log.participants.map((participant) => [participant.uid, participant]));
  return log.submissions
    .filter((submission) => !left.has(submission.uid) && ms(submission.submitTime) < ms(contest.endTime))
    .map((submission) => {
      const participant = byUid.get(submission.uid);
      if (!participant) throw new Error(`no profile for ${submission.uid}`);
      return {
        uid: submission.uid,
        username: participant.username,
        nickname: participant.nickname ?? null,
        realname: participant.realname ?? null,
        school: participant.school ?? null,
        avatar: null,
        gender: participant.gender ?? null,
        submitId: submission.submitId,
        status: submission.status,
        submitTime: gmt8Text(submission.submitTime),
        displayId: submission.displayId ?? '',
        ...(submission.score === null || submission.score === undefined ? {} : { score: submission.score }),
        ...(submission.time === null || submission.time === undefined ? {} : { time: submission.time }),
      };
    })
    .reverse();
}

/** The model over the answers the server would send for a contest log (problems A to C unless given). */
export function buildModel(
  log: ContestLog,
  rankContest: RankContest,
  options: {
    medals?: MedalCounts;
    removeStar?: boolean;
    excluded?: readonly string[];
    problems?: readonly string[];
    oiRankScoreType?: OIRankScoreType;
  } = {},
): ScrollBoardModel {
  const built = createScrollBoardModel(
    {
      info: infoOf(rankContest, options.problems ?? ['A', 'B', 'C']),
      submissions: submissionsOf(log, rankContest, options.excluded),
    },
    {
      removeStar: options.removeStar ?? false,
      medals: options.medals ?? { gold: 0, silver: 0, bronze: 0 },
      rule: rankContest.type,
      oiRankScoreType: options.oiRankScoreType ?? null,
    },
  );
  if (typeof built === 'string') throw new Error(`the answers were refused: ${built}`);
  return built;
}

/** The names on the board after `count` steps, top first. */
export const names = (m: ScrollBoardModel, count: number) => m.viewAt(count).rows.map((row) => row.name);

/** One cell of a participant's row after `count` steps. */
export const cellOf = (m: ScrollBoardModel, count: number, name: string, problem: string) =>
  m
    .viewAt(count)
    .rows.find((row) => row.name === name)
    ?.cells.find((cell) => cell.problem === problem);
