import { JudgeStatus, type ProblemCountVO } from '@generated/model/index';

export interface ResultCount {
  status: JudgeStatus;
  count: number;
}

/** The results the statistics count, in the order the dialog lists them; partial accepted only for OI. */
const COUNTED: readonly [JudgeStatus, keyof ProblemCountVO][] = [
  [JudgeStatus.ACCEPTED, 'ac'],
  [JudgeStatus.WRONG_ANSWER, 'wa'],
  [JudgeStatus.TIME_LIMIT_EXCEEDED, 'tle'],
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED, 'mle'],
  [JudgeStatus.RUNTIME_ERROR, 're'],
  [JudgeStatus.PRESENTATION_ERROR, 'pe'],
  [JudgeStatus.COMPILE_ERROR, 'ce'],
  [JudgeStatus.SYSTEM_ERROR, 'se'],
  [JudgeStatus.PARTIAL_ACCEPTED, 'pa'],
];

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** Every counted result (zeros included, for the table) of a problem's counts; a bad number counts as 0. */
export function resultCounts(counts: ProblemCountVO | null | undefined, oi: boolean): ResultCount[] {
  return COUNTED.filter(([status]) => oi || status !== JudgeStatus.PARTIAL_ACCEPTED).map(([status, key]) => ({
    status,
    count: count(counts?.[key]),
  }));
}

/** The total the server counted, or the sum of the results when it sent none. */
export function totalOf(counts: ProblemCountVO | null | undefined, rows: readonly ResultCount[]): number {
  const total = count(counts?.total);
  return total > 0 ? total : rows.reduce((sum, row) => sum + row.count, 0);
}
