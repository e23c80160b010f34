import { Link } from 'react-router';
import type { ContestProblemVO } from '@generated/model/index';
import { useLocale, useT } from '@portal/i18n/useT';
import { numberFormat } from '@hoj/core/format/intlCache';
import { BalloonMark } from './BalloonMark';

interface ContestProblemTableProps {
  contestId: number;
  problems: readonly ContestProblemVO[];
}

const problemLink = (contestId: number, problem: ContestProblemVO) =>
  `/contest/${contestId}/problem/${encodeURIComponent(problem.displayId)}`;

export function ContestProblemTable({ contestId, problems }: ContestProblemTableProps) {
  const t = useT();
  const number = numberFormat(useLocale());
  return (
    <div
      className="contest-problems__table"
      role="region"
      aria-label={t('contests.problems.table')}
      tabIndex={0}
    >
      <table>
        <thead>
          <tr>
            <th scope="col" className="contest-problems__balloon">
              {t('contests.problems.col.balloon')}
            </th>
            <th scope="col">{t('contests.problems.col.id')}</th>
            <th scope="col">{t('contests.problems.col.title')}</th>
            <th scope="col" className="contest-problems__number">
              {t('contests.problems.col.acTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            <tr key={problem.id}>
              <td className="contest-problems__balloon">
                <BalloonMark color={problem.color} />
              </td>
              <th scope="row">
                <Link to={problemLink(contestId, problem)}>{problem.displayId}</Link>
              </th>
              <td>
                <Link to={problemLink(contestId, problem)}>{problem.displayTitle ?? ''}</Link>
              </td>
              <td className="contest-problems__number">
                {number.format(problem.ac ?? 0)} / {number.format(problem.total ?? 0)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
