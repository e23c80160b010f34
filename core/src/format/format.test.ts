import type * as formatModule from './format';
import {
  EMPTY_VALUE,
  formatAcRate,
  formatBytes,
  formatDate,
  formatDateTime,
  formatDuration,
  formatMemory,
  formatRelativeTime,
  formatTime,
  parseHojDate,
} from './format';

type FormatModule = typeof formatModule;

describe('parseHojDate', () => {
  it('reads Jackson dates with an offset without colon', () => {
    expect(parseHojDate('2026-11-21T08:00:00.000+0000')?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parseHojDate('2026-11-21T16:00:00.000+0800')?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parseHojDate('2026-11-21T05:30:00.250-0230')?.toISOString()).toBe('2026-11-21T08:00:00.250Z');
  });

  it('reads other ISO forms, the GMT+8 scroll-board form and epoch millis', () => {
    expect(parseHojDate('2026-11-21T08:00:00Z')?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parseHojDate('2026-11-21T10:00:00+02:00')?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parseHojDate('2026/11/21 16:00:00')?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parseHojDate(1_795_248_000_000)?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parseHojDate('1795248000000')?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
  });

  it('is null for empty or unreadable values', () => {
    expect(parseHojDate(null)).toBeNull();
    expect(parseHojDate(undefined)).toBeNull();
    expect(parseHojDate('')).toBeNull();
    expect(parseHojDate('not a date')).toBeNull();
    expect(parseHojDate('2026-13-45T99:00:00.000+0000')).toBeNull();
    expect(parseHojDate('2026-02-31T08:00:00.000+0000')).toBeNull();
    expect(parseHojDate('2026/02/30 08:00:00')).toBeNull();
  });
});

describe('sizes and times', () => {
  it('shows memory in KB, MB, GB in steps of 1024', () => {
    expect(formatMemory(512)).toBe('512 KB');
    expect(formatMemory(1024)).toBe('1 MB');
    expect(formatMemory(1536)).toBe('1.5 MB');
    expect(formatMemory(65_536)).toBe('64 MB');
    expect(formatMemory(3 * 1024 * 1024)).toBe('3 GB');
    expect(formatMemory('2048')).toBe('2 MB');
  });

  it('stops at the largest unit and rounds to two decimals', () => {
    expect(formatMemory(1023)).toBe('1,023 KB');
    expect(formatMemory(1100)).toBe('1.07 MB');
    expect(formatMemory(4 * 1024 ** 3)).toBe('4,096 GB');
    expect(formatBytes(1)).toBe('1 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1.5 * 1024 ** 2)).toBe('1.5 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatBytes(5 * 1024 ** 4)).toBe('5,120 GB');
    expect(formatTime(12.345)).toBe('12 ms');
    expect(formatTime('0')).toBe('0 ms');
    expect(formatMemory(512, 'zh-CN')).toBe('512 KB');
  });

  it('shows lengths in B and run times in ms', () => {
    expect(formatBytes(321)).toBe('321 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatTime(15)).toBe('15 ms');
    expect(formatTime(1234)).toBe('1,234 ms');
  });

  it('writes whole numbers exactly as Intl does in both languages, without asking Intl', () => {
    const samples = [
      0,
      7,
      -7,
      999,
      1000,
      -1000,
      12_345,
      999_999,
      1_000_000,
      -98_765_432,
      2 ** 31,
      2 ** 53 - 1,
    ];
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      for (const value of samples) expect(formatTime(value, locale)).toBe(`${intl.format(value)} ms`);
    }
    // A fresh copy of the module, so no formatter cached by the calls above can hide one being made.
    const made = jest.spyOn(Intl, 'NumberFormat');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<FormatModule>('./format');
      expect(fresh.formatTime(4321, 'en-US')).toBe('4,321 ms');
      expect(fresh.formatMemory(262_144, 'zh-CN')).toBe('256 MB');
      expect(made).not.toHaveBeenCalled();
      expect(fresh.formatMemory(1536, 'en-US')).toBe('1.5 MB');
      expect(made).toHaveBeenCalledTimes(1);
    });
    made.mockRestore();
  });

  it('shows -- for empty values', () => {
    for (const empty of [null, undefined, '', '   ', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMemory(empty)).toBe(EMPTY_VALUE);
      expect(formatBytes(empty)).toBe('--');
      expect(formatTime(empty)).toBe('--');
    }
    expect(formatDateTime(null)).toBe('--');
    expect(formatDuration(null)).toBe('--');
    expect(formatRelativeTime(undefined)).toBe('--');
  });

  it('shows the AC rate as a percentage with 2 decimals', () => {
    expect(formatAcRate(1, 3)).toBe('33.33%');
    expect(formatAcRate(2, 2)).toBe('100.00%');
    expect(formatAcRate(0, 0)).toBe('0.00%');
    expect(formatAcRate(5, null)).toBe('--');
    expect(formatAcRate(null, 5)).toBe('--');
    expect(formatAcRate('', 5)).toBe('--');
    expect(formatAcRate('1', '8')).toBe('12.50%');
  });
});

