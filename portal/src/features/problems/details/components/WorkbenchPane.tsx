import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ProblemInfoVO } from '@generated/model/index';
import type { WorkbenchProps } from '@portal/features/problems/workbench/Workbench';
import { useT } from '@portal/i18n/useT';
import { useAfterFirstPaint } from '@hoj/core/lazy/useAfterFirstPaint';
import { ErrorState } from '@portal/shared/ui/states';
import type { ProblemRoute } from '@portal/features/problems/model/problemRoute';
import { PanelBoundary } from '@portal/shared/ui/PanelBoundary';

/**
 * The workbench is its own chunk (it brings the editor): the statement paints first and does not wait for it.
 * One lazy component for every problem page, so moving to the next problem does not wait again; a retry after
 * a failed load takes a fresh one, which fetches again.
 */
const lazyWorkbench = (): ComponentType<WorkbenchProps> =>
  lazy(() =>
    import('@portal/features/problems/workbench/Workbench').then((module) => ({ default: module.Workbench })),
  );
const sharedWorkbench = lazyWorkbench();

/** Holds the workbench's place (the editor's height) while its code arrives. */
export function WorkbenchSkeleton() {
  const t = useT();
  return (
    <div className="workbench-skeleton" role="status">
      <span className="visually-hidden">{t('problemDetails.workbench.loading')}</span>
    </div>
  );
}

interface WorkbenchPaneProps {
  problem: ProblemInfoVO;
  route: ProblemRoute;
  onJudged: () => void;
  onSubmitted?: () => void;
}

/** The right pane: the workbench, loaded on its own, its failure kept inside the pane with a retry. */
export function WorkbenchPane({ problem, route, onJudged, onSubmitted }: WorkbenchPaneProps) {
  const t = useT();
  const [Workbench, setWorkbench] = useState(() => sharedWorkbench);
  // The statement is the page's largest paint: the editor's code is asked for once it is on screen.
  const statementPainted = useAfterFirstPaint();
  if (!statementPainted) return <WorkbenchSkeleton />;
  return (
    <PanelBoundary
      onRetry={() => setWorkbench(() => lazyWorkbench())}
      fallback={(retry) => <ErrorState message={t('problemDetails.workbench.failed')} onRetry={retry} />}
    >
      <Suspense fallback={<WorkbenchSkeleton />}>
        <Workbench problem={problem} route={route} onJudged={onJudged} onSubmitted={onSubmitted} />
      </Suspense>
    </PanelBoundary>
  );
}
