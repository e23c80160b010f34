import type { ResolverStep } from '@hoj/core/contest/ranking/index';
import type { CellKind, RowViewer, ScrollRow } from './rowViews';

/** What one step revealed, for the live region and the highlight. */
export interface RevealView {
  uid: string;
  name: string;
  problem: string;
  /** How the cell reads now. */
  kind: CellKind;
  /** The cell's minute (ACM solve) or score (OI). */
  value: string | null;
  /** Board positions (1 at the top) before and after: equal when the row stayed. */
  from: number;
  to: number;
  /** The row's rank after the step; null for a star participant. */
  rank: number | null;
}

export function revealView(step: ResolverStep<ScrollRow>, viewRows: RowViewer): RevealView | null {
  const row = step.state.rows[step.toIndex];
  if (!row) return null;
  const [view] = viewRows([row], step.state.frozen);
  const cell = view?.cells.find((candidate) => candidate.problem === step.cell.displayId);
  if (!view || !cell) return null;
  return {
    uid: view.uid,
    name: view.name,
    problem: cell.problem,
    kind: cell.kind,
    value: cell.value,
    from: step.fromIndex + 1,
    to: step.toIndex + 1,
    rank: view.rank,
  };
}
