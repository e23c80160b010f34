import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a search is sent: one request per word, not one per key. */
export const SEARCH_PAUSE_MS = 300;

/**
 * Calls `onPause` with `value` once it has stopped changing for the pause (and once after mounting). The latest
 * `onPause` is the one called: a re-render with a new callback does not restart the pause.
 */
export function useOnPause<T>(value: T, onPause: (value: T) => void, pauseMs = SEARCH_PAUSE_MS): void {
  const latest = useRef(onPause);
  latest.current = onPause;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(value), pauseMs);
    return () => clearTimeout(timer);
  }, [value, pauseMs]);
}

/** `value` as it was when typing last paused. */
export function useDebounced<T>(value: T, pauseMs = SEARCH_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useOnPause(value, setSettled, pauseMs);
  return settled;
}
