import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import '@portal/i18n/pages/contestBoards';
import { useT } from '@portal/i18n/useT';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { queryView } from '@portal/shared/ui/queryView';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';
import { contestProblemsQuery } from '@portal/features/contests/api/contestQueries';
import { boardProblemsOf } from '../model/boardProblem';
import { ContestBoard } from '../components/ContestBoard';
import '../components/BoardPage.css';

/**
 * The contest's Rank tab: its ACM or OI board inside the contest, with links to the problems. The board needs
 * the contest (rule, names shown, seal) and its problems (the columns) before it can draw.
 */
export function ContestRankPage() {
  const t = useT();
  const contestId = Number(useParams().contestID);
  const info = useQuery(contestInfoQuery(contestId));
  const problems = useQuery(contestProblemsQuery(contestId));
  const heading = info.data?.title
    ? t('contestBoards.heading', { title: info.data.title })
    : t('contestBoards.title');
  usePageTitle(heading);
  const columns = useMemo(() => boardProblemsOf(problems.data ?? []), [problems.data]);

  const infoView = queryView(info);
  const problemsView = queryView(problems);
  let body;
  if (infoView.kind === 'failed' || problemsView.kind === 'failed') {
    const failed = infoView.kind === 'failed' ? info : problems;
    body = (
      <ErrorState
        message={t('contestBoards.error')}
        detail={failed.error?.message}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  } else if (infoView.kind === 'pending' || problemsView.kind === 'pending')
    body = <Skeleton rows={8} label={t('contestBoards.loading')} />;
  else
    body = (
      <ContestBoard
        source="inside"
        contest={infoView.data}
        problems={columns}
        problemLink={(displayId) => `/contest/${contestId}/problem/${encodeURIComponent(displayId)}`}
      />
    );

  return (
    <div className="page board-page">
      <h1 className="board-page__title">{heading}</h1>
      {body}
    </div>
  );
}
