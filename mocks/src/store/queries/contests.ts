import { users, type UserRow } from '../schema/accounts';
import { groupMembers, memberAuth } from '../schema/groups';
import { clock } from '../clock';
import { hook } from '../hooks';
import type { IndexValue } from '../table';
import {
  contestRecords,
  contestRegisters,
  contests,
  deferredContestRows,
  type ContestRecordRow,
  type ContestRow,
  type RecordStatus,
} from '../schema/contests';
import { submissions, type SubmissionRow } from '../schema/judge';
import { JudgeStatus, type ContestStatus } from '@generated/model/index';

/** Group members of this authority or above administer the group's contests. */
const GROUP_ROOT_AUTH = 5;

/** Root, the contest's creator, or an admin of the contest's group. */
export function isContestAdmin(contest: ContestRow, user: UserRow | null): boolean {
  if (!user) return false;
  if (user.role === 'root' || contest.uid === user.uid) return true;
  return contest.gid !== null && memberAuth(contest.gid, user.uid) >= GROUP_ROOT_AUTH;
}

/**
 * Accounts whose submissions never reach a contest's board nor its scroll board: the super admins, and for a
 * group contest the group's roots (the backend's `getSuperAdminUidList`). The creator is left out apart.
 */
export function boardExcludedUids(contest: ContestRow): Set<string> {
  const excluded = new Set(users.where('role', 'root').map((u) => u.uid));
  if (contest.gid !== null)
    for (const member of groupMembers.where('gid', contest.gid))
      if (member.auth >= GROUP_ROOT_AUTH) excluded.add(member.uid);
  return excluded;
}

export const isRegistered = (contest: ContestRow, uid: string): boolean =>
  contestRegisters.has(`${contest.id}:${uid}`);

/** Scheduled before the start, running until the end, then ended. */
export function contestStatus(row: ContestRow, now: Date): ContestStatus {
  if (now < row.startTime) return -1;
  if (now >= row.endTime) return 1;
  return 0;
}

/** -1 scheduled, 0 running, 1 ended, at the mock time. */
export const statusNow = (contest: ContestRow) => contestStatus(contest, clock.now());

/**
 * Whether the board is frozen now: from the seal time to the end (the mock's contests lift the seal when they
 * end). The backend's check with `forceRefresh` off applies it to everyone, admins included.
 */
export function inSealWindow(contest: ContestRow): boolean {
  if (!contest.sealRank || !contest.sealRankTime) return false;
  const now = clock.nowMs();
  return now > contest.sealRankTime.getTime() && now < contest.endTime.getTime();
}

/** The same check with `forceRefresh` on: the contest's admins see through the seal. */
export const isSealedFor = (contest: ContestRow, user: UserRow | null) =>
  inSealWindow(contest) && !isContestAdmin(contest, user);

/** The parts of a contest's account rule (`<prefix>…</prefix><suffix>…</suffix><start>…</start><end>…</end><extra>…</extra>`). */
export interface AccountRule {
  prefix: string;
  suffix: string;
  start: number;
  end: number;
  /** The extra accounts, as the backend splits them: on single spaces after trimming the ends. */
  extra: string[];
}

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

function ruleTag(rule: string, tag: string): string | null {
  return new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(rule)?.[1] ?? null;
}

/** Java's `Integer.parseInt`: an optional sign and decimal digits within 32 bits, anything else fails. */
function javaInt(text: string | null): number | null {
  if (text === null || !/^[+-]?\d+$/.test(text)) return null;
  const value = Number(text);
  return value < INT_MIN || value > INT_MAX ? null : value;
}

/**
 * The rule as the backend reads it at registration and submission. A missing prefix or suffix reads as the
 * text `null` (Java concatenates the null it found); a start or end that is no whole number fails the request
 * (null here: the caller answers HTTP 500, as the unhandled `NumberFormatException` does).
 */
export function parseAccountRule(rule: string | null): AccountRule | null {
  const text = rule ?? '';
  const start = javaInt(ruleTag(text, 'start'));
  const end = javaInt(ruleTag(text, 'end'));
  if (start === null || end === null) return null;
  const extra = ruleTag(text, 'extra');
  return {
    prefix: ruleTag(text, 'prefix') ?? 'null',
    suffix: ruleTag(text, 'suffix') ?? 'null',
    start,
    end,
    extra: extra === null || extra.trim() === '' ? [] : extra.trim().split(' '),
  };
}

/**
 * Whether the username is `prefix + n + suffix` for a whole n from start to end (n written as Java writes an
 * int: no leading zeros), or one of the extra accounts. Compared exactly, case included.
 */
export function matchesAccountRule(rule: AccountRule, username: string): boolean {
  const { prefix, suffix } = rule;
  if (
    username.length > prefix.length + suffix.length &&
    username.startsWith(prefix) &&
    username.endsWith(suffix)
  ) {
    const middle = username.slice(prefix.length, username.length - suffix.length);
    const n = javaInt(middle);
    if (n !== null && String(n) === middle && n >= rule.start && n <= rule.end) return true;
  }
  return rule.extra.includes(username);
}

