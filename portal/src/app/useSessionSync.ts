import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { refreshRoles } from '@hoj/core/http/hojFetch';
import { session, watchOtherTabs } from '@hoj/core/session/session';
import { translateIn } from '@portal/i18n/catalog';
import { localeSignal } from '@portal/i18n/locale';
import { removeUnread } from '@portal/shared/session/unread';
import { showToast } from '@portal/shared/toast/toastStore';

/**
 * Keeps tabs in step: adopt a token another tab stored, or log out and go home when another tab logged out
 * (the signals re-render the shell, no reload); refresh the roles once on load when logged in; forget the
 * unread counts whenever the session ends, however it ended; and drop every cached answer when the account
 * changes.
 */
export function useSessionSync(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      watchOtherTabs(() => {
        showToast('info', translateIn(localeSignal.peek(), 'shell.session.loggedOutElsewhere'));
        void navigate('/home', { replace: true });
      }),
    [navigate],
  );

  useEffect(() => {
    let uid = session.get().user?.uid ?? null;
    return session.subscribe((state) => {
      if (state.token === null) removeUnread(queryClient);
      const next = state.user?.uid ?? null;
      if (next === uid) return;
      const switched = uid !== null && next !== null;
      uid = next;
      // Another account (signed in here or in another tab): nothing the previous one saw may stay on screen
      // while the pages load again; a refetch would show it until the answers came.
      if (switched) void queryClient.resetQueries();
    });
  }, [queryClient]);

  useEffect(() => {
    // Nothing for visitors; an expired token shows its message, clears the session and opens the login dialog.
    void refreshRoles({ silent: false });
  }, []);
}
