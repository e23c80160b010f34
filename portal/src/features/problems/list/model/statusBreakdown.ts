import { JudgeStatus, ProblemType, type ProblemVO } from '@generated/model/index';

type CountField = 'ac' | 'wa' | 'tle' | 'mle' | 're' | 'pe' | 'ce' | 'se' | 'pa';

/** The results the list counts per problem, in the order they are shown; partial accepted is OI's alone. */
const RESULTS: readonly { status: JudgeStatus; field: CountField; oiOnly?: true }[] = [
  { status: JudgeStatus.ACCEPTED, field: 'ac' },
  { status: JudgeStatus.WRONG_ANSWER, field: 'wa' },
  { status: JudgeStatus.TIME_LIMIT_EXCEEDED, field: 'tle' },
  { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, field: 'mle' },
  { status: JudgeStatus.RUNTIME_ERROR, field: 're' },
  { status: JudgeStatus.PRESENTATION_ERROR, field: 'pe' },
  { status: JudgeStatus.COMPILE_ERROR, field: 'ce' },
  { status: JudgeStatus.SYSTEM_ERROR, field: 'se' },
  { status: JudgeStatus.PARTIAL_ACCEPTED, field: 'pa', oiOnly: true },
];

export interface BreakdownRow {
  status: JudgeStatus;
  count: number;
  /** Share of all submissions, 0 to 1 */
  share: number;
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** How a problem's submissions were judged, one row per result; shares are 0 when nothing was submitted. */
export function statusBreakdown(problem: ProblemVO): BreakdownRow[] {
  const total = count(problem.total);
  const isOi = problem.type === ProblemType.OI;
  return RESULTS.filter((result) => isOi || !result.oiOnly).map(({ status, field }) => {
    const value = count(problem[field]);
    return { status, count: value, share: total === 0 ? 0 : value / total };
  });
}
