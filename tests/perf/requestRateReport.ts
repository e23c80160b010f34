import { markdownTable } from './lighthouseReport';
import type { ApiRequest } from './requestLog';

/** The request-rate bench's figures from the tabs' request logs, and their tables. */

/**
 * Calls whose polling ends at the first failure by design: the board's auto refresh turns itself off with a
 * notice (the reader turns it on again) instead of asking a failing server every 30 s from every open board.
 */
export const STOPS_ON_FAILURE: ReadonlySet<string> = new Set(['get-contest-rank']);

/** The requests that left in [from, to). */
export const between = (requests: readonly ApiRequest[], from: number, to: number): ApiRequest[] =>
  requests.filter((request) => request.at >= from && request.at < to);

export interface RateResult {
  page: string;
  hidden: boolean;
  perMinute: number;
  /** Requests per minute by call, in the order the calls first came. */
  byCall: Map<string, number>;
  /** The calls a hidden tab made in its first seconds back in front. */
  onShowing: string[];
}

/** Requests per minute in [from, to), and, for a hidden tab, what it asked in `shownMs` after `to`. */
export function rateFigures(
  page: string,
  hidden: boolean,
  requests: readonly ApiRequest[],
  { from, to, shownMs }: { from: number; to: number; shownMs: number },
): RateResult {
  const counted = between(requests, from, to);
  const perMinute = (count: number) => (count * 60_000) / (to - from);
  const byCall = new Map<string, number>();
  for (const request of counted) byCall.set(request.call, (byCall.get(request.call) ?? 0) + 1);
  return {
    page,
    hidden,
    perMinute: perMinute(counted.length),
    byCall: new Map([...byCall].map(([call, count]) => [call, perMinute(count)])),
    onShowing: hidden ? between(requests, to, to + shownMs).map((request) => request.call) : [],
  };
}

export interface OutageResult {
  page: string;
  /** How the API failed (`HTTP 503`, `connection refused`). */
  outage: string;
  /** Requests that left during the outage. */
  during: number;
  /** Per call tried during the outage: ms from its end to the call's first good answer, or null for none. */
  back: Map<string, number | null>;
}

/** For each call tried during the outage [from, to): ms from its end to its first good answer, or null. */
export function backAfter(
  requests: readonly ApiRequest[],
  from: number,
  to: number,
): Map<string, number | null> {
  const tried = new Set(between(requests, from, to).map((request) => request.call));
  return new Map(
    [...tried].map((call) => {
      const good = requests.find((r) => r.call === call && r.status === 200 && r.at >= to);
      return [call, good ? good.at - to : null];
    }),
  );
}

/** Whether a call that should come back by itself has not yet. */
export const stillAwaited = (back: ReadonlyMap<string, number | null>): boolean =>
  [...back].some(([call, after]) => after === null && !STOPS_ON_FAILURE.has(call));

/** "a" or "a–b" over the values; over milliseconds in whole seconds ("a–b s"). */
export function range(values: readonly number[], unit: 's' | '' = ''): string {
  const show = (value: number) => String(unit === 's' ? Math.round(value / 1000) : value);
  const low = show(Math.min(...values));
  const high = show(Math.max(...values));
  return `${low === high ? low : `${low}–${high}`}${unit ? ` ${unit}` : ''}`;
}

export function rateTable(results: readonly RateResult[], shownMs: number): string {
  return markdownTable(
    [
      'page',
      'tab',
      'API requests / min',
      'by call (/ min)',
      `asked in its first ${Math.round(shownMs / 1000)} s back in front`,
    ],
    results.map((result) => [
      result.page,
      result.hidden ? 'hidden' : 'in front',
      result.perMinute.toFixed(2),
      [...result.byCall].map(([call, rate]) => `${call} ${rate.toFixed(2)}`).join(', ') || '—',
      result.hidden ? result.onShowing.join(', ') || 'nothing' : '—',
    ]),
  );
}

/** How one call came back over the outages of a group: a range of times, stopped, or missing in some. */
function callBack(call: string, group: readonly OutageResult[]): string {
  const times = group.map((result) => result.back.get(call));
  const known = times.filter((after): after is number => typeof after === 'number');
  if (known.length === times.length) return `${call} ${range(known, 's')}`;
  if (known.length === 0 && STOPS_ON_FAILURE.has(call))
    return `${call} stopped (auto refresh off, as designed)`;
  const missing = `none in ${times.length - known.length} of ${times.length}`;
  return known.length === 0 ? `${call} ${missing}` : `${call} ${range(known, 's')} (${missing})`;
}

/** One row per page and kind of outage, in the order they first come, with ranges over their outages. */
export function outageTable(results: readonly OutageResult[]): string {
  const groups = new Map<string, OutageResult[]>();
  for (const result of results) {
    const key = `${result.page}\n${result.outage}`;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  const rows = [...groups.values()].map((group) => {
    const calls = [...new Set(group.flatMap((result) => [...result.back.keys()]))];
    const firstBack = group.flatMap((result) => {
      const times = [...result.back.values()].filter((after): after is number => after !== null);
      return times.length > 0 ? [Math.min(...times)] : [];
    });
    return [
      group[0]!.page,
      group[0]!.outage,
      range(group.map((result) => result.during)),
      firstBack.length > 0 ? range(firstBack, 's') : 'none',
      calls.map((call) => callBack(call, group)).join('; '),
    ];
  });
  return markdownTable(
    ['page', 'the API', 'requests during the outage', 'first good answer after it', 'each call back after'],
    rows,
  );
}
