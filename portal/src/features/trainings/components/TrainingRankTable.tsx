import { Link } from 'react-router';
import type { ProblemVO, TrainingRankVO } from '@generated/model/index';
import { tableEntry } from '@hoj/core/domain/tableEntry';
import { formatTime } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { Avatar } from '@portal/shared/ui/Avatar';
import { DataTable } from '@portal/shared/ui/DataTable';
import { acceptedSubmissionsPath, trainingProblemPath, type TrainingPlace } from '../model/trainingRoute';
import { RankCell } from './RankCell';

interface TrainingRankTableProps {
  place: TrainingPlace;
  gid: number | null;
  rows: readonly TrainingRankVO[];
  /** The training's problems: one column each, by their label there. */
  problems: readonly ProblemVO[];
  /** Place of the page's first row. */
  firstPlace: number;
  /** The real-name column: a training admin's. */
  showRealName: boolean;
  /** The signed-in user, whose row is marked. */
  uid: string;
}

const profilePath = (uid: string, username: string) =>
  `/user-home?${new URLSearchParams({ uid, username }).toString()}`;

/**
 * Who solved what: place, user (avatar, name, school), the real name for the training's admins, problems solved
 * with their total run time (a link to those accepted submissions), then one cell per problem.
 */
export function TrainingRankTable({
  place,
  gid,
  rows,
  problems,
  firstPlace,
  showRealName,
  uid,
}: TrainingRankTableProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <DataTable name="training-rank" label={t('trainings.rank.table')}>
      <thead>
        <tr>
          <th scope="col" className="training-rank__place">
            {t('trainings.rank.col.place')}
          </th>
          <th scope="col">{t('trainings.rank.col.user')}</th>
          {showRealName ? <th scope="col">{t('trainings.rank.col.realName')}</th> : null}
          <th scope="col" className="training-rank__ac">
            {t('trainings.rank.col.ac')}
          </th>
          {problems.map((problem) => (
            <th key={problem.pid} scope="col" className="training-rank__problem">
              <Link to={trainingProblemPath(place, problem.problemId)} title={problem.title ?? undefined}>
                {problem.problemId}
              </Link>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const own = row.uid === uid;
          return (
            <tr key={row.uid} className={own ? 'training-rank__row--own' : undefined}>
              <td className="training-rank__place">{firstPlace + index}</td>
              <th scope="row" className="training-rank__user">
                <span className="training-rank__who">
                  <Avatar src={row.avatar} name={row.username || '?'} size={32} />
                  <span className="training-rank__names">
                    <Link to={profilePath(row.uid, row.username)}>{row.username}</Link>
                    {own ? <span className="training-rank__own">{t('trainings.rank.you')}</span> : null}
                    {row.school ? <span className="training-rank__school">{row.school}</span> : null}
                  </span>
                </span>
              </th>
              {showRealName ? <td className="training-rank__realname">{row.realname ?? ''}</td> : null}
              <td className="training-rank__ac">
                <Link
                  to={acceptedSubmissionsPath(gid, row.username)}
                  aria-label={t('trainings.rank.acLink', { count: row.ac, username: row.username })}
                >
                  {row.ac}
                </Link>
                <span className="training-rank__time">{formatTime(row.totalRunTime, locale)}</span>
              </td>
              {problems.map((problem) => (
                <td key={problem.pid} className="training-rank__problem">
                  <RankCell cell={tableEntry(row.submissionInfo, problem.problemId) ?? undefined} />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
