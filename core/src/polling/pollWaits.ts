/**
 * How long a poll waits, as plain numbers: the normal pace and the back-off after failures, each moved by a
 * random part so that tabs opened in the same second drift apart instead of asking the server in lock-step.
 */

/**
 * The normal wait is drawn between 80 % and 100 % of the pace, never above it: a board that says it refreshes
 * every 30 s is never older than that, and since the next wait only starts once an answer is in, the time from
 * one request to the next (the wait plus the request's own time) stays close to the stated pace.
 */
export const PACE_JITTER = 0.2;

/**
 * A wait after failures is moved by up to 20 % either way: the tabs that lost the server at the same moment do
 * not all come back to it in the same second.
 */
export const BACKOFF_JITTER = 0.2;

/** The longest wait after failures unless a plan gives another: a server that is down is asked every 5 minutes. */
export const DEFAULT_MAX_BACKOFF_MS = 5 * 60_000;

/** The wait before the next poll after a good answer. `random` gives a number in [0, 1). */
export function paceWaitMs(intervalMs: number, random: () => number = Math.random): number {
  return Math.round(intervalMs * (1 - PACE_JITTER * random()));
}

/**
 * The wait after the `failures`-th failed poll in a row (1 for the first): the normal pace, doubled for each
 * further failure (a 2 s poll waits 2, 4, 8, 16 s, …), never more than `maxBackoffMs`, then moved by up to
 * 20 % either way.
 */
export function backoffWaitMs(
  intervalMs: number,
  failures: number,
  maxBackoffMs: number = DEFAULT_MAX_BACKOFF_MS,
  random: () => number = Math.random,
): number {
  // Past 2^20 times the pace every plan is at its cap; the bound keeps the power finite.
  const doublings = Math.min(Math.max(failures, 1) - 1, 20);
  const base = Math.min(intervalMs * 2 ** doublings, Math.max(maxBackoffMs, intervalMs));
  return Math.round(base * (1 + BACKOFF_JITTER * (2 * random() - 1)));
}
