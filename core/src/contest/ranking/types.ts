import type {
  ContestAwardConfigVO,
  ContestType,
  Gender,
  JudgeStatus,
  OIRankScoreType,
} from '@generated/model/index';

/** A moment as epoch milliseconds or a `Date` (the mock's rows hold dates, the scroll board parses strings). */
export type Instant = number | Date;

/** What the board needs to know about a contest: the same fields the contest row and its editor hold. */
export interface RankContest {
  type: ContestType;
  /** The creator's uid: the server leaves the creator's own submissions off the board. */
  uid?: string | null;
  startTime: Instant;
  endTime: Instant;
  /** Where the frozen part of the board begins; without it nothing is ever frozen. */
  sealRankTime?: Instant | null;
  /** Which OI submission counts per problem; anything but `Highest` counts the most recent. */
  oiRankScoreType?: OIRankScoreType | string | null;
  /** Usernames of the unofficial (star) participants. */
  starAccount?: readonly string[] | null;
  /** 0 no awards, 1 bands by percentage of the ranked rows, 2 bands by number of rows. */
  awardType?: number | null;
  awardConfig?: readonly ContestAwardConfigVO[] | null;
}

/** The profile fields a board row repeats. */
export interface RankParticipant {
  uid: string;
  username: string;
  realname?: string | null;
  nickname?: string | null;
  school?: string | null;
  gender?: Gender | null;
  avatar?: string | null;
}

/** A contest submission as judged (a mock submission row fits as it is). */
export interface RankSubmission {
  submitId: number;
  uid: string;
  /** The problem's label in the contest; a submission without one is not on the board. */
  displayId: string | null;
  status: JudgeStatus;
  /** OI score; null until judged or when the judge gave none (a cancelled run). */
  score?: number | null;
  /** Run time in ms (OI boards break ties on the full-score runs' times). */
  time?: number | null;
  submitTime: Instant;
}

/** Profiles by uid: a list, or a lookup over a larger table. */
export type ParticipantSource = readonly RankParticipant[] | ((uid: string) => RankParticipant | undefined);

/** Who is looking and how: the request's switches, already decided by the caller. */
export interface BoardOptions {
  /**
   * The viewer sees the frozen board (`isBoardSealed`): submissions from the seal time on are hidden, and
   * nothing after the end is counted.
   */
  sealed: boolean;
  /** Count submissions made after the end (`includesAfterContest`); ignored while the board is sealed. */
  containsAfterContest: boolean;
  /** Leave the star participants out altogether instead of listing them unranked. */
  removeStar: boolean;
  /** Accounts whose submissions never reach the board: super admins, and the group's owners for a group contest. */
  excludedUids?: Iterable<string>;
}

export interface BoardInput {
  contest: RankContest;
  participants: ParticipantSource;
  submissions: Iterable<RankSubmission>;
  options: BoardOptions;
}
