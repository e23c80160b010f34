import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { watchOtherTabs } from '@hoj/core/session/session';
import { refreshRoles } from '@hoj/core/http/hojFetch';

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
    // Nothing for visitors; an expired token shows its message, clears the session and opens the login dialog.
    void refreshRoles({ silent: false });
  }, []);
}
