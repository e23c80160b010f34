import { recordOutcome, type RecordOutcome } from './recordOutcome';
import type { Instant, ParticipantSource, RankContest, RankParticipant, RankSubmission } from './types';

const SECOND_MS = 1000;

export function toMs(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

/** The contest's times as the server reckons them: whole seconds from the start. */
export interface ContestClock {
  startMs: number;
  endMs: number;
  durationSec: number;
  /** Seconds from the start to the seal; null when the contest has no seal time. */
  sealSec: number | null;
}

/** Whole seconds from `fromMs` to `toMs`, the way the server counts a submission's time into the contest. */
function wholeSeconds(fromMs: number, toMs: number): number {
  return Math.floor(Math.abs(toMs - fromMs) / SECOND_MS);
}

export function contestClock(contest: RankContest): ContestClock {
  const startMs = toMs(contest.startTime);
  const endMs = toMs(contest.endTime);
  const seal = contest.sealRankTime;
  return {
    startMs,
    endMs,
    durationSec: wholeSeconds(startMs, endMs),
    sealSec: seal === null || seal === undefined ? null : wholeSeconds(startMs, toMs(seal)),
  };
}

/** One counted submission, in the form the rules read it. */
export interface RankRecord {
  uid: string;
  displayId: string;
  outcome: Exclude<RecordOutcome, 'uncounted'>;
  score: number | null;
  runTime: number | null;
  /** Whole seconds from the start. */
  time: number;
  submitMs: number;
  /** Made at or after the end. */
  afterContest: boolean;
  /** Inside the part of the contest a sealed board hides. */
  frozen: boolean;
  submission: RankSubmission;
}

export interface ParticipantRecords {
  participant: RankParticipant;
  /** Position of the participant's first counted submission: rows that tie keep this order. */
  order: number;
  /** In the order the server reads them: by time, then as submitted. */
  records: RankRecord[];
}

export interface CollectOptions {
  contest: RankContest;
  participants: ParticipantSource;
  submissions: Iterable<RankSubmission>;
  excludedUids?: Iterable<string>;
  /** Submissions made after the end are counted. */
  keepAfterContest: boolean;
  /** Which times (seconds from the start) a sealed board hides. */
  isFrozenTime: (time: number) => boolean;
}

function lookup(participants: ParticipantSource): (uid: string) => RankParticipant | undefined {
  if (typeof participants === 'function') return participants;
  const byUid = new Map<string, RankParticipant>();
  for (const participant of participants) byUid.set(participant.uid, participant);
  return (uid) => byUid.get(uid);
}

function byTimeThenSubmission(a: RankRecord, b: RankRecord): number {
  return a.time - b.time || a.submitMs - b.submitMs || a.submission.submitId - b.submission.submitId;
}

/**
 * The submissions a board counts, grouped by participant in one pass: none by the creator or an excluded
 * account, none without a verdict or a problem label, none before the start, and none after the end unless
 * asked for. A participant appears once they have one counted submission; profiles come from `participants`
 * and a submission by someone without a profile is skipped (the server joins every row to its user).
 */
export function collectRecords(options: CollectOptions): ParticipantRecords[] {
  const clock = contestClock(options.contest);
  const excluded = new Set(options.excludedUids ?? []);
  const creator = options.contest.uid;
  if (creator) excluded.add(creator);
  const profileOf = lookup(options.participants);

  const records: RankRecord[] = [];
  for (const submission of options.submissions) {
    if (excluded.has(submission.uid) || !submission.displayId) continue;
    const outcome = recordOutcome(submission.status);
    if (outcome === 'uncounted') continue;
    const submitMs = toMs(submission.submitTime);
    if (submitMs < clock.startMs) continue;
    const afterContest = submitMs >= clock.endMs;
    if (afterContest && !options.keepAfterContest) continue;
    const time = wholeSeconds(clock.startMs, submitMs);
    records.push({
      uid: submission.uid,
      displayId: submission.displayId,
      outcome,
      score: submission.score ?? null,
      runTime: submission.time ?? null,
      time,
      submitMs,
      afterContest,
      frozen: options.isFrozenTime(time),
      submission,
    });
  }
  records.sort(byTimeThenSubmission);

  const byUid = new Map<string, ParticipantRecords>();
  const unknown = new Set<string>();
  for (const record of records) {
    let entry = byUid.get(record.uid);
    if (!entry) {
      if (unknown.has(record.uid)) continue;
      const participant = profileOf(record.uid);
      if (!participant) {
        unknown.add(record.uid);
        continue;
      }
      entry = { participant, order: byUid.size, records: [] };
      byUid.set(record.uid, entry);
    }
    entry.records.push(record);
  }
  return [...byUid.values()];
}
