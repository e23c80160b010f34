/**
 * The mock backend's clock: real time plus an offset tests can move forward. Token expiry, the token refresh
 * window, login locks, the "recent" filters and the simulated judge all read it, so a test can age a session or
 * the seed data without waiting and without fake timers (which would stall msw and fetch).
 *
 * A frozen clock stands still at the moment it was frozen and moves only when advanced: an end-to-end test can
 * then see a submission in each of its judge states for as long as it likes, stepping from one to the next.
 */
let offsetMs = 0;
/** The mock time the clock stands at while frozen; null while it runs. */
let frozenAtMs: number | null = null;

export const clock = {
  /** Current mock time in epoch milliseconds. */
  nowMs(): number {
    return frozenAtMs ?? Date.now() + offsetMs;
  },
  now(): Date {
    return new Date(clock.nowMs());
  },
  /** Moves the mock time forward (or back, with a negative value), frozen or not. */
  advance(ms: number): void {
    if (frozenAtMs === null) offsetMs += ms;
    else frozenAtMs += ms;
  },
  /** Stops the mock time at its current value (a frozen clock stays where it is). */
  freeze(): void {
    frozenAtMs ??= clock.nowMs();
  },
  /** Lets the mock time run again from where it stands, without a jump back to real time. */
  unfreeze(): void {
    if (frozenAtMs === null) return;
    offsetMs = frozenAtMs - Date.now();
    frozenAtMs = null;
  },
  /** The mock time as an HTTP `Date` header, which every answer carries (clients set their server clock by it). */
  httpDate(): string {
    return new Date(clock.nowMs()).toUTCString();
  },
  isFrozen(): boolean {
    return frozenAtMs !== null;
  },
  /** Back to real time, running; `resetDb()` calls it. */
  reset(): void {
    offsetMs = 0;
    frozenAtMs = null;
  },
};

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
