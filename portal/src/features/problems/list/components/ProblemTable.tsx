import { Link } from 'react-router';
import type { ProblemStatusEntry, ProblemVO } from '@generated/model/index';
import { problemDifficultyTable } from '@hoj/core/domain/problem';
import { tableEntry } from '@hoj/core/domain/tableEntry';
import { EMPTY_VALUE } from '@hoj/core/format/format';
import { useT } from '@portal/i18n/useT';
import { Tag } from '@portal/shared/ui/Tag';
import { TitleTag } from '@portal/shared/ui/TitleTag';
import { DataTable } from '@portal/shared/ui/DataTable';
import { AcRateBar } from './AcRateBar';
import { MyStatusIcon } from './MyStatusIcon';

interface ProblemTableProps {
  problems: readonly ProblemVO[];
  /** The signed-in user's results by pid; null for a visitor (no status column). */
  myStatus: Record<string, ProblemStatusEntry> | null;
  showTags: boolean;
  /** The problem whose breakdown is shown, and the region that shows it. */
  active: ProblemVO | null;
  breakdownId: string;
  onActive: (problem: ProblemVO) => void;
}

const difficultyOf = (problem: ProblemVO) =>
  tableEntry(problemDifficultyTable, problem.difficulty) ?? undefined;

export function ProblemTable({
  problems,
  myStatus,
  showTags,
  active,
  breakdownId,
  onActive,
}: ProblemTableProps) {
  const t = useT();
  return (
    <DataTable name="problem-table" label={t('problemList.table')}>
      <thead>
        <tr>
          {myStatus ? (
            <th scope="col" className="problem-table__status">
              <span className="visually-hidden">{t('problemList.col.status')}</span>
            </th>
          ) : null}
          <th scope="col" className="problem-table__id">
            {t('problemList.col.id')}
          </th>
          <th scope="col">{t('problemList.col.title')}</th>
          <th scope="col" className="problem-table__level">
            {t('problemList.col.level')}
          </th>
          {showTags ? (
            <th scope="col" className="problem-table__tags problem-table__secondary">
              {t('problemList.col.tags')}
            </th>
          ) : null}
          <th scope="col" className="problem-table__total problem-table__secondary">
            {t('problemList.col.total')}
          </th>
          <th scope="col" className="problem-table__rate">
            {t('problemList.col.acRate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem) => {
          const difficulty = difficultyOf(problem);
          const tags = problem.tags ?? [];
          const isActive = active?.pid === problem.pid;
          return (
            <tr
              key={problem.pid}
              className={isActive ? 'problem-table__row--active' : undefined}
              onMouseEnter={() => onActive(problem)}
            >
              {myStatus ? (
                <td className="problem-table__status">
                  <MyStatusIcon status={myStatus[String(problem.pid)]?.status} />
                </td>
              ) : null}
              <td className="problem-table__id">{problem.problemId}</td>
              <td className="problem-table__title">
                <Link
                  to={`/problem/${encodeURIComponent(problem.problemId)}`}
                  onFocus={() => onActive(problem)}
                  aria-describedby={isActive ? breakdownId : undefined}
                >
                  {problem.title || t('problemList.untitled')}
                </Link>
              </td>
              <td className="problem-table__level">
                {difficulty ? <Tag tone={difficulty.color}>{t(difficulty.labelKey)}</Tag> : EMPTY_VALUE}
              </td>
              {showTags ? (
                <td className="problem-table__tags problem-table__secondary">
                  {tags.length === 0 ? (
                    <span className="problem-table__muted">{t('problemList.noTags')}</span>
                  ) : (
                    <span className="problem-table__tag-list">
                      {tags.map((tag, index) => (
                        <TitleTag key={tag.id ?? index} name={tag.name ?? ''} color={tag.color} />
                      ))}
                    </span>
                  )}
                </td>
              ) : null}
              <td className="problem-table__total problem-table__secondary">{problem.total}</td>
              <td className="problem-table__rate">
                <AcRateBar ac={problem.ac} total={problem.total} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
