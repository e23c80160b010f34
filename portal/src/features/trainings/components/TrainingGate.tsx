import type { ReactNode } from 'react';
import { useT } from '@portal/i18n/useT';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';
import type { TrainingViewer } from '../model/useTrainingViewer';
import { TrainingPassword } from './TrainingPassword';

/**
 * What stands before a training's problems and rank: the password form of a private training the user has not
 * registered for, a placeholder while that is being checked, a retry when it could not be.
 */
export function TrainingGate({
  viewer,
  tid,
  children,
}: {
  viewer: TrainingViewer;
  tid: number;
  children: ReactNode;
}) {
  const t = useT();
  switch (viewer.entry) {
    case 'open':
      return children;
    case 'pending':
      return <Skeleton rows={3} label={t('trainings.access.loading')} />;
    case 'failed':
      return <ErrorState message={t('trainings.access.error')} onRetry={viewer.retryAccess} />;
    case 'password':
      return <TrainingPassword tid={tid} />;
  }
}
