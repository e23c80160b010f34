import type { ApiRequest } from './requestLog';
import {
  backAfter,
  outageTable,
  rateFigures,
  rateTable,
  stillAwaited,
  type OutageResult,
} from './requestRateReport';

const MINUTE = 60_000;
const request = (at: number, call: string, status: number | null = 200): ApiRequest => ({ at, call, status });

describe('requests per minute', () => {
  const requests = [
    request(0, 'get-contest-info'),
    // The fifth falls after the window.
    ...[10, 40, 70, 100, 130].map((s) => request(s * 1000, 'get-contest-rank')),
    request(55_000, 'get-contest-not-read-announcement'),
    request(115_000, 'get-contest-not-read-announcement'),
    // Outside the window: the load before it, and the tab back in front after it.
    request(2 * MINUTE + 10, 'msg/unread'),
  ];

  it('counts the requests in the window, by call, per minute', () => {
    const rate = rateFigures('contest board', false, requests, {
      from: 5_000,
      to: 2 * MINUTE,
      shownMs: 5_000,
    });
    expect(rate.perMinute).toBeCloseTo(6 / (115 / 60));
    expect(rate.byCall.get('get-contest-rank')).toBeCloseTo(4 / (115 / 60));
    expect(rate.byCall.has('get-contest-info')).toBe(false);
    expect(rate.onShowing).toEqual([]);
  });

  it('lists what a hidden tab asked in its first seconds back in front', () => {
    const rate = rateFigures('contest home', true, requests, { from: 5_000, to: 2 * MINUTE, shownMs: 5_000 });
    expect(rate.onShowing).toEqual(['msg/unread']);
    expect(rateTable([rate], 5_000)).toContain('| contest home | hidden ');
  });
});

describe('an outage', () => {
  // The outage runs from 100 s to 220 s.
  const requests = [
    request(90_000, 'get-contest-rank'),
    request(110_000, 'get-contest-rank', 503),
    request(111_000, 'get-contest-rank', 503),
    request(150_000, 'msg/unread', 0),
    request(200_000, 'get-contest-not-read-announcement', 503),
    request(230_000, 'msg/unread', 0),
    request(260_000, 'msg/unread'),
  ];

  it('times each call tried during it to its first good answer after it', () => {
    const back = backAfter(requests, 100_000, 220_000);
    expect([...back]).toEqual([
      ['get-contest-rank', null],
      ['msg/unread', 40_000],
      ['get-contest-not-read-announcement', null],
    ]);
    // The board's refresh is not waited for: it stops at a failure by design.
    expect(stillAwaited(back)).toBe(true);
    expect(stillAwaited(new Map([['get-contest-rank', null]]))).toBe(false);
  });

  it('prints ranges over the outages of a page, the board’s stop, and calls missing in some', () => {
    const result = (during: number, back: [string, number | null][]): OutageResult => ({
      page: 'contest board',
      outage: 'HTTP 503',
      during,
      back: new Map(back),
    });
    const table = outageTable([
      result(5, [
        ['get-contest-rank', null],
        ['msg/unread', 37_400],
        ['get-contest-not-read-announcement', null],
      ]),
      result(7, [
        ['get-contest-rank', null],
        ['msg/unread', 102_000],
        ['get-contest-not-read-announcement', 61_600],
      ]),
    ]);
    const row = table.split('\n')[2]!;
    expect(row).toMatch(/^\| contest board \| HTTP 503 +\| 5–7 +\| 37–62 s +\| /);
    expect(row).toContain('get-contest-rank stopped (auto refresh off, as designed)');
    expect(row).toContain('msg/unread 37–102 s');
    expect(row).toContain('get-contest-not-read-announcement 62 s (none in 1 of 2)');
  });
});
