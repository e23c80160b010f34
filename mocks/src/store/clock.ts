/**
 * The mock backend's clock: real time plus an offset tests can move forward. Token expiry, the token refresh
 * window, login locks and the "recent" filters all read it, so a test can age a session or the seed data without
 * waiting and without fake timers (which would stall msw and fetch).
 */
let offsetMs = 0;

export const clock = {
  /** Current mock time in epoch milliseconds. */
  nowMs(): number {
    return Date.now() + offsetMs;
  },
  now(): Date {
    return new Date(clock.nowMs());
  },
  /** Moves the mock time forward (or back, with a negative value). */
  advance(ms: number): void {
    offsetMs += ms;
  },
  /** Back to real time; `resetDb()` calls it. */
  reset(): void {
    offsetMs = 0;
  },
};

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
