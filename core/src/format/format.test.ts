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

  it('shows lengths in B and run times in ms', () => {
    expect(formatBytes(321)).toBe('321 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatTime(15)).toBe('15 ms');
    expect(formatTime(1234)).toBe('1,234 ms');
  });

  it('shows -- for empty values', () => {
    for (const empty of [null, undefined, '', 'abc', Number.NaN]) {
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

  it('formats durations in their two largest units', () => {
    expect(formatDuration(5 * 3600, 'en-US')).toBe('5 h');
    expect(formatDuration(2 * 86_400 + 3 * 3600, 'en-US')).toBe('2 d 3 h');
    expect(formatDuration(2 * 86_400 + 3 * 3600 + 59, 'en-US')).toBe('2 d 3 h');
    expect(formatDuration(90, 'en-US')).toBe('1 min 30 s');
    expect(formatDuration(0, 'en-US')).toBe('0 s');
    expect(formatDuration(2 * 86_400 + 3 * 3600, 'zh-CN')).toBe('2 天 3 小时');
    expect(formatDuration(-1)).toBe('--');
  });

  it('formats relative times', () => {
    const now = Date.UTC(2026, 10, 21, 8);
    expect(formatRelativeTime('2026-11-21T05:00:00.000+0000', 'en-US', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-23T08:00:00.000+0000', 'en-US', now)).toBe('in 2 days');
    expect(formatRelativeTime('2026-11-20T08:00:00.000+0000', 'en-US', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-21T05:00:00.000+0000', 'zh-CN', now)).toBe('3小时前');
    expect(formatRelativeTime('2026-11-21T07:59:30.000+0000', 'en-US', now)).toBe('30 seconds ago');
  });
});
