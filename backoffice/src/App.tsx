import { useMemo, useState, type ComponentType } from 'react';
import { BrowserRouter, Route } from 'react-router';
import { AdminContext, AdminUI, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { useMediaQuery } from '@mui/material';
import { configureHttp } from '@hoj/core/http/config';
import type { AdminCapability } from '@hoj/core/domain/adminAccess';
import type { Locale } from '@hoj/core/i18n/locale';
import { applyLocale, currentLocaleOf, initialLocale } from './i18n/localePreference';
import { AppTitle } from './layout/AppTitle';
import { CatchAll } from './layout/CatchAll';
import { HojLayout } from './layout/HojLayout';
import { StartupLoading } from './layout/StartupLoading';
import { OldPathRedirect } from './layout/OldPathRedirect';
import { OLD_PATHS } from './layout/oldPaths';
import {
  IMPORT_USERS_PATH,
  PROBLEM_BATCH_PATH,
  PROBLEM_EXAMINE_PATH,
  PROBLEM_TRANSFER_PATH,
  SWITCH_PATH,
  SYSTEM_CONFIG_PATH,
} from './customPaths';
import { darkTheme, lightTheme } from './layout/theme';
import { LoginRoute } from './login/LoginRoute';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { RequireCapability } from './common/RequireCapability';
import { createBackOfficeQueryClient } from './providers/queryClient';
import { createBackOfficeStore } from './providers/store';
import { seedAuthQueries } from './providers/authSeed';
import { useHojI18nProvider } from './providers/i18nProvider';
import {
  DISCUSSION_REPORTS_PATH,
  discussionReportsPage as DiscussionReportsPage,
} from './discussions/reports';
import {
  dashboardPage,
  importUsersPage as ImportUsersPage,
  problemBatchPage as ProblemBatchPage,
  problemExaminePage as ProblemExaminePage,
  problemTransferPage as ProblemTransferPage,
  switchPage as SwitchPage,
  systemConfigPage as SystemConfigPage,
} from './pages';
import { BASENAME } from './preloadPage';
import {
  contestAnnouncementsPage as ContestAnnouncementsPage,
  contestProblemCreatePage as ContestProblemCreatePage,
  contestProblemEditPage as ContestProblemEditPage,
  contestProblemsPage as ContestProblemsPage,
} from './contests/pages';
import {
  CONTEST_ANNOUNCEMENTS_PATH,
  CONTEST_PROBLEM_CREATE_PATH,
  CONTEST_PROBLEM_EDIT_PATH,
  CONTEST_PROBLEMS_PATH,
} from './contests/paths';
import { TRAINING_PROBLEMS_PATH, trainingProblemsPage as TrainingProblemsPage } from './trainings/pages';
import { resourceOperations, resources } from './resources';

/** Custom pages behind one capability each: anyone else is sent to the dashboard. */
const GUARDED_PAGES: readonly (readonly [string, AdminCapability, ComponentType])[] = [
  [IMPORT_USERS_PATH, 'users', ImportUsersPage],
  [DISCUSSION_REPORTS_PATH, 'discussions', DiscussionReportsPage],
  [CONTEST_PROBLEMS_PATH, 'contests', ContestProblemsPage],
  [CONTEST_PROBLEM_CREATE_PATH, 'contests', ContestProblemCreatePage],
  [CONTEST_PROBLEM_EDIT_PATH, 'contests', ContestProblemEditPage],
  [CONTEST_ANNOUNCEMENTS_PATH, 'contests', ContestAnnouncementsPage],
  [PROBLEM_BATCH_PATH, 'problems', ProblemBatchPage],
  [PROBLEM_EXAMINE_PATH, 'problemExamine', ProblemExaminePage],
  [PROBLEM_TRANSFER_PATH, 'problemTransfer', ProblemTransferPage],
];

function BackOffice() {
  const [locale] = useState(() => {
    const chosen = initialLocale();
    applyLocale(chosen);
    return chosen;
  });
  const i18nProvider = useHojI18nProvider(locale);
  if (!i18nProvider) return <StartupLoading locale={locale} />;
  return <BackOfficeAdmin locale={locale} i18nProvider={i18nProvider} />;
}

function BackOfficeAdmin({ locale, i18nProvider }: { locale: Locale; i18nProvider: I18nProvider }) {
  const [store] = useState(() => createBackOfficeStore(locale));
  const [queryClient] = useState(createBackOfficeQueryClient);
  // translate stays the same function when pages add texts (the provider object changes), so these stay too.
  const { translate } = i18nProvider;
  const providers = useMemo(
    () => ({
      auth: createAuthProvider(translate),
      data: createDataProvider(resourceOperations, translate),
    }),
    [translate],
  );
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  // Once, before the first render: react-admin's routes then start with the session's roles and identity.
  useState(() => seedAuthQueries(queryClient, providers.auth));

  // <Admin> is these two; used directly, its default i18n provider (polyglot) stays out of the bundle.
  return (
    <AdminContext
      store={store}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      authProvider={providers.auth}
      dataProvider={providers.data}
      theme={lightTheme}
      darkTheme={darkTheme}
      // The system's setting until staff pick one with the app bar's toggle (react-admin remembers that).
      defaultTheme={prefersDark ? 'dark' : 'light'}
    >
      <AdminUI
        disableTelemetry
        title={<AppTitle />}
        loginPage={LoginRoute}
        dashboard={dashboardPage}
        layout={HojLayout}
        catchAll={CatchAll}
        requireAuth
      >
        {Object.entries(resources).map(([name, { operations: _operations, ...screens }]) => (
          <Resource key={name} name={name} {...screens} />
        ))}
        <CustomRoutes>
          {/* Pages that check their own access inside (they say which part the signed-in staff may change). */}
          <Route path={SYSTEM_CONFIG_PATH} element={<SystemConfigPage />} />
          <Route path={SWITCH_PATH} element={<SwitchPage />} />
          <Route path={TRAINING_PROBLEMS_PATH} element={<TrainingProblemsPage />} />
          {GUARDED_PAGES.map(([path, capability, Page]) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireCapability capability={capability}>
                  <Page />
                </RequireCapability>
              }
            />
          ))}
          {/* The old front end's paths, so staff bookmarks keep working. */}
          {OLD_PATHS.map(([from]) => (
            <Route key={from} path={from} element={<OldPathRedirect />} />
          ))}
        </CustomRoutes>
      </AdminUI>
    </AdminContext>
  );
}

/**
 * The back office lives under /admin, on the portal's origin, so both share the login token. Navigation is not a
 * transition: react-admin's logout redirect would otherwise be restarted by its own store and query resets
 * and never commit, leaving the old page on screen under the /admin/login URL.
 */
export function App() {
  // Core's error texts (and the server's known messages) follow the language shown, kept on <html lang>.
  useState(() => configureHttp({ locale: () => currentLocaleOf(document.documentElement.lang) }));
  return (
    <BrowserRouter basename={BASENAME} useTransitions={false}>
      <BackOffice />
    </BrowserRouter>
  );
}
