import { useEffect, useRef } from 'react';
import { useT } from '@portal/i18n/useT';
import { usePageTitle } from '@portal/shared/hooks/usePageTitle';
import { Skeleton } from '@portal/shared/ui/states';
import { useLogout } from '../hooks/useLogout';

/** The /logout route (login required): logs out once, then lands on /home. */
export function LogoutPage() {
  const t = useT();
  const logout = useLogout();
  const started = useRef(false);
  usePageTitle(t('user.logout'));

  useEffect(() => {
    // StrictMode runs effects twice in development; one logout call is enough.
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);

  return (
    <div className="page page--narrow">
      <Skeleton rows={1} label={t('auth.loggingOut')} />
    </div>
  );
}
