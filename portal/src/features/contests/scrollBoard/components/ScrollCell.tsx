import type { Translate } from '@portal/i18n/useT';
import type { CellView } from '../model/rowViews';

function label(t: Translate, cell: CellView): string {
  const vars = {
    problem: cell.problem,
    count: cell.tries,
    minute: cell.value ?? '',
    score: cell.value ?? '',
  };
  switch (cell.kind) {
    case 'firstAc':
    case 'ac':
    case 'wrong':
      return t(`scrollBoard.cell.${cell.kind}`, vars);
    case 'pending':
      if (cell.tries > 0) return t('scrollBoard.cell.pending', vars);
      return t(cell.value === null ? 'scrollBoard.cell.pendingOi' : 'scrollBoard.cell.pendingScore', vars);
    case 'full':
    case 'partial':
    case 'zero':
      return t('scrollBoard.cell.score', vars);
    default:
      return t('scrollBoard.cell.empty', vars);
  }
}

/** What the cell shows in large type: the minute or score, `?` while frozen, `−` when tried and not solved. */
function mainText(cell: CellView): string {
  if (cell.kind === 'pending') return cell.value ?? '?';
  if (cell.kind === 'wrong') return '−';
  return cell.value ?? '';
}

interface ScrollCellProps {
  cell: CellView;
  /** The step just taken opened this cell. */
  revealed: boolean;
  /** The next step opens this cell. */
  next: boolean;
  /** The row's translate function (thousands of cells do not each follow the language). */
  t: Translate;
}

/** One problem of one row: a solve, a rejection, a frozen cell (with its tries) or nothing. */
export function ScrollCell({ cell, revealed, next, t }: ScrollCellProps) {
  const classes = ['scroll-cell', `scroll-cell--${cell.kind}`];
  if (revealed) classes.push('is-revealed');
  if (next) classes.push('is-next');
  const frozenOi = cell.kind === 'pending' && cell.tries === 0 && cell.value !== null;
  return (
    <td className={classes.join(' ')}>
      {cell.kind === 'empty' ? null : (
        <span className="scroll-cell__box" aria-hidden="true">
          <span className="scroll-cell__main">{mainText(cell)}</span>
          {cell.tries > 0 ? (
            <span className="scroll-cell__tries">{t('scrollBoard.tries', { count: cell.tries })}</span>
          ) : frozenOi ? (
            <span className="scroll-cell__tries">?</span>
          ) : null}
        </span>
      )}
      <span className="visually-hidden">
        {label(t, cell)}
        {next ? ` (${t('scrollBoard.cell.next')})` : ''}
      </span>
    </td>
  );
}
