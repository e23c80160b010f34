import type { Translate } from '@portal/i18n/useT';
import { oiCellKind } from '../model/cellViews';

/** One problem of an OI row: the counted score, and under it the best run time where it reached full marks. */
export function OiCellView({
  score,
  time,
  t,
}: {
  score: number | null | undefined;
  time: number | undefined;
  t: Translate;
}) {
  const kind = oiCellKind(score, time);
  if (kind === 'empty') return <td className="board__cell" />;
  let label: string;
  if (kind === 'unscored') label = t('contestBoards.oi.unscored');
  else if (kind === 'full') label = t('contestBoards.oi.full', { score: score ?? 0, time: time ?? 0 });
  else label = t('contestBoards.oi.score', { score: score ?? 0 });
  return (
    <td className={`board__cell board__cell--${kind}`}>
      <span className="board__cell-figures" aria-hidden="true">
        <span className="board__cell-main">{score ?? '?'}</span>
        {time !== undefined ? (
          <span className="board__cell-sub">{t('contestBoards.ms', { time })}</span>
        ) : null}
      </span>
      <span className="visually-hidden">{label}</span>
    </td>
  );
}
