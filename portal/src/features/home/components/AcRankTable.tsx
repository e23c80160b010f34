import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '@portal/i18n/useT';
import { Avatar } from '@portal/shared/ui/Avatar';
import { TrophyIcon } from '@portal/shared/ui/icons';
import { Panel } from '@portal/shared/ui/Panel';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { TitleTag } from '@portal/shared/ui/TitleTag';
import { sevenDayAcRankQuery } from '../api/homeQueries';
import './AcRankTable.css';

/** The top 10 by problems accepted in the last 7 days, in a box at most 500 px high. */
export function AcRankTable() {
  const t = useT();
  const query = useQuery(sevenDayAcRankQuery());

  const view = queryView(query);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={5} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('home.rank.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.length === 0) body = <EmptyState message={t('home.rank.empty')} />;
  else
    body = (
      <div className="ac-rank" tabIndex={0} role="region" aria-label={t('home.rank.table')}>
        <table className="ac-rank__table">
          <thead>
            <tr>
              <th scope="col" className="ac-rank__rank">
                {t('home.rank.rank')}
              </th>
              <th scope="col">{t('home.rank.user')}</th>
              <th scope="col" className="ac-rank__ac">
                {t('home.rank.ac')}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.data.map((row, index) => (
              <tr key={row.uid}>
                <td className="ac-rank__rank">
                  <span className={`ac-rank__place ac-rank__place--${index + 1}`}>{index + 1}</span>
                </td>
                <td>
                  <div className="ac-rank__user">
                    <Avatar src={row.avatar} name={row.username} size={30} />
                    <Link
                      to={`/user-home?${new URLSearchParams({ uid: row.uid, username: row.username }).toString()}`}
                      className="ac-rank__name"
                    >
                      {row.username}
                    </Link>
                    {row.titleName ? <TitleTag name={row.titleName} color={row.titleColor} /> : null}
                  </div>
                </td>
                <td className="ac-rank__ac">{row.ac}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <Panel title={t('home.rank.title')} icon={<TrophyIcon />}>
      <RefreshFailed query={query} />
      {body}
    </Panel>
  );
}
