import { JudgeStatus } from '@generated/model/index';
import { judgeStatusTable } from '@hoj/core/domain/judgeStatus';
import type { RankParticipant, RankSubmission } from '../types';

/**
 * A small language for whole contests in tests, one participant a line:
 *
 *     'team07: A WA 0:12, A AC 0:31, B CE 1:05'
 *     'stu03: A 40 0:10, A 100 0:50 120ms, B CE 1:00'
 *
 * Each entry is a problem label, a verdict, the time from the start (`h:mm` or `h:mm:ss`, negative before the
 * start) and, for OI, the run time. A verdict is a status's short name from the judge-status table (its score
 * stays empty) or a score: 100 is accepted, 0 a wrong answer and anything between partially accepted. A line
 * with nothing after the colon is a participant who never submitted. Submission ids follow the text's order.
 */

/** The contest start every log counts from: 2026-11-21 09:00 in GMT+8. */
export const START_MS = Date.UTC(2026, 10, 21, 1, 0, 0);

const FULL_SCORE = 100;

const statusByShort = new Map(
  (Object.entries(judgeStatusTable) as [string, { short: string }][]).map(
    ([code, info]) => [info.short, Number(code) as JudgeStatus] as const,
  ),
);

/** Milliseconds from the start for `h:mm` or `h:mm:ss`, a leading minus before the start. */
export function offset(clock: string): number {
  const negative = clock.startsWith('-');
  const parts = clock.replace(/^-/, '').split(':').map(Number);
  if (parts.length < 2 || parts.length > 3 || parts.some((n) => !Number.isInteger(n)))
    throw new Error(`bad time ${clock}`);
  const [hours = 0, minutes = 0, seconds = 0] = parts;
  const ms = ((hours * 60 + minutes) * 60 + seconds) * 1000;
  return negative ? -ms : ms;
}

/** The epoch milliseconds of a moment given in hours, minutes and seconds from the start. */
export function at(hours: number, mins = 0, secs = 0): number {
  return START_MS + ((hours * 60 + mins) * 60 + secs) * 1000;
}

/** Seconds from the start, as the board reports times: `minutes(31)` for a solve at 0:31. */
export function minutes(count: number): number {
  return count * 60;
}

export function uidOf(username: string): string {
  return `uid-${username}`;
}

function verdict(token: string): { status: JudgeStatus; score: number | null } {
  if (/^\d+$/.test(token)) {
    const score = Number(token);
    const status =
      score >= FULL_SCORE
        ? JudgeStatus.ACCEPTED
        : score === 0
          ? JudgeStatus.WRONG_ANSWER
          : JudgeStatus.PARTIAL_ACCEPTED;
    return { status, score };
  }
  const status = statusByShort.get(token);
  if (status === undefined) throw new Error(`unknown verdict ${token}`);
  return { status, score: null };
}

export interface ContestLog {
  participants: RankParticipant[];
  submissions: RankSubmission[];
}

/** Reads the lines; `profiles` adds profile fields by username. */
export function parseLog(
  lines: readonly string[],
  profiles: Readonly<Record<string, Partial<RankParticipant>>> = {},
): ContestLog {
  const participants: RankParticipant[] = [];
  const submissions: RankSubmission[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) throw new Error(`no colon in ${line}`);
    const username = line.slice(0, colon).trim();
    const entries = line.slice(colon + 1);
    participants.push({ uid: uidOf(username), username, ...profiles[username] });
    for (const entry of entries.split(',')) {
      const tokens = entry.trim().split(/\s+/).filter(Boolean);
      if (tokens.length === 0) continue;
      const [displayId = '', result = '', clock = '', run] = tokens;
      const { status, score } = verdict(result);
      submissions.push({
        submitId: 1000 + submissions.length,
        uid: uidOf(username),
        displayId,
        status,
        score,
        time: run ? Number(run.replace(/ms$/, '')) : null,
        submitTime: START_MS + offset(clock),
      });
    }
  }
  return { participants, submissions };
}
