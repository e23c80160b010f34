import { useEffect, useRef, useState } from 'react';

/** A board refreshes itself this often while its contest runs. */
export const BOARD_REFRESH_MS = 30_000;

export interface AutoRefresh {
  /** Polling now. */
  on: boolean;
  ended: boolean;
  /** A load failed while polling, which turned it off. */
  stoppedByError: boolean;
  /** Turns it on or off; true when it was stopped by a failure, so the board should ask again at once. */
  set: (on: boolean) => boolean;
  stop: () => void;
}

/**
 * The board's Auto refresh switch: on by default while the contest has not ended, off and disabled once it has
 * (nothing changes any more). A failed load while it is on turns it off with a notice (`useStopOnFailure`)
 * instead of asking a failing server every 30 s from every open board.
 */
export function useAutoRefresh(ended: boolean): AutoRefresh {
  const [chosen, setChosen] = useState(true);
  const [stoppedByError, setStoppedByError] = useState(false);
  return {
    on: !ended && chosen && !stoppedByError,
    ended,
    stoppedByError: stoppedByError && !ended,
    set: (next) => {
      setChosen(next);
      if (!next || !stoppedByError) return false;
      setStoppedByError(false);
      return true;
    },
    stop: () => setStoppedByError(true),
  };
}

/** Stops auto refresh when the board's count of failed loads rises while it polls. */
export function useStopOnFailure(auto: AutoRefresh, errorCount: number): void {
  const seen = useRef(errorCount);
  const { on, stop } = auto;
  useEffect(() => {
    if (errorCount === seen.current) return;
    seen.current = errorCount;
    if (on) stop();
  }, [errorCount, on, stop]);
}
