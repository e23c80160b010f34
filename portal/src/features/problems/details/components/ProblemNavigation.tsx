import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { judgeStatusInfo } from '@hoj/core/domain/judgeStatus';
import { JudgeStatus } from '@generated/model/index';
import { useT } from '@portal/i18n/useT';
import { Tag } from '@portal/shared/ui/Tag';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';
import type { ProblemRoute } from '@portal/features/problems/model/problemRoute';
import { problemNavigationQuery } from '../api/problemDetailsQueries';
import { problemPath } from '../model/problemLinks';

/**
 * The problems of the page's contest or training, with the reader's status and score on each, linking to the
 * sibling pages (full-screen stays full-screen). Re-read when a submission here is judged.
 */
export function ProblemNavigation({ route }: { route: ProblemRoute }) {
  const t = useT();
  const query = useQuery(problemNavigationQuery(route));
  const label = t(route.contestId ? 'problemDetails.nav.contest' : 'problemDetails.nav.training');

  const view = queryView(query);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={1} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('problemDetails.nav.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (view.data.length === 0)
    body = <p className="problem-nav__empty">{t('problemDetails.nav.empty')}</p>;
  else
    body = (
      <ol className="problem-nav__list">
        {view.data.map((item) => {
          // Never submitted has no mark, as in the problem list.
          const status =
            item.status == null || item.status === JudgeStatus.NOT_SUBMITTED
              ? null
              : judgeStatusInfo(item.status);
          const current = item.problemId === route.problemId;
          return (
            <li key={item.pid} className="problem-nav__item">
              <Link
                className="problem-nav__link"
                to={problemPath(route, item.problemId)}
                aria-current={current ? 'page' : undefined}
              >
                <span className="problem-nav__id">{item.problemId}</span>
                <span className="problem-nav__title">{item.title ?? ''}</span>
                {status ? <Tag tone={status.color}>{t(status.labelKey)}</Tag> : null}
                {item.score != null ? (
                  <span className="problem-nav__score">
                    {t('problemDetails.nav.score', { score: item.score })}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ol>
    );

  return (
    <nav className="problem-nav" aria-label={label}>
      <RefreshFailed query={query} />
      {body}
    </nav>
  );
}
