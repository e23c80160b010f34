import { JudgeStatus, ProblemType, type ProblemVO } from '@generated/model/index';
import { statusBreakdown } from './statusBreakdown';

const problem = (changes: Partial<ProblemVO>): ProblemVO => ({
  pid: 1,
  problemId: 'P1000',
  total: 10,
  ac: 4,
  wa: 3,
  tle: 1,
  mle: 0,
  re: 1,
  pe: 0,
  ce: 1,
  se: 0,
  pa: 2,
  ...changes,
});

describe('status breakdown', () => {
  it('lists the eight results of an ACM problem with their shares', () => {
    const rows = statusBreakdown(problem({ type: ProblemType.ACM }));
    expect(rows.map((row) => row.status)).toEqual([
      JudgeStatus.ACCEPTED,
      JudgeStatus.WRONG_ANSWER,
      JudgeStatus.TIME_LIMIT_EXCEEDED,
      JudgeStatus.MEMORY_LIMIT_EXCEEDED,
      JudgeStatus.RUNTIME_ERROR,
      JudgeStatus.PRESENTATION_ERROR,
      JudgeStatus.COMPILE_ERROR,
      JudgeStatus.SYSTEM_ERROR,
    ]);
    expect(rows[0]).toEqual({ status: JudgeStatus.ACCEPTED, count: 4, share: 0.4 });
  });

  it('adds partial accepted for an OI problem', () => {
    const rows = statusBreakdown(problem({ type: ProblemType.OI }));
    expect(rows.at(-1)).toEqual({ status: JudgeStatus.PARTIAL_ACCEPTED, count: 2, share: 0.2 });
  });

  it('gives shares of 0 when nothing was submitted, and reads missing counts as 0', () => {
    const rows = statusBreakdown(problem({ total: 0, ac: 0, wa: null as unknown as number }));
    expect(rows.every((row) => row.share === 0)).toBe(true);
    expect(rows[1]?.count).toBe(0);
  });
});