describe('dates and durations', () => {
  const jackson = '2026-11-21T08:00:00.000+0000';

  it('formats date-time in the locale and zone', () => {
    expect(formatDateTime(jackson, 'en-US', { timeZone: 'UTC' })).toBe('11/21/2026, 08:00');
    expect(formatDateTime(jackson, 'zh-CN', { timeZone: 'Asia/Shanghai' })).toBe('2026/11/21 16:00');
    expect(formatDateTime(jackson, 'zh-CN', { timeZone: 'UTC', seconds: true })).toBe('2026/11/21 08:00:00');
    expect(formatDate(jackson, 'zh-CN', { timeZone: 'UTC' })).toBe('2026/11/21');
  });

  it('shows the day of the zone asked for, with two-digit months and days', () => {
    const lateEvening = '2026-03-04T20:30:00Z';
    expect(formatDate(lateEvening, 'en-US', { timeZone: 'UTC' })).toBe('03/04/2026');
    expect(formatDate(lateEvening, 'en-US', { timeZone: 'Asia/Shanghai' })).toBe('03/05/2026');
    expect(formatDate(lateEvening, 'zh-CN', { timeZone: 'America/New_York' })).toBe('2026/03/04');
    expect(formatDateTime(lateEvening, 'en-US', { timeZone: 'Asia/Shanghai' })).toBe('03/05/2026, 04:30');
    expect(formatDateTime('2026-03-04T00:05:09Z', 'zh-CN', { timeZone: 'UTC', seconds: true })).toBe(
      '2026/03/04 00:05:09',
    );
    expect(formatDate(null)).toBe('--');
    expect(formatDate('not a date', 'en-US')).toBe('--');
    expect(formatDateTime('2026-02-30T08:00:00Z', 'en-US')).toBe('--');
  });

  it("shows dates in the viewer's own zone unless one is asked for", () => {
    const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime(jackson, 'zh-CN')).toBe(formatDateTime(jackson, 'zh-CN', { timeZone: viewerZone }));
    expect(formatDate('2026-11-21T20:00:00Z', 'en-US')).toBe(
      formatDate('2026-11-21T20:00:00Z', 'en-US', { timeZone: viewerZone }),
    );
    // A time written without offset is the viewer's wall clock, and is shown as written.
    expect(formatDateTime('2026-11-21T08:05:00', 'zh-CN')).toBe('2026/11/21 08:05');
    expect(formatDate('2026-11-21T23:30:00', 'zh-CN')).toBe('2026/11/21');
  });

  it('formats durations in their two largest units', () => {
    expect(formatDuration(5 * 3600, 'en-US')).toBe('5 h');
    expect(formatDuration(2 * 86_400 + 3 * 3600, 'en-US')).toBe('2 d 3 h');
    expect(formatDuration(2 * 86_400 + 3 * 3600 + 59, 'en-US')).toBe('2 d 3 h');
    expect(formatDuration(90, 'en-US')).toBe('1 min 30 s');
    expect(formatDuration(0, 'en-US')).toBe('0 s');
    expect(formatDuration(2 * 86_400 + 3 * 3600, 'zh-CN')).toBe('2 天 3 小时');
    expect(formatDuration(-1)).toBe('--');
  });

  it('never shows more than two units, and only adjacent ones', () => {
    expect(formatDuration(86_400 + 2 * 3600 + 3 * 60 + 4, 'en-US')).toBe('1 d 2 h');
    expect(formatDuration(3600 + 60 + 1, 'en-US')).toBe('1 h 1 min');
    // A zero unit in between ends the text: two days and five minutes is about two days.
    expect(formatDuration(2 * 86_400 + 5 * 60, 'en-US')).toBe('2 d');
    expect(formatDuration(59.9, 'en-US')).toBe('59 s');
  });

  it('formats relative times', () => {
    const now = Date.UTC(2026, 10, 21, 8);
    expect(formatRelativeTime('2026-11-21T05:00:00.000+0000', 'en-US', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-23T08:00:00.000+0000', 'en-US', now)).toBe('in 2 days');
    expect(formatRelativeTime('2026-11-20T08:00:00.000+0000', 'en-US', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-21T05:00:00.000+0000', 'zh-CN', now)).toBe('3小时前');
    expect(formatRelativeTime('2026-11-21T07:59:30.000+0000', 'en-US', now)).toBe('30 seconds ago');
  });

  it('says "now" only within half a second', () => {
    const now = Date.UTC(2026, 10, 21, 8);
    expect(formatRelativeTime(now, 'en-US', now)).toBe('now');
    expect(formatRelativeTime(now - 400, 'en-US', now)).toBe('now');
    expect(formatRelativeTime(now - 600, 'en-US', now)).toBe('1 second ago');
    expect(formatRelativeTime(now + 900, 'en-US', now)).toBe('in 1 second');
    expect(formatRelativeTime(now - 60_000, 'en-US', now)).toBe('1 minute ago');
    expect(formatRelativeTime(now - 59_000, 'en-US', now)).toBe('59 seconds ago');
  });
});
