import {
  ContestType,
  type ContestAwardConfigVO,
  type ContestScrollBoardInfoVO,
  type ContestScrollBoardSubmissionVO,
  type RankShowName,
} from '@generated/model/index';
import {
  compareProblemLabels,
  participantsOf,
  type RankContest,
  type RankSubmission,
  type ScrollBoardInput,
} from '@hoj/core/contest/ranking/index';
import { parseHojDate } from '@hoj/core/format/date';
import { MEDALS, type MedalCounts } from '@portal/features/contests/tools/model/medals';

/** What the two scroll-board calls answered. */
export interface ScrollSource {
  info: ContestScrollBoardInfoVO;
  submissions: readonly ContestScrollBoardSubmissionVO[];
}

export interface ScrollSettings {
  removeStar: boolean;
  medals: MedalCounts;
  /** The contest's rule; the HOJ server resolves ACM contests only, so ACM unless known otherwise. */
  rule?: ContestType;
  /** For OI: which submission counts per problem (most recent unless `Highest`). */
  oiRankScoreType?: string | null;
}

/** Why the answers cannot be resolved: the contest has no seal time, or the start time is unreadable. */
export type ScrollInputProblem = 'notSealed' | 'badStart';

export interface ScrollInput {
  input: ScrollBoardInput;
  rule: ContestType;
  /** Problem labels in board order: those the contest lists, and any other a submission names. */
  problems: string[];
  /** Balloon colour by problem label, as the contest stored it (checked before it is drawn). */
  balloons: ReadonlyMap<string, string>;
  rankShowName: RankShowName;
  /** Epoch milliseconds of the start and the seal. */
  startMs: number;
  sealMs: number;
}

const SECOND_MS = 1000;

/**
 * The medals as award bands by number of rows, gold first: they go down the ranked rows that solved something
 * (scored, for OI), one row per place, star rows never counted, the way HOJ's scroll board hands them out.
 */
export function medalBands(medals: MedalCounts): ContestAwardConfigVO[] {
  return MEDALS.map((medal, index) => ({
    priority: index + 1,
    name: medal,
    background: null,
    color: null,
    num: medals[medal],
  }));
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * A submission as the ranking reads it, or null when its time cannot be read. A server that also resolves OI
 * contests would send each submission's score and run time beside the contract's fields; they are read when
 * they are numbers.
 */
function rankSubmission(item: ContestScrollBoardSubmissionVO): RankSubmission | null {
  const submitTime = parseHojDate(item.submitTime);
  if (!submitTime || typeof item.uid !== 'string' || item.uid === '') return null;
  const extra = item as { score?: unknown; time?: unknown };
  return {
    submitId: typeof item.submitId === 'number' ? item.submitId : 0,
    uid: item.uid,
    displayId: typeof item.displayId === 'string' && item.displayId !== '' ? item.displayId : null,
    status: item.status,
    score: numberOrNull(extra.score),
    time: numberOrNull(extra.time),
    submitTime,
  };
}

function balloonsOf(info: ContestScrollBoardInfoVO): Map<string, string> {
  const colours = new Map<string, string>();
  const raw: unknown = info.balloonColor;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return colours;
  for (const [label, colour] of Object.entries(raw as Record<string, unknown>))
    colours.set(label, typeof colour === 'string' ? colour : '');
  return colours;
}

function starAccountsOf(info: ContestScrollBoardInfoVO): string[] {
  const raw: unknown = info.starUserList;
  return Array.isArray(raw) ? raw.filter((name): name is string => typeof name === 'string') : [];
}

/**
 * The ranking's input from the scroll-board answers, read defensively. Times are the server's GMT+8 text, read
 * as such whatever this computer's zone. The answers name no end time: the server has already left out what came
 * after the end, so the end is taken just after the last submission (and after the seal), which counts every
 * submission from the seal on as frozen.
 */
export function scrollInput(
  source: ScrollSource,
  settings: ScrollSettings,
): ScrollInput | ScrollInputProblem {
  const { info } = source;
  const start = parseHojDate(info.startTime);
  if (!start) return 'badStart';
  const seal = parseHojDate(info.sealRankTime ?? null);
  if (!seal) return 'notSealed';

  const submissions: RankSubmission[] = [];
  const profiles: ContestScrollBoardSubmissionVO[] = [];
  let lastMs = seal.getTime();
  for (const item of source.submissions) {
    const submission = rankSubmission(item);
    if (!submission) continue;
    submissions.push(submission);
    profiles.push(item);
    lastMs = Math.max(lastMs, (submission.submitTime as Date).getTime());
  }

  const balloons = balloonsOf(info);
  const labels = new Set(balloons.keys());
  for (const submission of submissions) if (submission.displayId) labels.add(submission.displayId);
  const problems = [...labels].sort(compareProblemLabels);

  const rule = settings.rule === ContestType.OI ? ContestType.OI : ContestType.ACM;
  const contest: RankContest = {
    type: rule,
    startTime: start,
    endTime: lastMs + SECOND_MS,
    sealRankTime: seal,
    oiRankScoreType: settings.oiRankScoreType ?? null,
    starAccount: starAccountsOf(info),
    awardType: 2,
    awardConfig: medalBands(settings.medals),
  };
  const rankShowName = info.rankShowName ?? null;
  return {
    input: {
      contest,
      participants: participantsOf(profiles),
      submissions,
      removeStar: settings.removeStar,
      problemOrder: problems,
    },
    rule,
    problems,
    balloons,
    rankShowName: rankShowName === 'realname' || rankShowName === 'nickname' ? rankShowName : 'username',
    startMs: start.getTime(),
    sealMs: seal.getTime(),
  };
}
