import type { Translate } from '@portal/i18n/useT';
import type { AcmCell } from '../model/acmRow';
import { acmCellView, type AcmCellView as View } from '../model/cellViews';

/** What a screen reader hears for a cell: everything the colours and the short figures say. */
export function acmCellLabel(view: View, t: Translate): string {
  switch (view.kind) {
    case 'firstAc':
      return t('contestBoards.cell.firstAc', { minute: view.solvedAt ?? '', count: view.tries });
    case 'ac':
      return t('contestBoards.cell.ac', { minute: view.solvedAt ?? '', count: view.tries });
    case 'afterAc':
      return t('contestBoards.cell.afterAc', { count: view.tries });
    case 'pending':
      return view.tries > 0
        ? t('contestBoards.cell.pendingAfterWrong', { wrong: view.tries, count: view.pending })
        : t('contestBoards.cell.pending', { count: view.pending });
    case 'wrong':
      return t('contestBoards.cell.wrong', { count: view.tries });
    case 'empty':
      return t('contestBoards.cell.none');
  }
}

/**
 * One problem of an ACM row: the minute it was solved (`*` after the end) over its tries; a frozen cell shows
 * the known wrong tries plus the hidden ones (`1+2`); the first solve of a problem is drawn apart and marked.
 */
export function AcmCellView({ cell, t }: { cell: AcmCell | undefined; t: Translate }) {
  const view = acmCellView(cell);
  if (view.kind === 'empty') return <td className="board__cell" />;
  let tries: string;
  if (view.kind === 'pending')
    tries =
      view.tries > 0
        ? t('contestBoards.tries.pendingAfter', { wrong: view.tries, count: view.pending })
        : t('contestBoards.tries', { count: view.pending });
  else tries = t('contestBoards.tries', { count: view.tries });
  return (
    <td className={`board__cell board__cell--${view.kind}`}>
      <span className="board__cell-figures" aria-hidden="true">
        {view.kind === 'firstAc' ? <span className="board__first-mark" /> : null}
        {view.solvedAt !== null ? <span className="board__cell-main">{view.solvedAt}</span> : null}
        {view.kind === 'pending' ? <span className="board__cell-main">?</span> : null}
        <span className="board__cell-sub">{tries}</span>
      </span>
      <span className="visually-hidden">{acmCellLabel(view, t)}</span>
    </td>
  );
}
