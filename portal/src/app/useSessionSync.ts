import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { refreshRoles } from '@hoj/core/http/hojFetch';
import { useAfterFirstPaint } from '@hoj/core/lazy/useAfterFirstPaint';
import { session, watchAccountSwitch, watchOtherTabs } from '@hoj/core/session/session';
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

  useEffect(
    () =>
      session.subscribe((state) => {
        if (state.token === null) removeUnread(queryClient);
      }),
    [queryClient],
  );

  // A reset, not a refetch: a refetch would show the previous account's answers until the new ones came.
  useEffect(() => watchAccountSwitch(() => void queryClient.resetQueries()), [queryClient]);

  // Nothing for visitors; an expired token shows its message, clears the session and opens the login dialog.
  // Asked once the page has painted: the page's own data goes first.
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) void refreshRoles({ silent: false });
  }, [painted]);
}
