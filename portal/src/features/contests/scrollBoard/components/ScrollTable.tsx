import { useMemo } from 'react';
import { hexColour } from '@hoj/core/format/hexColour';
import { useT } from '@portal/i18n/useT';
import { useRowFlip, type FlipTiming } from '../hooks/useRowFlip';
import type { BoardView } from '../model/scrollBoardModel';
import { ScrollRowView } from './ScrollRowView';
import './ScrollTable.css';

interface ScrollTableProps {
  view: BoardView;
  acm: boolean;
  problems: readonly string[];
  balloons: ReadonlyMap<string, string>;
  timing: FlipTiming;
}

/**
 * The standings as a table: rank, participant, solved (or score), penalty, one column per problem with its
 * balloon colour. Rows that change places glide there (FLIP); medal colours show once all is revealed.
 */
export function ScrollTable({ view, acm, problems, balloons, timing }: ScrollTableProps) {
  const t = useT();
  const order = useMemo(() => view.rows.map((row) => row.uid), [view.rows]);
  const register = useRowFlip(order, timing);
  const revealed = view.reveal;
  return (
    <table
      className="scroll-table"
      style={{ minWidth: `calc(25em + ${problems.length} * var(--scroll-problem-width))` }}
    >
      <caption className="visually-hidden">{t('scrollBoard.table')}</caption>
      <thead>
        <tr>
          <th scope="col" className="scroll-table__rank">
            {t('scrollBoard.col.rank')}
          </th>
          <th scope="col" className="scroll-table__who">
            {t('scrollBoard.col.team')}
          </th>
          <th scope="col" className="scroll-table__solved">
            {t(acm ? 'scrollBoard.col.solved' : 'scrollBoard.col.score')}
          </th>
          {acm ? (
            <th scope="col" className="scroll-table__penalty">
              {t('scrollBoard.col.penalty')}
            </th>
          ) : null}
          {problems.map((problem) => {
            const colour = hexColour(balloons.get(problem));
            return (
              <th key={problem} scope="col" className="scroll-table__problem">
                <span className="visually-hidden">{t('scrollBoard.col.problem', { problem })}</span>
                <span aria-hidden="true" className="scroll-table__label">
                  {colour ? <span className="scroll-table__balloon" style={{ background: colour }} /> : null}
                  {problem}
                </span>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {view.rows.map((row) => (
          <ScrollRowView
            key={row.uid}
            row={row}
            acm={acm}
            showMedals={view.done}
            revealed={revealed?.uid === row.uid ? revealed.problem : null}
            next={view.next?.uid === row.uid ? view.next.displayId : null}
            register={register}
          />
        ))}
      </tbody>
    </table>
  );
}
