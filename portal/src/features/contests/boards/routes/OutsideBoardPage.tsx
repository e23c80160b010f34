import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { ContestType } from '@generated/model/index';
import { listOf } from '@hoj/core/parse/lenient';
import '@portal/i18n/pages/contestBoards';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { queryView } from '@portal/shared/ui/queryView';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';
import type { ContestProblem } from '@generated/model/index';
import { outsideInfoQuery } from '../api/outsideInfoQuery';
import { boardProblemsOf } from '../model/boardProblem';
import { LazyContestBoard } from '../components/LazyContestBoard';
import { OutsideHeader } from '../components/OutsideHeader';
import '../components/BoardPage.css';

const boardPath = (rule: ContestType, contestId: number) =>
  `/contest/${rule === ContestType.OI ? 'oi' : 'acm'}-scoreboard/${contestId}`;

/**
 * The public board outside the contest (`/contest/acm-scoreboard/:id`, `/contest/oi-scoreboard/:id`): no
 * login needed when the contest opens its board. The contest's own rule decides the board; an address with the
 * other rule's name is sent to the right one.
 */
export function OutsideBoardPage({ rule }: { rule: ContestType }) {
  const t = useT();
  const location = useLocation();
  const contestId = Number(useParams().contestID);
  const info = useQuery(outsideInfoQuery(contestId));
  const view = queryView(info);
  const contest = view.kind === 'ready' ? view.data.contest : null;
  usePageTitle(
    contest?.title ? t('contestBoards.outside.heading', { title: contest.title }) : t('contestBoards.title'),
  );
  const rawProblems = view.kind === 'ready' ? view.data.problemList : null;
  const problems = useMemo(() => {
    try {
      return boardProblemsOf(listOf<ContestProblem>(rawProblems, 'contest problems'));
    } catch {
      return [];
    }
  }, [rawProblems]);

  if (view.kind === 'pending')
    return (
      <div className="page board-page">
        <Skeleton rows={8} label={t('contestBoards.loading')} />
      </div>
    );
  if (view.kind === 'failed' || !contest)
    return (
      <div className="page board-page">
        <h1 className="board-page__title">{t('contestBoards.title')}</h1>
        <ErrorState
          message={t('contestBoards.outside.error')}
          detail={view.kind === 'failed' ? view.error.message : undefined}
          error={view.kind === 'failed' ? view.error : undefined}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      </div>
    );
  if (contest.type !== rule && (contest.type === ContestType.ACM || contest.type === ContestType.OI))
    return <Navigate to={`${boardPath(contest.type, contestId)}${location.search}`} replace />;

  return (
    <div className="page board-page">
      <OutsideHeader contest={contest} />
      <LazyContestBoard source="outside" contest={contest} problems={problems} problemLink={null} />
    </div>
  );
}
