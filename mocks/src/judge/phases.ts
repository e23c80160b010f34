import { JudgeStatus } from '@generated/model/index';
import { SECOND } from '../store/clock';

/** Mock time from a run's start (submission, rejudge or resubmission) to the end of each phase. */
export const PENDING_UNTIL_MS = 1 * SECOND;
export const COMPILING_UNTIL_MS = 2 * SECOND;
/** A run shows its final result from here on. */
export const JUDGING_UNTIL_MS = 4 * SECOND;

/** A self-test run stays pending this long, then shows its result. */
export const TEST_RUN_PENDING_MS = 1 * SECOND;

/** The live status of a run `elapsedMs` after its start, or null once it has ended. */
export function livePhase(elapsedMs: number): JudgeStatus | null {
  if (elapsedMs < PENDING_UNTIL_MS) return JudgeStatus.PENDING;
  if (elapsedMs < COMPILING_UNTIL_MS) return JudgeStatus.COMPILING;
  if (elapsedMs < JUDGING_UNTIL_MS) return JudgeStatus.JUDGING;
  return null;
}
