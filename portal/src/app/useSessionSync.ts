import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { session, watchOtherTabs } from '@hoj/core/session/session';
import { refreshRoles } from '../features/auth/api/authApi';

/**
 * Spec 000 §4: adopt a token another tab stored, or go home when another tab logged out; and refresh the
 * roles once on load when logged in.
 */
export function useSessionSync(): void {
  const navigate = useNavigate();

  useEffect(
    () =>
      watchOtherTabs(() => {
        void navigate('/home');
      }),
    [navigate],
  );

  useEffect(() => {
    if (session.get().token === null) return;
    // A failure was already reported by the request layer (a 401 also opened the login dialog).
    refreshRoles().catch(() => undefined);
  }, []);
}
