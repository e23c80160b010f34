import { render } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Locale } from '@hoj/core/i18n/locale';
import { session } from '@hoj/core/session/session';
import { serverClock } from '@hoj/core/time/serverClock';
import { AppProviders } from '@portal/app/AppProviders';
import { configurePortalHttp } from '@portal/app/bootstrap';
import { routes } from '@portal/app/router/routes';
import { localeSignal } from '@portal/i18n/locale';
import { closeLoginDialog } from '@portal/shared/auth/loginDialogState';
import { clearToasts } from '@portal/shared/toast/toastStore';

// jsdom does not scroll; the router's scroll restoration would log "not implemented" (and fail the test).
window.scrollTo = () => undefined;

/**
 * A fresh visitor: no session, no language cookie, no toasts, no server time learned yet (a page load), the
 * request layer wired as in main.tsx.
 */
export function resetPortal(locale: Locale = 'en-US'): void {
  localStorage.clear();
  document.cookie = 'lang=; path=/; max-age=0';
  session.clear();
  serverClock.reset();
  clearToasts();
  closeLoginDialog();
  localeSignal.value = locale;
  document.documentElement.lang = locale;
  configurePortalHttp();
}

/** The whole portal (providers, layout, route table) at `path`, with a cache that never retries. */
export function renderApp(path = '/home') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = setupUser();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}

/** One component inside the portal's providers (cache and toasts), without the router, on `queryClient`. */
export function renderWithProviders(ui: ReactElement, queryClient: QueryClient) {
  return render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
}
