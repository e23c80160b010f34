import { Link } from 'react-router';
import type { ProblemStatusEntry, ProblemVO } from '@generated/model/index';
import { problemDifficultyTable } from '@hoj/core/domain/problem';
import { tableEntry } from '@hoj/core/domain/tableEntry';
import { EMPTY_VALUE } from '@hoj/core/format/format';
import { useT } from '@portal/i18n/useT';
import { DataTable } from '@portal/shared/ui/DataTable';
import { Tag } from '@portal/shared/ui/Tag';
import { TitleTag } from '@portal/shared/ui/TitleTag';
import { trainingProblemPath, type TrainingPlace } from '../model/trainingRoute';
import { ProblemStatusMark } from './ProblemStatusMark';

interface TrainingProblemTableProps {
  place: TrainingPlace;
  problems: readonly ProblemVO[];
  /** The user's result per pid; null until known (the column stays, empty). */
  myStatus: Record<string, ProblemStatusEntry> | null;
}

/**
 * The training's problems in its order: the user's result, the label and title (links to the problem inside
 * the training), difficulty, tags, and how often it was solved and tried.
 */
export function TrainingProblemTable({ place, problems, myStatus }: TrainingProblemTableProps) {
  const t = useT();
  return (
    <DataTable name="training-problems" label={t('trainings.problems.table')}>
      <thead>
        <tr>
          <th scope="col" className="training-problems__status">
            <span className="visually-hidden">{t('trainings.problems.col.status')}</span>
          </th>
          <th scope="col">{t('trainings.problems.col.id')}</th>
          <th scope="col">{t('trainings.problems.col.title')}</th>
          <th scope="col">{t('trainings.problems.col.level')}</th>
          <th scope="col" className="training-problems__secondary">
            {t('trainings.problems.col.tags')}
          </th>
          <th scope="col" className="training-problems__number">
            {t('trainings.problems.col.ac')}
          </th>
          <th scope="col" className="training-problems__number">
            {t('trainings.problems.col.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem) => {
          const difficulty = tableEntry(problemDifficultyTable, problem.difficulty);
          const path = trainingProblemPath(place, problem.problemId);
          const tags = Array.isArray(problem.tags) ? problem.tags : [];
          return (
            <tr key={problem.pid}>
              <td className="training-problems__status">
                <ProblemStatusMark status={myStatus?.[String(problem.pid)]?.status} />
              </td>
              <td className="training-problems__id">
                <Link to={path}>{problem.problemId}</Link>
              </td>
              <td className="training-problems__title">
                <Link to={path}>{problem.title || t('trainings.untitled')}</Link>
              </td>
              <td>
                {difficulty ? <Tag tone={difficulty.color}>{t(difficulty.labelKey)}</Tag> : EMPTY_VALUE}
              </td>
              <td className="training-problems__secondary">
                <span className="training-problems__tags">
                  {tags.map((tag, index) => (
                    <TitleTag key={tag.id ?? index} name={tag.name ?? ''} color={tag.color} />
                  ))}
                </span>
              </td>
              <td className="training-problems__number">{problem.ac}</td>
              <td className="training-problems__number">{problem.total}</td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
