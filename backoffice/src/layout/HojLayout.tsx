import { useEffect, type ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, TitlePortal, useLogout, useTranslate } from 'react-admin';
import { watchOtherTabs } from '@hoj/core/session/session';
import { LanguageSwitcher } from '../common/LanguageSwitcher';
import { useDocumentTitle } from '../common/useDocumentTitle';

function HojAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <LanguageSwitcher />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

/** react-admin's layout with our language menu; a logout in another tab (or the portal) ends this one too. */
export function HojLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const logout = useLogout();
  useDocumentTitle(translate('hoj.app.title'));
  useEffect(() => watchOtherTabs(() => void logout()), [logout]);
  return <Layout appBar={HojAppBar}>{children}</Layout>;
}
