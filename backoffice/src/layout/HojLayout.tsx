import { useEffect, type ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  TitlePortal,
  ToggleThemeButton,
  useLogout,
  useTranslate,
} from 'react-admin';
import { watchOtherTabs } from '@hoj/core/session/session';
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
 * react-admin's layout (a drawer menu on small screens) with our language menu, the light/dark toggle and the
 * menu by role; a logout in another tab (or the portal) ends this one too.
 */
export function HojLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const logout = useLogout();
  useDocumentTitle(translate('hoj.app.title'));
  useEffect(() => watchOtherTabs(() => void logout()), [logout]);
  return (
    <Layout appBar={HojAppBar} menu={HojMenu}>
      {children}
    </Layout>
  );
}
