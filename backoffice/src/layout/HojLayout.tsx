import { useEffect, type ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  TitlePortal,
  ToggleThemeButton,
  useLogout,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { isAdminRole } from '@hoj/core/domain/roles';
import { session, watchOtherTabs } from '@hoj/core/session/session';
import { LanguageSwitcher } from '../common/LanguageSwitcher';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { HojMenu } from './HojMenu';

function HojAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <LanguageSwitcher />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

/**
 * Another tab (the portal shares the storage) may sign in as someone else; this tab then adopts that session.
 * A non-admin account cannot use the back office, so it goes to the login page; another admin sees the pages
 * reloaded with their own permissions.
 */
function useAccountSwitchWatch(logout: () => Promise<unknown>): void {
  const refresh = useRefresh();
  useEffect(() => {
    let uid = session.get().user?.uid ?? null;
    return session.subscribe((state) => {
      const next = state.user?.uid ?? null;
      if (state.token === null || next === uid) return;
      uid = next;
      if (isAdminRole(state.roles)) refresh();
      else void logout();
    });
  }, [logout, refresh]);
}

/**
 * react-admin's layout (a drawer menu on small screens) with our language menu, the light/dark toggle and the
 * menu by role; a logout in another tab (or the portal) ends this one too.
 */
export function HojLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const logout = useLogout();
  useDocumentTitle(translate('hoj.app.title'));
  useEffect(() => watchOtherTabs(() => void logout()), [logout]);
  useAccountSwitchWatch(logout);
  return (
    <Layout appBar={HojAppBar} menu={HojMenu}>
      {children}
    </Layout>
  );
}
