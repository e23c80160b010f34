import { Suspense, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '@portal/i18n/useT';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { InfoIcon } from '@portal/shared/ui/icons';
import { ErrorState, Skeleton } from '@portal/shared/ui/states';
import { PanelBoundary } from '@portal/shared/ui/PanelBoundary';

/**
 * The "my submissions" tab: the submissions panel for a signed-in reader, else a login alert with a button. The
 * panel's code is fetched when the tab first opens; a failed fetch stays inside the tab, with a retry.
 */
export function MySubmissionsSlot({ children }: { children: () => ReactNode }) {
  useSignals();
  const t = useT();
  if (isLoggedIn.value)
    return (
      <PanelBoundary
        fallback={(retry) => (
          <ErrorState message={t('problemDetails.mySubmissions.failed')} onRetry={retry} />
        )}
      >
        <Suspense fallback={<Skeleton rows={4} />}>{children()}</Suspense>
      </PanelBoundary>
    );
  return (
    <div className="alert alert--warning problem-login-alert" role="alert">
      <InfoIcon />
      <p>{t('problemDetails.mySubmissions.login')}</p>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => openLoginDialog()}
      >
        {t('auth.login')}
      </button>
    </div>
  );
}
