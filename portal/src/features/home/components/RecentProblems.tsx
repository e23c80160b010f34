import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDateTime, formatRelativeTime } from '@hoj/core/format/format';
import { useLocale, useT } from '@portal/i18n/useT';
import { ListIcon } from '@portal/shared/ui/icons';
import { Panel } from '@portal/shared/ui/Panel';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { recentProblemsQuery } from '../api/homeQueries';
import './RecentProblems.css';

/** The latest updated problems, each linking to its page, with when it changed. */
export function RecentProblems() {
  const t = useT();
  const locale = useLocale();
  const query = useQuery(recentProblemsQuery());

  const view = queryView(query);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={5} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('home.problems.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.length === 0) body = <EmptyState message={t('home.problems.empty')} />;
  else
    body = (
      <ul className="recent-problems">
        {view.data.map((problem) => (
          <li key={problem.id} className="recent-problems__item">
            <Link className="recent-problems__link" to={`/problem/${encodeURIComponent(problem.problemId)}`}>
              <span className="recent-problems__id">{problem.problemId}</span>
              <span className="recent-problems__title">{problem.title || problem.problemId}</span>
            </Link>
            {problem.gmtModified ? (
              <time
                className="recent-problems__time"
                dateTime={String(problem.gmtModified)}
                title={formatDateTime(problem.gmtModified, locale)}
              >
                {formatRelativeTime(problem.gmtModified, locale)}
              </time>
            ) : null}
          </li>
        ))}
      </ul>
    );

  return (
    <Panel title={t('home.problems.title')} icon={<ListIcon />}>
      <RefreshFailed query={query} />
      {body}
    </Panel>
  );
}
