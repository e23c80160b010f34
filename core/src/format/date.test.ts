import { parseHojDate } from './date';

const iso = (value: Parameters<typeof parseHojDate>[0]) => parseHojDate(value)?.toISOString() ?? null;

describe('parseHojDate: the moment a backend date names', () => {
  it('reads fractions of a second to the millisecond, whatever their length', () => {
    expect(iso('2026-11-21T08:00:00.5Z')).toBe('2026-11-21T08:00:00.500Z');
    expect(iso('2026-11-21T08:00:00.05Z')).toBe('2026-11-21T08:00:00.050Z');
    // MySQL DATETIME(6) and Java's Instant write microseconds or nanoseconds: the rest is cut, not added.
    expect(iso('2026-11-21T08:00:00.123456Z')).toBe('2026-11-21T08:00:00.123Z');
    expect(iso('2026-11-21T08:00:00,999999999+0000')).toBe('2026-11-21T08:00:00.999Z');
  });

  it('reads an offset of hours only, a lower-case z and a space instead of the T', () => {
    expect(iso('2026-11-21T16:00:00+08')).toBe('2026-11-21T08:00:00.000Z');
    expect(iso('2026-11-21T03:00-05')).toBe('2026-11-21T08:00:00.000Z');
    expect(iso('2026-11-21 08:00:00z')).toBe('2026-11-21T08:00:00.000Z');
    expect(iso('2026-11-21 13:30:00 +05:30')).toBe('2026-11-21T08:00:00.000Z');
  });

  it('reads a bare date as midnight UTC, in every time zone', () => {
    expect(iso('2026-11-21')).toBe('2026-11-21T00:00:00.000Z');
    expect(iso('2026-11-21+08:00')).toBe('2026-11-20T16:00:00.000Z');
  });

  it("reads a date-time without offset as the viewer's wall clock, in every time zone", () => {
    const local = parseHojDate('2026-11-21T08:30:15');
    expect(local?.getTime()).toBe(new Date(2026, 10, 21, 8, 30, 15).getTime());
    expect([local?.getHours(), local?.getMinutes(), local?.getSeconds()]).toEqual([8, 30, 15]);
    expect(parseHojDate('2026-11-21 23:59')?.getTime()).toBe(new Date(2026, 10, 21, 23, 59).getTime());
  });

  it('reads the scroll board form as China time, in every time zone', () => {
    expect(iso('2026/11/21 00:30:00')).toBe('2026-11-20T16:30:00.000Z');
    expect(iso('2026/11/21 16:00:00')).toBe('2026-11-21T08:00:00.000Z');
  });

  it('ignores spaces around the text', () => {
    expect(iso('  2026-11-21T08:00:00.000+0000\n')).toBe('2026-11-21T08:00:00.000Z');
    expect(iso(' 2026/11/21 16:00:00 ')).toBe('2026-11-21T08:00:00.000Z');
    expect(iso(' 1795248000000 ')).toBe('2026-11-21T08:00:00.000Z');
    expect(parseHojDate('   ')).toBeNull();
  });

  it('reads epoch milliseconds before 1970 and forms only the browser knows', () => {
    expect(iso('-86400000')).toBe('1969-12-31T00:00:00.000Z');
    expect(iso(-86_400_000)).toBe('1969-12-31T00:00:00.000Z');
    expect(iso('Sat, 21 Nov 2026 08:00:00 GMT')).toBe('2026-11-21T08:00:00.000Z');
    expect(iso('21 Nov 2026 08:00:00 +0000')).toBe('2026-11-21T08:00:00.000Z');
  });

  it('takes a Date as the moment it holds, as a copy the caller cannot change afterwards', () => {
    const given = new Date(Date.UTC(2026, 10, 21, 8));
    const parsed = parseHojDate(given);
    expect(parsed?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    given.setUTCFullYear(2000);
    expect(parsed?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parseHojDate(new Date(Number.NaN))).toBeNull();
  });

  it('is null for numbers that name no moment', () => {
    expect(parseHojDate(Number.NaN)).toBeNull();
    expect(parseHojDate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseHojDate(9e15)).toBeNull();
    expect(parseHojDate('9000000000000000')).toBeNull();
  });

  it('refuses every part that would roll over into another date instead of showing that date', () => {
    for (const wrong of [
      '2026-13-01T08:00:00Z',
      '2026-00-10T08:00:00Z',
      '2026-11-31T08:00:00Z',
      '2026-11-00T08:00:00Z',
      '2026-02-29T08:00:00Z',
      '2026-11-21T24:00:00Z',
      '2026-11-21T08:60:00Z',
      '2026-11-21T08:00:60Z',
      '2026-13-01',
      '2026/13/01 08:00:00',
      '2026/11/21 08:00:60',
    ])
      expect(parseHojDate(wrong)).toBeNull();
    expect(iso('2028-02-29T08:00:00Z')).toBe('2028-02-29T08:00:00.000Z');
    expect(iso('2026-12-31T23:59:59.999Z')).toBe('2026-12-31T23:59:59.999Z');
  });

  it('does not turn a year before 100 into one of the 1900s', () => {
    expect(parseHojDate('0050-06-01T08:00:00Z')).toBeNull();
    expect(parseHojDate('0099/01/01 08:00:00')).toBeNull();
    expect(iso('0100-01-01T00:00:00Z')).toBe('0100-01-01T00:00:00.000Z');
  });
});
