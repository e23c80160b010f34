import type { AcmCell } from './acmRow';

/** How an ACM cell reads: its colour, its first line and its tries. */
export type AcmCellKind = 'firstAc' | 'ac' | 'afterAc' | 'pending' | 'wrong' | 'empty';

export interface AcmCellView {
  kind: AcmCellKind;
  /** Minutes from the start to the accepted submission, `*` when it came after the end; null when unsolved. */
  solvedAt: string | null;
  /** Tries whose results are known: the rejected ones, plus the accepted one. */
  tries: number;
  /** Tries made while the board is frozen. */
  pending: number;
}

export function acmCellView(cell: AcmCell | undefined): AcmCellView {
  if (!cell) return { kind: 'empty', solvedAt: null, tries: 0, pending: 0 };
  if (cell.ac) {
    const kind = cell.afterContest ? 'afterAc' : cell.firstAc ? 'firstAc' : 'ac';
    const solvedAt = cell.afterContest ? '*' : String(Math.floor((cell.acSeconds ?? 0) / 60));
    return { kind, solvedAt, tries: cell.errorNum + 1, pending: 0 };
  }
  if (cell.tryNum > 0) return { kind: 'pending', solvedAt: null, tries: cell.errorNum, pending: cell.tryNum };
  if (cell.errorNum > 0) return { kind: 'wrong', solvedAt: null, tries: cell.errorNum, pending: 0 };
  return { kind: 'empty', solvedAt: null, tries: 0, pending: 0 };
}

/** How an OI cell reads: full marks, none, some, or not scored yet. */
export type OiCellKind = 'full' | 'zero' | 'partial' | 'unscored' | 'empty';

/**
 * The board does not carry a problem's full score; a problem has a best full-score run time exactly when the
 * participant reached full marks on it, which is how it is told apart from a partial score.
 */
export function oiCellKind(score: number | null | undefined, time: number | undefined): OiCellKind {
  if (score === undefined) return 'empty';
  if (time !== undefined) return 'full';
  if (score === null) return 'unscored';
  return score === 0 ? 'zero' : 'partial';
}

/** A span of seconds as h:mm:ss (hours not padded, as contest boards write a penalty time). */
export function formatPenalty(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--';
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
