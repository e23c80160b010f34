import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import type { ProblemInfoVO } from '@generated/model/index';
import { problemRouteOf, type ProblemRoute } from '@portal/features/problems/model/problemRoute';
import '@portal/i18n/pages/problemDetails';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { queryView } from '@portal/shared/ui/queryView';
import { RefreshFailed } from '@portal/shared/ui/RefreshFailed';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';
import { hasNavigation, problemDetailsKeys, problemDetailsQuery } from '../api/problemDetailsQueries';
import { AnnexPanel } from '../components/AnnexPanel';
import { FocusModeToggle } from '../components/FocusModeToggle';
import { MySubmissionsSlot } from '../components/MySubmissionsSlot';
import { ProblemActions } from '../components/ProblemActions';
import { ProblemHeader } from '../components/ProblemHeader';
import { ProblemNavigation } from '../components/ProblemNavigation';
import { ProblemStatement } from '../components/ProblemStatement';
import { ProblemTabs, type ProblemTab } from '../components/ProblemTabs';
import { SplitPane } from '../components/SplitPane';
import { WorkbenchPane, WorkbenchSkeleton } from '../components/WorkbenchPane';
import { annexFiles } from '../model/annex';
import './ProblemDetailsPage.css';

export interface MySubmissionsArgs {
  problemId: string;
  contestId: number | null;
  groupId: number | null;
  /** Goes up when a submission of this page is taken and again at its verdict: the list reads again. */
  judgedCount: number;
}

export interface ProblemDetailsPageProps {
  /** The reader's submissions of this problem (the submissions feature's panel; app/ fills it). */
  renderMySubmissions: (args: MySubmissionsArgs) => ReactNode;
}

type TabKey = 'description' | 'mySubmissions' | 'annex';

interface LoadedProblemProps extends ProblemDetailsPageProps {
  info: ProblemInfoVO;
  route: ProblemRoute;
  onJudged: () => void;
}

/** The statement with its tabs on the left, the workbench on the right. */
function LoadedProblem({ info, route, onJudged, renderMySubmissions }: LoadedProblemProps) {
  const t = useT();
  const [collapsed, setCollapsed] = useState(false);
  const [tab, setTab] = useState<TabKey>('description');
  const [opened, setOpened] = useState<ReadonlySet<TabKey>>(() => new Set(['description']));
  const [judgedCount, setJudgedCount] = useState(0);
  const judged = useCallback(() => {
    onJudged();
    setJudgedCount((count) => count + 1);
  }, [onJudged]);
  const submitted = useCallback(() => setJudgedCount((count) => count + 1), []);
  const files = useMemo(() => annexFiles(info.problem.userExtraFile), [info.problem.userExtraFile]);

  const select = (key: TabKey) => {
    setTab(key);
    setOpened((previous) => (previous.has(key) ? previous : new Set([...previous, key])));
  };

  const tabs: ProblemTab<TabKey>[] = [
    {
      key: 'description',
      label: t('problemDetails.tab.description'),
      render: () => <ProblemStatement info={info} />,
    },
    {
      key: 'mySubmissions',
      label: t('problemDetails.tab.mySubmissions'),
      render: () => (
        <MySubmissionsSlot>
          {() =>
            renderMySubmissions({
              problemId: route.problemId,
              contestId: route.contestId,
              groupId: route.groupId,
              judgedCount,
            })
          }
        </MySubmissionsSlot>
      ),
    },
    ...(files.length > 0
      ? [
          {
            key: 'annex' as const,
            label: t('problemDetails.tab.annex'),
            render: () => <AnnexPanel files={files} />,
          },
        ]
      : []),
  ];

  return (
    <SplitPane
      collapsed={collapsed}
      left={
        <article className="problem-page__statement" aria-label={t('problemDetails.statement')}>
          <ProblemHeader
            info={info}
            displayId={route.contestId ? route.problemId : (info.problem.problemId ?? route.problemId)}
            actions={
              <ProblemActions
                info={info}
                route={route}
                collapsed={collapsed}
                onToggleCollapse={() => setCollapsed((value) => !value)}
              />
            }
          />
          <ProblemTabs
            label={t('problemDetails.tabs')}
            tabs={tabs}
            selected={tabs.some((entry) => entry.key === tab) ? tab : 'description'}
            opened={opened}
            onSelect={select}
          />
        </article>
      }
      right={<WorkbenchPane problem={info} route={route} onJudged={judged} onSubmitted={submitted} />}
    />
  );
}

/** Holds the statement's place while the problem loads, so nothing jumps when it arrives. */
function StatementSkeleton() {
  const t = useT();
  return (
    <div className="problem-page__skeleton">
      <Skeleton rows={12} label={t('problemDetails.loading')} />
    </div>
  );
}

/**
 * Every problem page: the bank's, a contest's, a training's and a group's, and their full-screen (focus mode)
 * twins. The route's params say which problem and where; the statement renders before the editor has loaded.
 */
export function ProblemDetailsPage({ renderMySubmissions }: ProblemDetailsPageProps) {
  useSignals();
  const t = useT();
  const params = useParams();
  const { pathname } = useLocation();
  const { problemID, contestID, trainingID, groupID } = params;
  const route = useMemo(
    () => problemRouteOf({ problemID, contestID, trainingID, groupID }, pathname),
    [problemID, contestID, trainingID, groupID, pathname],
  );
  const queryClient = useQueryClient();
  const query = useQuery(problemDetailsQuery(route));
  usePageTitle(query.data?.problem.title || t('page.problemDetails'));

  const onJudged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: problemDetailsKeys.page(route) });
    void queryClient.invalidateQueries({ queryKey: problemDetailsKeys.navigation(route) });
  }, [queryClient, route]);

  const view = queryView(query);
  let body;
  if (view.kind === 'pending')
    body = <SplitPane collapsed={false} left={<StatementSkeleton />} right={<WorkbenchSkeleton />} />;
  else if (view.kind === 'failed')
    body = (
      <div className="problem-page__failed">
        <div className="problem-page__failed-head">
          <h1 className="problem-page__failed-title">{t('page.problemDetails')}</h1>
          {/* Focus mode has no menu: the way back to the normal page stays at hand. */}
          <FocusModeToggle route={route} />
        </div>
        <ErrorState
          message={t('problemDetails.error')}
          detail={view.error.message}
          error={view.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  else
    body = (
      <>
        {/* A re-read that fails (after a verdict, say) leaves the statement, the code and the verdict as they
            were: only this line says the page could not be refreshed. */}
        <RefreshFailed query={query} />
        <LoadedProblem
          // Another problem starts afresh on its description; the divider keeps its remembered width.
          key={`${route.contestId ?? ''}/${route.groupId ?? ''}/${route.problemId}`}
          info={view.data}
          route={route}
          onJudged={onJudged}
          renderMySubmissions={renderMySubmissions}
        />
      </>
    );

  const classes = ['problem-page'];
  if (route.fullScreen) classes.push('problem-page--focus');
  else if (route.contestId) classes.push('problem-page--contest');

  return (
    <div className={classes.join(' ')}>
      {body}
      {hasNavigation(route) && isLoggedIn.value ? <ProblemNavigation route={route} /> : null}
    </div>
  );
}
