import { useId } from 'react';
import type { ContestProblemVO } from '@generated/model/index';
import { useLocale, useT } from '@portal/i18n/useT';
import { numberFormat } from '@hoj/core/format/intlCache';
import { RefreshIcon, Spinner } from '@portal/shared/ui/icons';

interface RejudgeTableProps {
  problems: readonly ContestProblemVO[];
  /** The problem being rejudged, if any: every button waits meanwhile. */
  rejudging: number | null;
  onRejudge: (problem: ContestProblemVO) => void;
}

/** The contest's problems in contest order, each with how many solved it and its rejudge button. */
export function RejudgeTable({ problems, rejudging, onRejudge }: RejudgeTableProps) {
  const t = useT();
  const id = useId();
  const number = numberFormat(useLocale());
  const label = {
    id: t('contestTools.rejudge.col.id'),
    title: t('contestTools.rejudge.col.title'),
    acTotal: t('contestTools.rejudge.col.acTotal'),
    actions: t('contestTools.col.actions'),
  };
  return (
    <div className="tool-table" role="region" aria-label={t('contestTools.rejudge.table')} tabIndex={0}>
      <table className="tool-table__table">
        <thead>
          <tr>
            <th scope="col">{label.id}</th>
            <th scope="col">{label.title}</th>
            <th scope="col" className="tool-table__number">
              {label.acTotal}
            </th>
            <th scope="col">{label.actions}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            <tr key={problem.id}>
              <th scope="row" data-label={label.id}>
                {problem.displayId}
              </th>
              <td data-label={label.title}>{problem.displayTitle ?? ''}</td>
              <td data-label={label.acTotal} className="tool-table__number">
                {number.format(problem.ac ?? 0)} / {number.format(problem.total ?? 0)}
              </td>
              <td data-label={label.actions}>
                {/* Named by its visible words (a voice command reads them); the problem is its description. */}
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => {
                    if (rejudging === null) onRejudge(problem);
                  }}
                  aria-disabled={rejudging !== null || undefined}
                  aria-describedby={`${id}-${problem.id}`}
                >
                  {rejudging === problem.pid ? <Spinner /> : <RefreshIcon />}
                  {t('contestTools.rejudge.button')}
                </button>
                <span id={`${id}-${problem.id}`} className="visually-hidden">
                  {t('contestTools.rejudge.buttonOf', { problem: problem.displayId })}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
