import { memo, useEffect, type ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useLogout,
  useTranslate,
} from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { isAdminRole } from '@hoj/core/domain/roles';
import { watchAccountSwitch, watchOtherTabs } from '@hoj/core/session/session';
import { LanguageSwitcher } from '../common/LanguageSwitcher';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { GuardedLogout } from './GuardedLogout';
import { HojMenu } from './HojMenu';
import { ThemeToggle } from './ThemeToggle';

/**
 * react-admin's routes rebuild the layout element whenever their auth, permission or resource state moves,
 * several times on a cold start; memo keeps the app bar (and the menu) out of those renders unless their own
 * hooks change.
 */
const HojAppBar = memo(function HojAppBar() {
  const { identity } = useGetIdentity();
  // Wide enough, react-admin shows the user's name on the button (on a phone, an icon with its own label).
  const showsName = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <AppBar
      userMenu={
        // Named by what it shows, as voice control users will say it.
        <UserMenu label={showsName ? identity?.fullName : undefined}>
          <GuardedLogout />
        </UserMenu>
      }
      toolbar={
        <>
          <LanguageSwitcher />
          <ThemeToggle />
          <LoadingIndicator />
        </>
      }
    >
      {/* Every page's title lands here, so it is the page's one level-one heading (react-admin draws an h6). */}
      <TitlePortal component="h1" />
    </AppBar>
  );
});

const MemoMenu = memo(HojMenu);

/**
 * Another tab (the portal shares the storage) may sign in as someone else; this tab then adopts that session.
 * A non-admin account cannot use the back office, so it goes to the login page; for another admin every cached
 * list and record is dropped and loaded again with their permissions (a refetch would show the old account's
 * rows and counts until it answered).
 */
function useAccountSwitchWatch(logout: () => Promise<unknown>): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      watchAccountSwitch((state) => {
        if (isAdminRole(state.roles)) void queryClient.resetQueries();
        else void logout();
      }),
    [logout, queryClient],
  );
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
    <Layout appBar={HojAppBar} menu={MemoMenu}>
      {children}
    </Layout>
  );
}
