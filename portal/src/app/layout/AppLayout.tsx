import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { LoginDialogHost } from '@portal/features/auth';
import { useT } from '@portal/i18n/useT';
import { Skeleton } from '@portal/shared/ui/states';
import type { RouteHandle } from '../router/routeHandle';
import { useSessionSync } from '../useSessionSync';
import { Footer } from './Footer';
import { RouteProgressBar } from './RouteProgressBar';
import { TopNav } from './TopNav';
import './layout.css';

/** The default-mode shell: top menu, the page, the footer (hidden where a route asks), the login dialog. */
export function AppLayout() {
  const t = useT();
  useSessionSync();
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  const hideFooter = handles.some((handle) => handle?.hideFooter === true);
  const hideNav = handles.some((handle) => handle?.hideNav === true);
  return (
    <div className="app-shell">
      <RouteProgressBar />
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      {hideNav ? null : <TopNav />}
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {hideFooter ? null : <Footer />}
      <LoginDialogHost />
      <ScrollRestoration />
    </div>
  );
}

function PageLoading() {
  return (
    <div className="page">
      <Skeleton rows={4} />
    </div>
  );
}
