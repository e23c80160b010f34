import { Link } from 'react-router';
import type { TrainingVO } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { DataTable } from '@portal/shared/ui/DataTable';
import { LoginFirstLink } from '@portal/shared/ui/LoginFirstLink';
import { TimeAgo } from '@portal/shared/ui/TimeAgo';
import { trainingPath } from '../model/trainingRoute';
import { CategoryTag } from './CategoryTag';
import { TrainingAuthTag } from './TrainingAuthTag';
import { TrainingProgress } from './TrainingProgress';

interface TrainingTableProps {
  trainings: readonly TrainingVO[];
  /** The user's progress column; a visitor has none. */
  showProgress: boolean;
}

const profilePath = (username: string) => `/user-home?${new URLSearchParams({ username }).toString()}`;

/**
 * One page of trainings: number, title (the way in; a visitor is asked to log in first), visibility, category,
 * the user's progress, size, author and last change. On phones the less needed columns give way.
 */
export function TrainingTable({ trainings, showProgress }: TrainingTableProps) {
  const t = useT();
  return (
    <DataTable name="training-table" label={t('trainings.list.table')}>
      <thead>
        <tr>
          <th scope="col" className="training-table__rank training-table__secondary">
            {t('trainings.col.rank')}
          </th>
          <th scope="col">{t('trainings.col.title')}</th>
          <th scope="col">{t('trainings.col.auth')}</th>
          <th scope="col" className="training-table__secondary">
            {t('trainings.col.category')}
          </th>
          {showProgress ? <th scope="col">{t('trainings.col.progress')}</th> : null}
          <th scope="col" className="training-table__count">
            {t('trainings.col.problems')}
          </th>
          <th scope="col" className="training-table__secondary">
            {t('trainings.col.author')}
          </th>
          <th scope="col" className="training-table__secondary">
            {t('trainings.col.updated')}
          </th>
        </tr>
      </thead>
      <tbody>
        {trainings.map((training) => (
          <tr key={training.id}>
            <td className="training-table__rank training-table__secondary">{training.rank ?? training.id}</td>
            <td className="training-table__title">
              <LoginFirstLink to={trainingPath({ tid: training.id, gid: null })}>
                {training.title || t('trainings.untitled')}
              </LoginFirstLink>
            </td>
            <td>
              <TrainingAuthTag auth={training.auth} />
            </td>
            <td className="training-table__secondary">
              <CategoryTag name={training.categoryName} color={training.categoryColor} />
            </td>
            {showProgress ? (
              <td className="training-table__progress">
                <TrainingProgress solved={training.acCount} total={training.problemCount} />
              </td>
            ) : null}
            <td className="training-table__count">{training.problemCount ?? 0}</td>
            <td className="training-table__secondary">
              {training.author ? <Link to={profilePath(training.author)}>{training.author}</Link> : null}
            </td>
            <td className="training-table__secondary training-table__updated">
              <TimeAgo value={training.gmtModified} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
