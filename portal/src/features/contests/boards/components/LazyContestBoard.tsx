import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import '@portal/i18n/pages/contestBoards';
import { useT } from '@portal/i18n/useT';
import { useAfterFirstPaint } from '@hoj/core/lazy/useAfterFirstPaint';
import { PanelBoundary } from '@portal/shared/ui/PanelBoundary';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';
import type { ContestBoard as Board } from './ContestBoard';

type BoardProps = ComponentProps<typeof Board>;

const loadBoard = () => import('./ContestBoard').then((module) => ({ default: module.ContestBoard }));
const lazyBoard = (): ComponentType<BoardProps> => lazy(loadBoard);

/**
 * The outside board's rows come in a chunk of their own (rows, controls, the virtualiser), asked for once the
 * header is on screen: the page's title is its largest paint and waits for neither their code nor their
 * requests. A retry after a failed load takes a fresh component, which fetches again.
 */
const sharedBoard = lazyBoard();

/** The board below an outside board's header, its failure to load kept inside it with a retry. */
export function LazyContestBoard(props: BoardProps) {
  const t = useT();
  const [ContestBoard, setContestBoard] = useState(() => sharedBoard);
  const headerPainted = useAfterFirstPaint();
  const skeleton = <Skeleton rows={8} label={t('contestBoards.loading')} />;
  if (!headerPainted) return skeleton;
  return (
    <PanelBoundary
      onRetry={() => setContestBoard(() => lazyBoard())}
      fallback={(retry) => <ErrorState message={t('contestBoards.error')} onRetry={retry} />}
    >
      <Suspense fallback={skeleton}>
        <ContestBoard {...props} />
      </Suspense>
    </PanelBoundary>
  );
}
