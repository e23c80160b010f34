import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { serverClock, serverNow } from '@hoj/core/time/serverClock';

// setTimeout takes at most a 32-bit delay (about 24.8 days); a later moment is reached in several waits.
const MAX_DELAY_MS = 2_147_483_647;

const offset = () => serverClock.offsetMs();

/**
 * The server's time at this render (not the PC's: a lab PC's clock may be days off). The component renders
 * again when the server clock corrects its offset, and when the server's time reaches the first of `moments`
 * still ahead (a contest's start, end or seal), so what depends on them switches at the server's moment.
 */
export function useServerNow(moments: readonly (number | null)[] = []): number {
  useSyncExternalStore(serverClock.subscribe, offset, offset);
  const [, wake] = useReducer((n: number) => n + 1, 0);
  const now = serverNow();
  let next = Infinity;
  for (const moment of moments) if (moment !== null && moment > now && moment < next) next = moment;
  const waitMs = Number.isFinite(next) ? next - now : null;

  useEffect(() => {
    if (waitMs === null) return undefined;
    const timer = setTimeout(wake, Math.min(waitMs, MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [waitMs]);

  return now;
}
