import { backoffWaitMs, DEFAULT_MAX_BACKOFF_MS, paceWaitMs } from './pollWaits';

const lowest = () => 0;
const highest = () => 0.999_999;

describe('paceWaitMs', () => {
  it('is between 80 % and 100 % of the pace, never longer', () => {
    expect(paceWaitMs(30_000, lowest)).toBe(30_000);
    expect(paceWaitMs(30_000, highest)).toBe(24_000);
    expect(paceWaitMs(2_000, () => 0.5)).toBe(1_800);
  });
});

describe('backoffWaitMs', () => {
  it('starts at the pace and doubles with each failure in a row, up to the cap, then ±20 %', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => backoffWaitMs(2_000, n, 30_000, middle))).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(backoffWaitMs(2_000, 1, 30_000, lowest)).toBe(1_600);
    expect(backoffWaitMs(2_000, 50, 30_000, highest)).toBe(36_000);
  });

  it('stops at 5 minutes unless told otherwise, and never waits less than the pace', () => {
    expect(backoffWaitMs(30_000, 1_000, undefined, () => 0.5)).toBe(DEFAULT_MAX_BACKOFF_MS);
    expect(DEFAULT_MAX_BACKOFF_MS).toBe(300_000);
    expect(backoffWaitMs(600_000, 3, undefined, () => 0.5)).toBe(600_000);
  });
});
