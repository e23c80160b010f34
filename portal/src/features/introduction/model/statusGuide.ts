import { JudgeStatus } from '@generated/model/index';
import type { KeysOf } from '@portal/i18n/defineMessages';
import type { introductionMessages } from '@portal/i18n/pages/introduction';

type IntroductionKey = KeysOf<typeof introductionMessages>;

/**
 * What each judge status means to the person who submitted. Keyed by the generated enum, so a status the
 * contract adds fails the type check until it is explained here too.
 */
export const statusDescriptions: Record<JudgeStatus, IntroductionKey> = {
  [JudgeStatus.SUBMITTING]: 'introduction.status.submitting',
  [JudgeStatus.PENDING]: 'introduction.status.pending',
  [JudgeStatus.SUBMITTED_FAILED]: 'introduction.status.submittedFailed',
  [JudgeStatus.COMPILING]: 'introduction.status.compiling',
  [JudgeStatus.JUDGING]: 'introduction.status.judging',
  [JudgeStatus.COMPILE_ERROR]: 'introduction.status.compileError',
  [JudgeStatus.PRESENTATION_ERROR]: 'introduction.status.presentationError',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'introduction.status.partialAccepted',
  [JudgeStatus.ACCEPTED]: 'introduction.status.accepted',
  [JudgeStatus.WRONG_ANSWER]: 'introduction.status.wrongAnswer',
  [JudgeStatus.RUNTIME_ERROR]: 'introduction.status.runtimeError',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'introduction.status.timeLimitExceeded',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'introduction.status.memoryLimitExceeded',
  [JudgeStatus.SYSTEM_ERROR]: 'introduction.status.systemError',
  [JudgeStatus.CANCELLED]: 'introduction.status.cancelled',
  [JudgeStatus.NOT_SUBMITTED]: 'introduction.status.notSubmitted',
  [JudgeStatus.SUBMITTED_UNKNOWN_RESULT]: 'introduction.status.submittedUnknownResult',
  [JudgeStatus.NO_STATUS]: 'introduction.status.noStatus',
};

/**
 * The order a reader meets the statuses in: a submission's way to the judge, then the verdicts (HOJ's own
 * page lists them in this order), then the marks lists and boards show where there is no verdict to see.
 */
export const statusGuideOrder: readonly JudgeStatus[] = [
  JudgeStatus.SUBMITTING,
  JudgeStatus.PENDING,
  JudgeStatus.SUBMITTED_FAILED,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.CANCELLED,
  JudgeStatus.NOT_SUBMITTED,
  JudgeStatus.SUBMITTED_UNKNOWN_RESULT,
  JudgeStatus.NO_STATUS,
];
