import type { ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT } from '@portal/i18n/useT';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { InfoIcon } from '@portal/shared/ui/icons';

/** The "my submissions" tab: the submissions panel for a signed-in reader, else a login alert with a button. */
export function MySubmissionsSlot({ children }: { children: () => ReactNode }) {
  useSignals();
  const t = useT();
  if (isLoggedIn.value) return <>{children()}</>;
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
