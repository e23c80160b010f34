import { useMemo, useState } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { BrowserRouter, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Layout, Resource } from 'react-admin';
import { configureHttp } from '@hoj/core/http/config';
import { applyLocale, currentLocaleOf, initialLocale } from '@backoffice/i18n/localePreference';
import { lightTheme } from '@backoffice/layout/theme';
import { createAuthProvider } from '@backoffice/providers/authProvider';
import { seedAuthQueries } from '@backoffice/providers/authSeed';
import { createDataProvider } from '@backoffice/providers/dataProvider';
import { useHojI18nProvider } from '@backoffice/providers/i18nProvider';
import { createBackOfficeQueryClient } from '@backoffice/providers/queryClient';
import { createBackOfficeStore } from '@backoffice/providers/store';
import trainingCategories from '../categories';
import trainings from '../index';
import { TRAINING_PROBLEMS_PATH, trainingProblemsPage as TrainingProblemsPage } from '../pages';

const definitions = { trainings, trainingCategories };

/**
 * The back office as App.tsx builds it (same providers), with only the training screens and react-admin's plain
 * layout: the tests of these screens do not depend on the app's registry, menu or other pages.
 */
function TrainingAdmin() {
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
      data: createDataProvider(
        Object.fromEntries(Object.entries(definitions).map(([name, d]) => [name, d.operations])),
        i18nProvider.translate,
      ),
    }),
    [i18nProvider],
  );
  useState(() => seedAuthQueries(queryClient, providers.auth));
  return (
    <Admin
      disableTelemetry
      store={store}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      authProvider={providers.auth}
      dataProvider={providers.data}
      layout={Layout}
      theme={lightTheme}
      requireAuth
    >
      {Object.entries(definitions).map(([name, { operations: _operations, ...screens }]) => (
        <Resource key={name} name={name} {...screens} />
      ))}
      <CustomRoutes>
        <Route path={TRAINING_PROBLEMS_PATH} element={<TrainingProblemsPage />} />
      </CustomRoutes>
    </Admin>
  );
}

/** Renders the training screens at `path` (under /admin), as a signed-in session sees them. */
export function renderTrainingAdmin(path: string): RenderResult {
  configureHttp({ locale: () => currentLocaleOf(document.documentElement.lang) });
  window.history.replaceState(null, '', `/admin${path}`);
  return render(
    <BrowserRouter basename="/admin" useTransitions={false}>
      <TrainingAdmin />
    </BrowserRouter>,
  );
}
