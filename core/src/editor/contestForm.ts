import {
  ContestAuth,
  ContestType,
  OIRankScoreType,
  RankShowName,
  type ContestStatus,
} from '@generated/model/index';
import { parseHojDate, type DateInput } from '../format/date';
import { ACCOUNT_LIMIT_DEFAULTS, type AccountLimitFields } from './accountLimitRule';
import type { AwardRow, AwardType } from './awards';
import type { EditorMessageKey } from './editorMessages';

/** When the board freezes: 0 = 30 minutes before the end, 1 = 60 minutes before the end, 2 = from the start. */
export type SealTimeChoice = 0 | 1 | 2;

/** Each choice with its label and the contest length (seconds) it needs. */
export const SEAL_TIME_CHOICES: readonly {
  value: SealTimeChoice;
  labelKey: EditorMessageKey;
  minDuration: number;
}[] = [
  { value: 0, labelKey: 'editor.seal.halfHour', minDuration: 1800 },
  { value: 1, labelKey: 'editor.seal.oneHour', minDuration: 3600 },
  { value: 2, labelKey: 'editor.seal.whole', minDuration: 0 },
];

/** Everything the contest editor edits, in the form's shape (times as Dates; the rule as separate fields). */
export interface ContestForm {
  /** Contest id when editing; null when creating */
  id: number | null;
  /** Creator's user id and username: the backend needs them on create and checks them on update */
  uid: string;
  author: string;
  title: string;
  description: string;
  startTime: Date | null;
  endTime: Date | null;
  type: ContestType;
  auth: ContestAuth;
  pwd: string;
  sealRank: boolean;
  sealTimeChoice: SealTimeChoice;
  autoRealRank: boolean;
  openPrint: boolean;
  openRank: boolean;
  allowEndSubmit: boolean;
  rankShowName: RankShowName;
  oiRankScoreType: OIRankScoreType;
  openAccountLimit: boolean;
  accountLimit: AccountLimitFields;
  /** Usernames of star (unofficial) participants */
  starAccount: string[];
  awardType: AwardType;
  awardConfigList: AwardRow[];
  visible: boolean;
  /** Kept from the loaded contest; the backend recomputes it from the times */
  status: ContestStatus | null;
  /** Group of a group contest; null for a site-wide one */
  gid: number | null;
  /** 0 for an original contest, else the contest it was cloned from */
  source: number;
}

/** A new contest as the editor opens it. */
export const CONTEST_DEFAULTS: ContestForm = {
  id: null,
  uid: '',
  author: '',
  title: '',
  description: '',
  startTime: null,
  endTime: null,
  type: ContestType.ACM,
  auth: ContestAuth.PUBLIC,
  pwd: '',
  sealRank: false,
  sealTimeChoice: 2,
  autoRealRank: true,
  openPrint: false,
  openRank: false,
  allowEndSubmit: false,
  rankShowName: RankShowName.USERNAME,
  oiRankScoreType: OIRankScoreType.RECENT,
  openAccountLimit: false,
  accountLimit: ACCOUNT_LIMIT_DEFAULTS,
  starAccount: [],
  awardType: 0,
  awardConfigList: [],
  visible: true,
  status: null,
  gid: null,
  source: 0,
};

/** A fresh copy of the defaults (lists and the rule fields are not shared between forms). */
export function newContestForm(overrides: Partial<ContestForm> = {}): ContestForm {
  return {
    ...CONTEST_DEFAULTS,
    accountLimit: { ...ACCOUNT_LIMIT_DEFAULTS },
    starAccount: [],
    awardConfigList: [],
    ...overrides,
  };
}

/**
 * The contest length in whole seconds, recomputed whenever a time changes. An end before the start gives 0 and
 * `negative`, which the form shows as the "start must be earlier than end" message; a missing time gives 0.
 */
export function contestDurationSeconds(
  start: Date | null,
  end: Date | null,
): { duration: number; negative: boolean } {
  if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    return { duration: 0, negative: false };
  }
  const seconds = Math.floor((end.getTime() - start.getTime()) / 1000);
  return seconds < 0 ? { duration: 0, negative: true } : { duration: seconds, negative: false };
}

/** The seal choices a contest of `durationSec` seconds allows: sealing before the end needs that much time. */
export function sealTimeChoices(durationSec: number): SealTimeChoice[] {
  return SEAL_TIME_CHOICES.filter((choice) => durationSec >= choice.minDuration).map(
    (choice) => choice.value,
  );
}

/**
 * The choice offered when sealing is turned on: an hour before the end for ACM contests of at least an hour;
 * the whole contest otherwise (OI boards hide scores for the whole contest).
 */
export function defaultSealChoice(type: ContestType, durationSec: number): SealTimeChoice {
  return type !== ContestType.ACM || durationSec < 3600 ? 2 : 1;
}

/** The moment the board freezes for a choice. */
export function sealRankTimeOf(choice: SealTimeChoice, start: Date, end: Date): Date {
  if (choice === 0) return new Date(end.getTime() - 1800 * 1000);
  if (choice === 1) return new Date(end.getTime() - 3600 * 1000);
  return new Date(start.getTime());
}

/**
 * The choice a stored seal time stands for (the backend keeps only the time). Times are compared to the second,
 * as the backend stores them; null when the time matches none of the choices.
 */
export function sealChoiceOf(
  sealRankTime: DateInput,
  start: DateInput,
  end: DateInput,
): SealTimeChoice | null {
  const seal = parseHojDate(sealRankTime);
  const from = parseHojDate(start);
  const to = parseHojDate(end);
  if (!seal || !from || !to) return null;
  const second = (date: Date) => Math.floor(date.getTime() / 1000);
  for (const choice of [0, 1, 2] as const) {
    if (second(sealRankTimeOf(choice, from, to)) === second(seal)) return choice;
  }
  return null;
}
