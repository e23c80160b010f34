import { JudgeStatus } from '@generated/model/index';

/** Results the AI helper can say something useful about: the code ran or compiled and was wrong. */
const HELPED = new Set<number>([
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.PARTIAL_ACCEPTED,
]);

export function aiHelpOffered(status: number | null | undefined): boolean {
  return typeof status === 'number' && HELPED.has(status);
}
