import { useQuery } from '@tanstack/react-query';
import { useT } from '@portal/i18n/useT';
import { Panel } from '@portal/shared/ui/Panel';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { CalendarIcon } from '@portal/shared/ui/icons';
import { recentContestsQuery } from '../api/homeQueries';
import { ContestCard } from './ContestCard';
import './RecentContests.css';

/** Contests of the last 14 days as cards; opening one needs a login. */
export function RecentContests() {
  const t = useT();
  const query = useQuery(recentContestsQuery());

  let body;
  if (query.isPending) body = <Skeleton rows={3} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={t('home.contests.error')}
        detail={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.length === 0) body = <EmptyState message={t('home.contests.empty')} />;
  else
    body = (
      <ul className="contest-cards">
        {query.data.map((contest) => (
          <li key={contest.id}>
            <ContestCard contest={contest} />
          </li>
        ))}
      </ul>
    );

  return (
    <Panel title={t('home.contests.title')} icon={<CalendarIcon />}>
      {body}
    </Panel>
  );
}
