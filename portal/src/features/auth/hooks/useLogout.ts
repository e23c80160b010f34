import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { session } from '@hoj/core/session/session';
import { useT } from '@portal/i18n/useT';
import { showToast } from '@portal/shared/toast/toastStore';
import { revokeToken } from '../api/authApi';

/**
 * The user menu's logout: call logout, clear the session, go to /home, confirm with a toast. The session is
 * cleared after leaving the page, so a login-only page never sees itself logged out and asks for a login.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const t = useT();
  return useCallback(async () => {
    await revokeToken();
    await navigate('/home', { replace: true });
    session.clear();
    showToast('success', t('auth.loggedOut'));
  }, [navigate, t]);
}
