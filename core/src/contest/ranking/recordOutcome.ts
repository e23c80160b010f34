import { JudgeStatus } from '@generated/model/index';
import { tableEntry } from '@hoj/core/domain/tableEntry';

/**
 * How a judged contest submission counts on the board, as the server files it when the verdict arrives:
 * accepted; rejected with a penalty (wrong answer, presentation error, time, memory and runtime errors);
 * rejected without one (compile error, partial accepted, system error, cancelled, a failed remote submission);
 * or not counted at all while the judge has not given a verdict (the server keeps no result for it yet), which
 * also covers the placeholder statuses no stored submission carries.
 */
export type RecordOutcome = 'accepted' | 'penalty' | 'noPenalty' | 'uncounted';

export const recordOutcomeTable: Record<JudgeStatus, RecordOutcome> = {
  [JudgeStatus.NOT_SUBMITTED]: 'uncounted',
  [JudgeStatus.SUBMITTED_UNKNOWN_RESULT]: 'uncounted',
  [JudgeStatus.CANCELLED]: 'noPenalty',
  [JudgeStatus.PRESENTATION_ERROR]: 'penalty',
  [JudgeStatus.COMPILE_ERROR]: 'noPenalty',
  [JudgeStatus.WRONG_ANSWER]: 'penalty',
  [JudgeStatus.ACCEPTED]: 'accepted',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'penalty',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'penalty',
  [JudgeStatus.RUNTIME_ERROR]: 'penalty',
  [JudgeStatus.SYSTEM_ERROR]: 'noPenalty',
  [JudgeStatus.PENDING]: 'uncounted',
  [JudgeStatus.COMPILING]: 'uncounted',
  [JudgeStatus.JUDGING]: 'uncounted',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'noPenalty',
  [JudgeStatus.SUBMITTING]: 'uncounted',
  [JudgeStatus.SUBMITTED_FAILED]: 'noPenalty',
  [JudgeStatus.NO_STATUS]: 'uncounted',
};

/** The outcome of `status`; a code this client does not know is left off the board. */
export function recordOutcome(status: number): RecordOutcome {
  return tableEntry(recordOutcomeTable, status) ?? 'uncounted';
}
