import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import '@portal/i18n/pages/contests';
import { useT } from '@portal/i18n/useT';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { EmptyState, ErrorState, Skeleton } from '@portal/shared/ui/states';
import { contestProblemsQuery } from '../api/contestQueries';
import { ContestProblemTable } from '../components/ContestProblemTable';
import './ContestProblemsPage.css';

/** A contest's problems in contest order, each with its balloon colour and how many solved it. */
export function ContestProblemsPage() {
  const t = useT();
  const contestId = Number(useParams().contestID);
  const info = useQuery(contestInfoQuery(contestId));
  const problems = useQuery(contestProblemsQuery(contestId));
  // The title is a nicety: the list stands on its own when the contest's details fail.
  const heading = info.data?.title
    ? t('contests.problems.heading', { title: info.data.title })
    : t('contests.problems.title');
  usePageTitle(heading);

  const view = queryView(problems);
  let body;
  if (view.kind === 'pending') body = <Skeleton rows={5} label={t('contests.problems.loading')} />;
  else if (view.kind === 'failed')
    body = (
      <ErrorState
        message={t('contests.problems.error')}
        detail={view.error.message}
        error={view.error}
        onRetry={() => void problems.refetch()}
        retrying={problems.isFetching}
      />
    );
  else if (view.data.length === 0) body = <EmptyState message={t('contests.problems.empty')} />;
  else body = <ContestProblemTable contestId={contestId} problems={view.data} />;

  return (
    <div className="page contest-problems">
      <h1 className="contest-problems__title">{heading}</h1>
      <div className="contest-problems__main">
        <RefreshFailed query={problems} />
        {body}
      </div>
    </div>
  );
}
