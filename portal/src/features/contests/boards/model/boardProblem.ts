import type { ContestProblem, ContestProblemVO } from '@generated/model/index';

/** A column of the board: the problem's label, title and balloon, with its counts when known. */
export interface BoardProblem {
  displayId: string;
  title: string | null;
  color: string | null;
  /** Accepted and all submissions; null on the outside board, whose problem list has no counts. */
  ac: number | null;
  total: number | null;
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** The board's columns in contest order; a problem without a label has no column (no row could point to it). */
export function boardProblemsOf(problems: readonly (ContestProblemVO | ContestProblem)[]): BoardProblem[] {
  const columns: BoardProblem[] = [];
  const seen = new Set<string>();
  for (const problem of problems) {
    // The rows are keyed by the label exactly as sent, so it is kept as it is.
    const displayId = typeof problem.displayId === 'string' ? problem.displayId : '';
    if (!displayId.trim() || seen.has(displayId)) continue;
    seen.add(displayId);
    const withCounts = problem as Partial<ContestProblemVO>;
    columns.push({
      displayId,
      title: typeof problem.displayTitle === 'string' && problem.displayTitle ? problem.displayTitle : null,
      color: typeof problem.color === 'string' ? problem.color : null,
      ac: count(withCounts.ac),
      total: count(withCounts.total),
    });
  }
  return columns;
}
