import { memo, useCallback } from 'react';
import { useT } from '@portal/i18n/useT';
import type { RowView } from '../model/rowViews';
import { ScrollCell } from './ScrollCell';

interface ScrollRowProps {
  row: RowView;
  acm: boolean;
  /** Medal colours show once everything is revealed. */
  showMedals: boolean;
  /** The problem the step just taken opened in this row, if any. */
  revealed: string | null;
  /** The problem the next step opens in this row, if any. */
  next: string | null;
  register: (uid: string, element: HTMLElement | null) => void;
}

function ScrollRow({ row, acm, showMedals, revealed, next, register }: ScrollRowProps) {
  const t = useT();
  const { uid } = row;
  const ref = useCallback((element: HTMLTableRowElement | null) => register(uid, element), [register, uid]);
  const classes = ['scroll-row'];
  if (row.rank === null) classes.push('scroll-row--star');
  if (revealed !== null) classes.push('is-revealed');
  if (next !== null) classes.push('is-next');
  const medal = showMedals ? row.medal : null;
  if (medal) classes.push(`scroll-row--${medal}`);
  return (
    <tr ref={ref} className={classes.join(' ')} data-uid={uid}>
      <td className="scroll-row__rank">
        {row.rank === null ? (
          <>
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{t('scrollBoard.star')}</span>
          </>
        ) : (
          row.rank
        )}
        {medal ? <span className="visually-hidden">, {t(`scrollBoard.medal.${medal}`)}</span> : null}
      </td>
      <th scope="row" className="scroll-row__who">
        <span className="scroll-row__name" title={row.name}>
          {row.name}
        </span>
        {row.school ? <span className="scroll-row__school">{row.school}</span> : null}
      </th>
      <td className="scroll-row__solved">{row.solved}</td>
      {acm ? <td className="scroll-row__penalty">{row.penalty}</td> : null}
      {row.cells.map((cell) => (
        <ScrollCell
          key={cell.problem}
          cell={cell}
          revealed={cell.problem === revealed}
          next={cell.problem === next}
          t={t}
        />
      ))}
    </tr>
  );
}

/** A row is drawn again only when what it shows changed (a board may have thousands of rows). */
export const ScrollRowView = memo(
  ScrollRow,
  (before, after) =>
    before.row.signature === after.row.signature &&
    before.acm === after.acm &&
    before.showMedals === after.showMedals &&
    before.revealed === after.revealed &&
    before.next === after.next &&
    before.register === after.register,
);
