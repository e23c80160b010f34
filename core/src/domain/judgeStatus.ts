import { JudgeStatus } from '@generated/model/index';
import type { CoreMessageKey } from '../i18n/messages';
import type { ColorCategory } from './colors';

export interface JudgeStatusInfo {
  labelKey: CoreMessageKey;
  /** Abbreviation for narrow columns and board cells, the same in every language; unique per status. */
  short: string;
  color: ColorCategory;
  /** The judge will not change it any more, so a submission page stops polling. */
  final: boolean;
}

/**
 * Judge status of a submission or test case as the backend sends it. Only pending, compiling, judging and
 * submitting are still moving. Not submitted, submitted-unknown-result and no status are final too: the first
 * marks a problem without a submission, the second is what a sealed scoreboard shows in place of the real
 * result until the contest unseals it (polling returns the same mask), and the last is a placeholder with
 * nothing being judged; polling any of them would never end.
 */
export const judgeStatusTable: Record<JudgeStatus, JudgeStatusInfo> = {
  [JudgeStatus.NOT_SUBMITTED]: {
    labelKey: 'judge.status.notSubmitted',
    short: 'NS',
    color: 'neutral',
    final: true,
  },
  [JudgeStatus.SUBMITTED_UNKNOWN_RESULT]: {
    labelKey: 'judge.status.submittedUnknownResult',
    short: 'SNR',
    color: 'neutral',
    final: true,
  },
  [JudgeStatus.CANCELLED]: { labelKey: 'judge.status.cancelled', short: 'CA', color: 'neutral', final: true },
  [JudgeStatus.PRESENTATION_ERROR]: {
    labelKey: 'judge.status.presentationError',
    short: 'PE',
    color: 'warning',
    final: true,
  },
  [JudgeStatus.COMPILE_ERROR]: {
    labelKey: 'judge.status.compileError',
    short: 'CE',
    color: 'warning',
    final: true,
  },
  [JudgeStatus.WRONG_ANSWER]: {
    labelKey: 'judge.status.wrongAnswer',
    short: 'WA',
    color: 'danger',
    final: true,
  },
  [JudgeStatus.ACCEPTED]: { labelKey: 'judge.status.accepted', short: 'AC', color: 'success', final: true },
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: {
    labelKey: 'judge.status.timeLimitExceeded',
    short: 'TLE',
    color: 'danger',
    final: true,
  },
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: {
    labelKey: 'judge.status.memoryLimitExceeded',
    short: 'MLE',
    color: 'danger',
    final: true,
  },
  [JudgeStatus.RUNTIME_ERROR]: {
    labelKey: 'judge.status.runtimeError',
    short: 'RE',
    color: 'danger',
    final: true,
  },
  [JudgeStatus.SYSTEM_ERROR]: {
    labelKey: 'judge.status.systemError',
    short: 'SE',
    color: 'neutral',
    final: true,
  },
  [JudgeStatus.PENDING]: { labelKey: 'judge.status.pending', short: 'PD', color: 'warning', final: false },
  [JudgeStatus.COMPILING]: { labelKey: 'judge.status.compiling', short: 'CP', color: 'info', final: false },
  [JudgeStatus.JUDGING]: { labelKey: 'judge.status.judging', short: 'JG', color: 'primary', final: false },
  [JudgeStatus.PARTIAL_ACCEPTED]: {
    labelKey: 'judge.status.partialAccepted',
    short: 'PAC',
    color: 'primary',
    final: true,
  },
  [JudgeStatus.SUBMITTING]: {
    labelKey: 'judge.status.submitting',
    short: 'SG',
    color: 'warning',
    final: false,
  },
  [JudgeStatus.SUBMITTED_FAILED]: {
    labelKey: 'judge.status.submittedFailed',
    short: 'SF',
    color: 'neutral',
    final: true,
  },
  // "Not available": NS already stands for not submitted.
  [JudgeStatus.NO_STATUS]: { labelKey: 'judge.status.noStatus', short: 'NA', color: 'neutral', final: true },
};

/**
 * What a code missing from the table shows: a real backend may send a status this client does not know
 * yet. It reads as "No Status" and counts as final, so a page never polls forever on a code it cannot
 * interpret.
 */
export const unknownJudgeStatusInfo: JudgeStatusInfo = {
  labelKey: 'judge.status.noStatus',
  short: '?',
  color: 'neutral',
  final: true,
};

export function isJudgeStatus(value: unknown): value is JudgeStatus {
  return typeof value === 'number' && Object.prototype.hasOwnProperty.call(judgeStatusTable, value);
}

/** The entry of `status`; an unknown or missing code gets `unknownJudgeStatusInfo` rather than a throw. */
export function judgeStatusInfo(status: number | null | undefined): JudgeStatusInfo {
  return isJudgeStatus(status) ? judgeStatusTable[status] : unknownJudgeStatusInfo;
}

/** The judge is still working on it: a submission page keeps polling. */
export function isLiveStatus(status: number | null | undefined): boolean {
  return !judgeStatusInfo(status).final;
}

/** The result will not change any more (the opposite of isLiveStatus, unknown codes included). */
export function isFinalStatus(status: number | null | undefined): boolean {
  return judgeStatusInfo(status).final;
}

/**
 * Statuses a super admin never sets by hand: the client-side and placeholder states (No Status included: it
 * marks nothing a judge decided), the ones the judge itself is still moving through, Cancelled (its own action)
 * and Compile Error (it comes with a compiler message).
 */
const NOT_SET_BY_HAND: readonly JudgeStatus[] = [
  JudgeStatus.SUBMITTING,
  JudgeStatus.SUBMITTED_UNKNOWN_RESULT,
  JudgeStatus.NOT_SUBMITTED,
  JudgeStatus.NO_STATUS,
  JudgeStatus.CANCELLED,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
];

/** The verdicts the manual-judge dialog offers, in the table's order. */
export const manualJudgeStatusOptions: readonly JudgeStatus[] = (
  Object.keys(judgeStatusTable).map(Number) as JudgeStatus[]
)
  .filter((status) => !NOT_SET_BY_HAND.includes(status))
  .sort((a, b) => a - b);

export function isManualJudgeOption(status: number | null | undefined): boolean {
  return isJudgeStatus(status) && manualJudgeStatusOptions.includes(status);
}

/** Manual judging is closed while the judge compiles or runs the code, and for a compile error. */
export function canManualJudge(status: number | null | undefined): boolean {
  return !(
    status === JudgeStatus.JUDGING ||
    status === JudgeStatus.COMPILING ||
    status === JudgeStatus.COMPILE_ERROR
  );
}

/** The manual verdict can be saved once the judge has picked the submission up (not while it is Pending). */
export function canSaveManualJudge(status: number | null | undefined): boolean {
  return canManualJudge(status) && status !== JudgeStatus.PENDING;
}

/** A submission already cancelled cannot be cancelled again. */
export function canCancelJudge(status: number | null | undefined): boolean {
  return status !== JudgeStatus.CANCELLED;
}
