import { useEffect, useRef } from 'react';
import { pollOptions, type PollOptions } from '@hoj/core/polling/pollOptions';

/**
 * The judge's polls (a submission's status, the submission lists' live rows, the test judge) on core's one
 * polling helper: what is judge-specific is only the pace, the cap and the shorter back-off below.
 */

/** Status of live submissions is asked every 2 s. */
export const LIVE_POLL_INTERVAL_MS = 2000;
/** A page gives up after 300 answers that are still live (10 minutes): a judge that never finishes is not asked forever. */
export const MAX_LIVE_POLLS = 300;
/**
 * After failed polls the waits double from the pace up to 30 s (2, 4, 8, 16, then 30 s, each ±20 %), not the
 * five minutes of other polls: someone is watching for a verdict, and a server that comes back is noticed within
 * half a minute.
 */
export const LIVE_MAX_BACKOFF_MS = 30_000;

/**
 * Polling for an answer that may still be moving: every `intervalMs` (2 s) while `isLive(data)`, until a final
 * answer or the 300th live answer. A failed poll does not end it: the data shown stays and the next poll comes
 * after a growing wait, back to the normal pace after the first good answer. Paused in a hidden tab; at once when
 * the tab is shown and a poll fell due meanwhile, or the browser is back online after a failure.
 */
export function livePollOptions<T>(
  isLive: (data: T) => boolean,
  intervalMs: number = LIVE_POLL_INTERVAL_MS,
): PollOptions<T> {
  return pollOptions<T>({
    intervalMs,
    until: (data) => !isLive(data),
    maxPolls: MAX_LIVE_POLLS,
    maxBackoffMs: LIVE_MAX_BACKOFF_MS,
  });
}

/**
 * While `failed` (the last poll failed and the page says updates are paused), asks again at once when the reader
 * comes back to the window (focus alone, which react-query does not watch), shows the tab, or the browser reports
 * being online, instead of waiting out the back-off. A hidden tab is left alone: polling is paused there anyway
 * and resumes when it is shown. The helper's own return polls join the same request (`cancelRefetch: false`), so
 * nothing is asked twice.
 */
export function usePollRecovery(failed: boolean, poll: () => unknown): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    if (!failed) return undefined;
    const again = () => {
      if (document.visibilityState !== 'hidden') latest.current();
    };
    window.addEventListener('focus', again);
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [failed]);
}
