import { parseHojDate, type DateInput } from '../format/date';

/**
 * The server's time as this client can know it. Contest states and countdowns must follow the server, not the
 * PC: a lab PC whose clock is off by days would otherwise keep a running contest closed.
 *
 * The clock keeps an offset (server time minus client time). Every answer the client reads is a sample: the
 * server stamped it at some instant between sending the request and receiving the answer, so the sample bounds
 * the offset to an interval, widened by the stamp's resolution (whole seconds for the HTTP `Date` header,
 * milliseconds for a contest's `now`). Intervals that overlap are intersected, which narrows the estimate with
 * every answer whatever the latency; one that does not overlap means a clock jumped (the PC's was set, the
 * server's moved) and starts a new interval. The offset itself moves only when the evidence rules the current
 * value out, and then to the middle of what is left: a PC whose clock is right keeps an offset of exactly zero,
 * and one answer's rounding or latency never makes a countdown jitter.
 */
export interface ServerClock {
  /** The server's time now, in epoch milliseconds (the client's time until an answer has been read). */
  now(): number;
  /** Server time minus client time, in milliseconds. */
  offsetMs(): number;
  /**
   * An HTTP `Date` header of an answer to a request sent at `sentAtMs` and received at `receivedAtMs` (client
   * time). A missing or unreadable header is ignored.
   */
  observeDateHeader(header: string | null | undefined, sentAtMs: number, receivedAtMs: number): void;
  /** A server time with millisecond resolution read from an answer (a contest's `now`); unreadable is ignored. */
  observeServerTime(value: DateInput, sentAtMs: number, receivedAtMs: number): void;
  /** Called whenever the offset changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Forget everything learned (a fresh page; tests). */
  reset(): void;
}

/** A sample taken over longer than this says little and may span a clock change: ignored. */
const MAX_ROUND_TRIP_MS = 5 * 60_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** IMF-fixdate, the only form servers may send: `Sun, 06 Nov 1994 08:49:37 GMT`. */
const IMF_FIXDATE =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) ([A-Z][a-z]{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;

/** An HTTP date in epoch milliseconds, or null when it is not a real IMF-fixdate. */
export function parseHttpDate(header: string | null | undefined): number | null {
  const match = header ? IMF_FIXDATE.exec(header.trim()) : null;
  if (!match) return null;
  const [, day, monthName, year, hours, minutes, seconds] = match;
  const month = MONTHS.indexOf(monthName ?? '');
  if (month < 0) return null;
  const parts = [Number(year), month, Number(day), Number(hours), Number(minutes), Number(seconds)] as const;
  const ms = Date.UTC(...parts);
  const check = new Date(ms);
  // Rolled-over parts (31 Feb, hour 24) name no real moment.
  if (
    check.getUTCDate() !== parts[2] ||
    check.getUTCHours() !== parts[3] ||
    check.getUTCSeconds() !== parts[5]
  )
    return null;
  return ms;
}

export function createServerClock(clientNow: () => number = () => Date.now()): ServerClock {
  let offset = 0;
  /** What the samples since the last jump allow the offset to be; null before the first sample. */
  let bounds: { low: number; high: number } | null = null;
  const listeners = new Set<() => void>();

  /** The server stamped `stampMs` (true time within `[stampMs, stampMs + resolutionMs]`) during the exchange. */
  function observe(stampMs: number, resolutionMs: number, sentAtMs: number, receivedAtMs: number): void {
    if (![stampMs, sentAtMs, receivedAtMs].every(Number.isFinite)) return;
    if (receivedAtMs < sentAtMs || receivedAtMs - sentAtMs > MAX_ROUND_TRIP_MS) return;
    const low = stampMs - receivedAtMs;
    const high = stampMs + resolutionMs - sentAtMs;
    if (bounds && low <= bounds.high && high >= bounds.low) {
      bounds = { low: Math.max(low, bounds.low), high: Math.min(high, bounds.high) };
    } else {
      bounds = { low, high };
    }
    if (offset >= bounds.low && offset <= bounds.high) return;
    offset = Math.round((bounds.low + bounds.high) / 2);
    for (const listener of [...listeners]) listener();
  }

  return {
    now: () => clientNow() + offset,
    offsetMs: () => offset,
    observeDateHeader(header, sentAtMs, receivedAtMs) {
      const stamp = parseHttpDate(header);
      // The header is the server's time cut to the second.
      if (stamp !== null) observe(stamp, 999, sentAtMs, receivedAtMs);
    },
    observeServerTime(value, sentAtMs, receivedAtMs) {
      const stamp = parseHojDate(value);
      // A text without a fraction of a second (a server configured for `yyyy-MM-dd HH:mm:ss`) is cut to the second.
      const wholeSeconds = typeof value === 'string' && !/:\d{2}[.,]\d/.test(value);
      if (stamp) observe(stamp.getTime(), wholeSeconds ? 999 : 0, sentAtMs, receivedAtMs);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reset() {
      const changed = offset !== 0;
      offset = 0;
      bounds = null;
      if (changed) for (const listener of [...listeners]) listener();
    },
  };
}

/** The one server clock of the app: the request layer feeds it, contest states and countdowns read it. */
export const serverClock = createServerClock();

/** The server's time now, in epoch milliseconds. */
export const serverNow = (): number => serverClock.now();
