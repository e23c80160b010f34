import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Locale } from '@hoj/core/i18n/locale';
import { session } from '@hoj/core/session/session';
import { AppProviders } from '../app/AppProviders';
import { configurePortalHttp } from '../app/bootstrap';
import { routes } from '../app/router/routes';
import { localeSignal } from '../i18n/locale';
import { closeLoginDialog } from '../shared/auth/loginDialogState';
import { clearToasts } from '../shared/toast/toastStore';

// jsdom does not scroll; the router's scroll restoration would log "not implemented" (and fail the test).
window.scrollTo = () => undefined;

/** A fresh visitor: no session, no language cookie, no toasts, the request layer wired as in main.tsx. */
export function resetPortal(locale: Locale = 'en-US'): void {
  localStorage.clear();
  document.cookie = 'lang=; path=/; max-age=0';
  session.clear();
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
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}
