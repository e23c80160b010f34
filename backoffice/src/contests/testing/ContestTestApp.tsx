import { useMemo, useState } from 'react';
import { BrowserRouter, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { configureHttp } from '@hoj/core/http/config';
import { applyLocale, currentLocaleOf, initialLocale } from '@backoffice/i18n/localePreference';
import { HojLayout } from '@backoffice/layout/HojLayout';
import { createAuthProvider } from '@backoffice/providers/authProvider';
import { seedAuthQueries } from '@backoffice/providers/authSeed';
import { createDataProvider } from '@backoffice/providers/dataProvider';
import { useHojI18nProvider } from '@backoffice/providers/i18nProvider';
import { createBackOfficeQueryClient } from '@backoffice/providers/queryClient';
import { createBackOfficeStore } from '@backoffice/providers/store';
import contests from '../index';
import {
  contestAnnouncementsPage as ContestAnnouncementsPage,
  contestProblemsPage as ContestProblemsPage,
} from '../pages';
import { CONTEST_ANNOUNCEMENTS_PATH, CONTEST_PROBLEMS_PATH } from '../paths';

/**
 * The back office as App.tsx builds it (same providers, layout, `/admin` base), holding the contest screens,
 * for their component tests: the tests do not depend on how the app's registry is wired.
 */
export function ContestTestApp() {
  useState(() => configureHttp({ locale: () => currentLocaleOf(document.documentElement.lang) }));
  const [locale] = useState(() => {
    const chosen = initialLocale();
    applyLocale(chosen);
    return chosen;
  });
  const [store] = useState(() => createBackOfficeStore(locale));
  const [queryClient] = useState(createBackOfficeQueryClient);
  const i18nProvider = useHojI18nProvider(locale);
  const providers = useMemo(
    () => ({
      auth: createAuthProvider(i18nProvider.translate),
      data: createDataProvider({ contests: contests.operations }, i18nProvider.translate),
    }),
    [i18nProvider],
  );
  useState(() => seedAuthQueries(queryClient, providers.auth));
  const { operations: _operations, ...screens } = contests;
  return (
    <BrowserRouter basename="/admin" useTransitions={false}>
      <Admin
        disableTelemetry
        store={store}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        authProvider={providers.auth}
        dataProvider={providers.data}
        layout={HojLayout}
        requireAuth
      >
        <Resource name="contests" {...screens} />
        <CustomRoutes>
          <Route path={CONTEST_PROBLEMS_PATH} element={<ContestProblemsPage />} />
          <Route path={CONTEST_ANNOUNCEMENTS_PATH} element={<ContestAnnouncementsPage />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
