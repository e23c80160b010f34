import { isApiError } from '@hoj/core/http/apiError';

/** What happened to one problem of a batch. */
export type BatchOutcome =
  | { state: 'pending' }
  | { state: 'ok' }
  | { state: 'failed'; message: string }
  /** Not attempted, for a reason known before any call (an i18n key). */
  | { state: 'skipped'; reason: string }
  /** Not attempted because the run was stopped first. */
  | { state: 'stopped' };

/** A step's answer: done, or left alone for a reason (an i18n key) without a call. */
export type StepResult = void | { skip: string };

export interface BatchCallbacks {
  /** Called as each item settles, in order. */
  onSettled(index: number, outcome: BatchOutcome): void;
}

/** The failure text of whatever a step threw: the server's message when it sent one. */
export function failureText(error: unknown): string {
  if (isApiError(error)) return error.msg;
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/**
 * Runs `step` on each item, one after the other: HOJ's visibility and download calls take one problem each, and
 * one at a time keeps the server's load and the progress bar honest. A failure is recorded and the run goes on;
 * after `signal` aborts, the step under way finishes (its answer is known) and the rest are marked stopped, so
 * no item is ever left without an outcome.
 */
export async function runBatch<T>(
  items: readonly T[],
  step: (item: T) => Promise<StepResult>,
  { onSettled }: BatchCallbacks,
  signal?: AbortSignal,
): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = [];
  for (const [index, item] of items.entries()) {
    let outcome: BatchOutcome;
    if (signal?.aborted) {
      outcome = { state: 'stopped' };
    } else {
      try {
        const result = await step(item);
        outcome = result ? { state: 'skipped', reason: result.skip } : { state: 'ok' };
      } catch (error) {
        outcome = { state: 'failed', message: failureText(error) };
      }
    }
    outcomes.push(outcome);
    onSettled(index, outcome);
  }
  return outcomes;
}

export interface BatchTally {
  ok: number;
  failed: number;
  skipped: number;
  stopped: number;
  pending: number;
}

export function tally(outcomes: readonly BatchOutcome[]): BatchTally {
  const counts: BatchTally = { ok: 0, failed: 0, skipped: 0, stopped: 0, pending: 0 };
  for (const outcome of outcomes) counts[outcome.state] += 1;
  return counts;
}
