import { JudgeStatus } from '@generated/model/index';
import { SECOND } from '../clock';

/** Mock time from a run's start (submission, rejudge or resubmission) to the end of each phase. */
export const PENDING_UNTIL_MS = 1 * SECOND;
export const COMPILING_UNTIL_MS = 2 * SECOND;
/** A run shows its final result from here on. */
export const JUDGING_UNTIL_MS = 4 * SECOND;

/** A self-test run stays pending this long, then shows its result. */
export const TEST_RUN_PENDING_MS = 1 * SECOND;

/** What a run's phases depend on besides the time: a remote judge's, and whether its submit failed. */
export interface RunKind {
  remote: boolean;
  /** The run ends in Submitted Failed: it never reaches the remote judge's own states. */
  submitFailed: boolean;
}

const LOCAL: RunKind = { remote: false, submitFailed: false };

/**
 * The live status of a run `elapsedMs` after its start, or null once it has ended. A local run goes Pending →
 * Compiling → Judging. A remote-judge run goes Pending (queued for a remote account) → Submitting (9, while the
 * code is sent to the remote judge: the state HOJ's clients list among the running ones, and the one its remote
 * judge wrote for a remote judge's "Submitted" answer) → Judging (the remote judge's own in-progress state, which
 * HOJ polls and writes back) → result; one whose submit fails stays Submitting until Submitted Failed.
 */
export function livePhase(elapsedMs: number, kind: RunKind = LOCAL): JudgeStatus | null {
  if (elapsedMs < PENDING_UNTIL_MS) return JudgeStatus.PENDING;
  if (kind.remote && (kind.submitFailed || elapsedMs < COMPILING_UNTIL_MS))
    return elapsedMs < JUDGING_UNTIL_MS ? JudgeStatus.SUBMITTING : null;
  if (elapsedMs < COMPILING_UNTIL_MS) return JudgeStatus.COMPILING;
  if (elapsedMs < JUDGING_UNTIL_MS) return JudgeStatus.JUDGING;
  return null;
}
