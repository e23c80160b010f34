import type { ContestAuth, ContestAwardConfigVO, ContestType } from '@generated/model/index';
import { storeMap } from '../cells';
import { table } from '../table';
import type { SubmissionRow } from './judge';

export interface ContestRow {
  id: number;
  /** Creator uid. */
  uid: string;
  title: string;
  type: ContestType;
  auth: ContestAuth;
  /** Markdown. */
  description: string;
  startTime: Date;
  endTime: Date;
  sealRank: boolean;
  sealRankTime: Date | null;
  openPrint: boolean;
  openRank: boolean;
  rankShowName: 'username' | 'nickname' | 'realname';
  oiRankScoreType: 'Recent' | 'Highest';
  allowEndSubmit: boolean;
  /** Registrations. */
  count: number;
  /** Listed on the site at all. */
  visible: boolean;
  /** Group id; null for a site contest. */
  gid: number | null;
  /** The password a private or protected contest asks for when registering; null for a public one. */
  pwd: string | null;
  /** 0 for an original contest, else the id of the contest it was cloned from. */
  source: number;
  /** The board unfreezes by itself once the contest has ended. */
  autoRealRank: boolean;
  /** Only accounts matching `accountLimitRule` may take part. */
  openAccountLimit: boolean;
  /** `<prefix>…</prefix><suffix>…</suffix><start>…</start><end>…</end><extra>…</extra>`; null when unset. */
  accountLimitRule: string | null;
  /** Usernames of the unofficial (star) participants. */
  starAccount: string[];
  /** 0 no awards, 1 bands by percentage, 2 bands by number of participants. */
  awardType: 0 | 1 | 2;
  /** The award bands, by priority; kept only while `awardType` is not 0. */
  awardConfig: ContestAwardConfigVO[];
  gmtCreate: Date;
  gmtModified: Date;
}

export const contests = table<ContestRow>()({ name: 'contest', key: (c) => c.id });

/** A user's registration for a contest (`contest_register`): entering a private contest needs one. */
export interface ContestRegisterRow {
  cid: number;
  uid: string;
}

export const contestRegisters = table<ContestRegisterRow>()({
  name: 'contest_register',
  key: (r) => `${r.cid}:${r.uid}`,
  indexes: { cid: (r) => r.cid },
});

/** An announcement of a contest (`announcement` joined through `contest_announcement`). */
export interface ContestAnnouncementRow {
  id: number;
  cid: number;
  title: string;
  /** Markdown. */
  content: string;
  /** Publisher uid. */
  uid: string;
  /** 0 visible, 1 hidden. */
  status: 0 | 1;
  gmtCreate: Date;
  gmtModified: Date;
}

/**
 * Contest announcements, apart from the site's (`announcements/`): the site lists never show them, and the
 * contest pages read only these.
 */
export const contestAnnouncements = table<ContestAnnouncementRow>()({
  name: 'contest_announcement',
  key: (a) => a.id,
  indexes: { cid: (a) => a.cid },
});

/** What a contest submission scored (`contest_record.status`): accepted, not accepted without or with penalty. */
export type RecordStatus = 1 | 0 | -1;

/**
 * `contest_record`: one row per contest submission, written when it is made. Its scoring outcome (status, score,
 * run time) is the submission's verdict read through `recordOutcome` (queries/contests.ts), so it follows the
 * simulated judge, rejudges and manual verdicts as the backend's judge keeps the row up to date; what the row
 * itself keeps is what the backend fixes at submit time and the balloon flag.
 */
export interface ContestRecordRow {
  id: number;
  cid: number;
  uid: string;
  pid: number;
  cpid: number;
  /** The problem's label in the contest when it was submitted. */
  displayId: string;
  submitId: number;
  submitTime: Date;
  /** Seconds from the contest start to the submission (0 for a submission made before the start). */
  time: number;
  /** The balloon was delivered (`PUT /api/check-contest-ac-info`). */
  checked: boolean;
}

export const contestRecords = table<ContestRecordRow>()({
  name: 'contest_record',
  key: (r) => r.id,
  indexes: { cid: (r) => r.cid, submitId: (r) => r.submitId },
});

/** The record a contest submission gets: its time counted in whole seconds from the start, as the backend's. */
export function contestRecordFor(
  submission: Pick<SubmissionRow, 'submitId' | 'uid' | 'pid' | 'cid' | 'cpid' | 'displayId' | 'submitTime'>,
  contest: Pick<ContestRow, 'startTime'>,
  id: number,
): ContestRecordRow {
  const sinceStart = submission.submitTime.getTime() - contest.startTime.getTime();
  return {
    id,
    cid: submission.cid,
    uid: submission.uid,
    pid: submission.pid,
    cpid: submission.cpid,
    displayId: submission.displayId ?? '',
    submitId: submission.submitId,
    submitTime: submission.submitTime,
    time: sinceStart < 0 ? 0 : Math.floor(sinceStart / 1000),
    checked: false,
  };
}

/** How many accounts, and roughly how many submissions, a generated contest's rows hold. */
export interface DeferredContestPlan {
  teams: number;
  submissions: number;
  /** The team accounts are this prefix and a four-digit number: `hn26_0001` … */
  usernamePrefix: string;
}

/** The username of a generated contest's team `n` (1-based). */
export const deferredUsername = (plan: DeferredContestPlan, n: number) =>
  `${plan.usernamePrefix}${String(n).padStart(4, '0')}`;

/**
 * Seeded contests whose participants (accounts, registrations) and submissions are made the first time
 * anything looks them up (see `ensureContestRows` in queries/contests.ts), not at seed time: the 5,000-team
 * contest's rows would otherwise cost every test their copy in the snapshot. A reset brings the plan back and
 * the rows go.
 */
export const deferredContestRows = storeMap<number, DeferredContestPlan>('contest_deferred_rows');

export * from './contestPrints';
