import { JudgeStatus } from '@generated/model/index';
import { resultCounts, totalOf } from './resultCounts';

const counts = { total: 20, ac: 8, wa: 5, tle: 2, mle: 1, re: 1, pe: 0, ce: 2, se: 0, pa: 1 };

describe('result counts', () => {
  it('lists every counted result of an ACM problem, partial accepted left out', () => {
    const rows = resultCounts(counts, false);
    expect(rows.map((row) => row.status)).not.toContain(JudgeStatus.PARTIAL_ACCEPTED);
    expect(rows[0]).toEqual({ status: JudgeStatus.ACCEPTED, count: 8 });
    expect(rows).toHaveLength(8);
  });

  it('adds partial accepted for OI problems', () => {
    expect(resultCounts(counts, true).at(-1)).toEqual({ status: JudgeStatus.PARTIAL_ACCEPTED, count: 1 });
  });

  it('counts a missing or bad number as 0 and sums the results when the total is missing', () => {
    const odd = { ...counts, total: 0, wa: -3, tle: Number.NaN };
    const rows = resultCounts(odd, false);
    expect(rows.find((row) => row.status === JudgeStatus.WRONG_ANSWER)?.count).toBe(0);
    expect(totalOf(odd, rows)).toBe(8 + 1 + 1 + 2);
    expect(totalOf(counts, resultCounts(counts, false))).toBe(20);
    expect(resultCounts(null, false).every((row) => row.count === 0)).toBe(true);
  });
});
