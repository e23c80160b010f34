import { useQuery } from '@tanstack/react-query';
import { useT } from '@portal/i18n/useT';
import { Panel } from '@portal/shared/ui/Panel';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { CalendarIcon } from '@portal/shared/ui/icons';
import { recentContestsQuery } from '../api/homeQueries';
import { ContestCard } from './ContestCard';
import './RecentContests.css';

/** Contests of the last 14 days as cards; opening one needs a login. */
export function RecentContests() {
  const t = useT();
  const query = useQuery(recentContestsQuery());

  const view = queryView(query);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={3} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('home.contests.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.length === 0) body = <EmptyState message={t('home.contests.empty')} />;
  else
    body = (
      <ul className="contest-cards">
        {view.data.map((contest) => (
          <li key={contest.id}>
            <ContestCard contest={contest} />
          </li>
        ))}
      </ul>
    );

  return (
    <Panel title={t('home.contests.title')} icon={<CalendarIcon />}>
      <RefreshFailed query={query} />
      {body}
    </Panel>
  );
}