/** Why the backend's contest access check (`ContestValidator.validateContestAuth`) refuses someone, if it does. */
export type ContestAccessProblem =
  'missing' | 'notStarted' | 'notGroupMember' | 'notRegistered' | 'accountRule';

/**
 * The check every contest page's call makes: an unknown or hidden contest; then, for anyone but its admins, a
 * contest that has not started, a group contest for non-members, and a private contest without registration or
 * (with the account limit on) for an account outside the rule. A rule that cannot be read is `badRule`.
 */
export function contestAccessProblem(
  contest: ContestRow | undefined,
  user: UserRow,
): ContestAccessProblem | 'badRule' | null {
  if (!contest || !contest.visible) return 'missing';
  if (isContestAdmin(contest, user)) return null;
  if (statusNow(contest) === -1) return 'notStarted';
  if (contest.gid !== null && memberAuth(contest.gid, user.uid) < GROUP_MEMBER_AUTH) return 'notGroupMember';
  if (contest.auth === 1) {
    if (!isRegistered(contest, user.uid)) return 'notRegistered';
    if (contest.openAccountLimit) {
      const rule = parseAccountRule(contest.accountLimitRule);
      if (!rule) return 'badRule';
      if (!matchesAccountRule(rule, user.username)) return 'accountRule';
    }
  }
  return null;
}

/** A group's members from this level up may enter its contests. */
const GROUP_MEMBER_AUTH = 3;

const PENALTY = new Set<JudgeStatus>([
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
]);

const UNDECIDED = new Set<JudgeStatus>([
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.SUBMITTING,
]);

/** What the judge writes into a submission's `contest_record`: null until it has a verdict. */
export interface RecordOutcome {
  status: RecordStatus | null;
  score: number | null;
  /** ms. */
  useTime: number | null;
}

/**
 * A submission's contest-record outcome as the backend's judge writes it: Accepted is 1, the five wrong
 * answers with a penalty (presentation, wrong answer, time, memory, runtime) are -1, every other verdict
 * (partial accept, compile and system errors, cancelled) is 0; nothing while it is being judged (a rejudge
 * sets it back to nothing).
 */
export function recordOutcome(submission: SubmissionRow): RecordOutcome {
  if (UNDECIDED.has(submission.status)) return { status: null, score: null, useTime: null };
  const status: RecordStatus =
    submission.status === JudgeStatus.ACCEPTED ? 1 : PENALTY.has(submission.status) ? -1 : 0;
  return { status, score: submission.score, useTime: submission.time };
}

/** A contest record with the submission it belongs to and its outcome now. */
export interface ContestRecordView extends RecordOutcome {
  record: ContestRecordRow;
  submission: SubmissionRow;
}

/**
 * A contest's records joined with their submissions (records of deleted submissions left out), in the order
 * they were written. Deferred rows are made first.
 */
export function contestRecordsOf(cid: number): ContestRecordView[] {
  ensureContestRows(cid);
  return contestRecords.where('cid', cid).flatMap((record) => {
    const submission = submissions.get(record.submitId);
    return submission ? [{ record, submission, ...recordOutcome(submission) }] : [];
  });
}

/**
 * Makes a seeded contest's deferred rows (participants, registrations, submissions, records) if they are not
 * made yet. Anything that reads a contest's participants or submissions calls it first; cheap once done.
 */
export function ensureContestRows(cid: number): void {
  const plan = deferredContestRows.get(cid);
  if (!plan) return;
  deferredContestRows.delete(cid);
  if (!contests.has(cid)) return;
  hook('makeDeferredContestRows')(cid, plan);
}

// Whatever looks a contest's rows up by the contest, or a team account up by its username, gets the deferred
// rows made first: no reader has to remember to ask (scans of a whole table still see them only once made).
const ensureByContest = (cid: IndexValue) => {
  if (typeof cid === 'number') ensureContestRows(cid);
};
submissions.beforeIndexRead('cid', ensureByContest);
contestRecords.beforeIndexRead('cid', ensureByContest);
contestRegisters.beforeIndexRead('cid', ensureByContest);
users.beforeIndexRead('username', (username) => {
  if (typeof username !== 'string' || deferredContestRows.size === 0) return;
  const owners = [...deferredContestRows].filter(([, plan]) =>
    username.startsWith(plan.usernamePrefix.toLowerCase()),
  );
  for (const [cid] of owners) ensureContestRows(cid);
});

/** Every deferred contest's rows, for a seed test or a tool that needs the whole store. */
export function ensureAllContestRows(): void {
  for (const cid of [...deferredContestRows.keys()]) ensureContestRows(cid);
}
