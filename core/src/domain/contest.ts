import { ContestAuth, ContestStatus, ContestType } from '@generated/model/index';
import { parseHojDate } from '../format/date';
import type { CoreMessageKey } from '../i18n/messages';
import type { ColorCategory } from './colors';

export interface ContestStatusInfo {
  labelKey: CoreMessageKey;
  color: ColorCategory;
}

/** Contest status as the backend sends it: -1 scheduled, 0 running, 1 ended. */
export const contestStatusTable: Record<ContestStatus, ContestStatusInfo> = {
  [ContestStatus.SCHEDULED]: { labelKey: 'contest.status.scheduled', color: 'warning' },
  [ContestStatus.RUNNING]: { labelKey: 'contest.status.running', color: 'success' },
  [ContestStatus.ENDED]: { labelKey: 'contest.status.ended', color: 'danger' },
};

export interface ContestTypeInfo {
  labelKey: CoreMessageKey;
  /** The rule set's own name, the same in every language. */
  short: string;
  color: ColorCategory;
}

export const contestTypeTable: Record<ContestType, ContestTypeInfo> = {
  [ContestType.ACM]: { labelKey: 'contest.type.acm', short: 'ACM', color: 'primary' },
  [ContestType.OI]: { labelKey: 'contest.type.oi', short: 'OI', color: 'info' },
};

export interface ContestAuthInfo {
  labelKey: CoreMessageKey;
  color: ColorCategory;
  /** A password is needed to enter (private) or to submit (protected). */
  password: 'none' | 'enter' | 'submit';
}

export const contestAuthTable: Record<ContestAuth, ContestAuthInfo> = {
  [ContestAuth.PUBLIC]: { labelKey: 'contest.auth.public', color: 'success', password: 'none' },
  [ContestAuth.PRIVATE]: { labelKey: 'contest.auth.private', color: 'danger', password: 'enter' },
  [ContestAuth.PROTECTED]: { labelKey: 'contest.auth.protected', color: 'warning', password: 'submit' },
};

/**
 * The status at `nowMs`: scheduled until the start time, running until the end time, then ended. Falls back
 * to the server's status when a time cannot be read. Pass the server's time (`serverNow()`): the PC's clock
 * may be days off, and a contest must open when the server says it has started.
 */
export function contestStatusAt(
  contest: { status: ContestStatus; startTime: string; endTime: string },
  nowMs: number,
): ContestStatus {
  const start = parseHojDate(contest.startTime);
  const end = parseHojDate(contest.endTime);
  if (!start || !end) return contest.status;
  if (nowMs < start.getTime()) return ContestStatus.SCHEDULED;
  if (nowMs < end.getTime()) return ContestStatus.RUNNING;
  return ContestStatus.ENDED;
}

/** The moments the contest switches status (its start and its end); none when a time cannot be read. */
export function contestSwitchMoments(contest: { startTime: string; endTime: string }): number[] {
  const start = parseHojDate(contest.startTime);
  const end = parseHojDate(contest.endTime);
  return start && end ? [start.getTime(), end.getTime()] : [];
}
