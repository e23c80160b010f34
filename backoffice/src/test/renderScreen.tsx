import { Suspense, type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router';
import {
  AdminContext,
  Loading,
  Notification,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  TitlePortal,
  type ResourceDefinition,
} from 'react-admin';
import { configureHttp } from '@hoj/core/http/config';
import type { Locale } from '@hoj/core/i18n/locale';
import { applyLocale } from '@backoffice/i18n/localePreference';
import { lightTheme } from '@backoffice/layout/theme';
import { BASENAME } from '@backoffice/preloadPage';
import { seedAuthQueries } from '@backoffice/providers/authSeed';
import { createAuthProvider } from '@backoffice/providers/authProvider';
import { createDataProvider } from '@backoffice/providers/dataProvider';
import { createI18nProvider } from '@backoffice/providers/i18nProvider';
import { createBackOfficeQueryClient } from '@backoffice/providers/queryClient';
import { createBackOfficeStore } from '@backoffice/providers/store';
import type { ResourceDefinition as HojResource } from '@backoffice/common/resourceDefinition';
import { resourceOperations, resources } from '@backoffice/resources';

/** What react-admin's `<Resource>`s would register: the registry's screens, for links and redirects. */
const registry: Readonly<Record<string, HojResource>> = resources;
const definitions: Record<string, ResourceDefinition> = Object.fromEntries(
  Object.entries(registry).map(([name, definition]) => [
    name,
    {
      name,
      hasList: 'list' in definition,
      hasCreate: 'create' in definition,
      hasEdit: 'edit' in definition,
      hasShow: false,
      icon: definition.icon,
      recordRepresentation: definition.recordRepresentation,
    },
  ]),
);

export interface ScreenOptions {
  /** The address under /admin the screen is opened at, e.g. `/problems/create`. */
  path: string;
  /** The route the screen answers, e.g. `/problems/:id`; the path without its query by default. */
  route?: string;
  /** The resource the screen belongs to (its list, create or edit view). */
  resource?: string;
  /** The address staff came from: one history entry below the screen's, where Back goes. */
  from?: string;
  /** The language it is shown in: English unless the test is about another. */
  locale?: Locale;
  /** Other screens this one leads to, by route (e.g. the list a save returns to). */
  routes?: Readonly<Record<string, ReactElement>>;
}

function inResource(element: ReactElement, resource: string | undefined): ReactElement {
  return resource ? <ResourceContextProvider value={resource}>{element}</ResourceContextProvider> : element;
}

/**
 * One back-office screen, for whoever `loginAs` signed in, with what the app gives every screen and nothing
 * more: the real providers (over the mock server), the app's query client, store and theme, its router under
 * /admin (the leave guard and redirects work on the browser's history), the title slot and the notifications,
 * in English unless told otherwise. No layout, menu or other resource is built, which costs the whole app several seconds a test;
 * the routes, guards and registry are tested once per page through the app (App.test.tsx).
 */
export async function renderScreen(screen: ReactElement, options: ScreenOptions): Promise<RenderResult> {
  const locale = options.locale ?? 'en-US';
  document.cookie = `lang=${locale}; path=/`;
  applyLocale(locale);
  configureHttp({ locale: () => locale });
  if (options.from === undefined) {
    window.history.replaceState(null, '', `${BASENAME}${options.path}`);
  } else {
    window.history.replaceState(null, '', `${BASENAME}${options.from}`);
    window.history.pushState(null, '', `${BASENAME}${options.path}`);
  }
  const i18nProvider = await createI18nProvider(locale);
  const authProvider = createAuthProvider(i18nProvider.translate);
  const queryClient = createBackOfficeQueryClient();
  seedAuthQueries(queryClient, authProvider);
  const others = Object.entries(options.routes ?? {});
  return render(
    <BrowserRouter basename={BASENAME} useTransitions={false}>
      <AdminContext
        store={createBackOfficeStore(locale)}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        authProvider={authProvider}
        dataProvider={createDataProvider(resourceOperations, i18nProvider.translate)}
        theme={lightTheme}
      >
        <ResourceDefinitionContextProvider definitions={definitions}>
          <TitlePortal component="h1" />
          {/* The layout's landmark, which pages and their tests look inside. */}
          <main>
            {/* The layout's boundary: a page's lazy parts (and the suspending `use()` calls) wait inside it. */}
            <Suspense fallback={<Loading />}>
              <Routes>
                <Route
                  path={options.route ?? options.path.split('?')[0]}
                  element={inResource(screen, options.resource)}
                />
                {others.map(([route, element]) => (
                  <Route key={route} path={route} element={inResource(element, options.resource)} />
                ))}
                {/* Where a page sends staff away to (the list after a save, the dashboard): the test reads the address. */}
                <Route path="*" element={null} />
              </Routes>
            </Suspense>
          </main>
          <Notification />
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </BrowserRouter>,
  );
}
