import { useMemo, useState, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { BrowserRouter, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, memoryStore } from 'react-admin';
import type { AdminCapability } from '@hoj/core/domain/adminAccess';
import { configureHttp } from '@hoj/core/http/config';
import { RequireCapability } from '@backoffice/common/RequireCapability';
import type { ResourceDefinition } from '@backoffice/common/resourceDefinition';
import { HojLayout } from '@backoffice/layout/HojLayout';
import { createAuthProvider } from '@backoffice/providers/authProvider';
import { seedAuthQueries } from '@backoffice/providers/authSeed';
import { createDataProvider } from '@backoffice/providers/dataProvider';
import { useHojI18nProvider } from '@backoffice/providers/i18nProvider';
import { createBackOfficeQueryClient } from '@backoffice/providers/queryClient';
import { resourceOperations } from '@backoffice/resources';

export interface StaffRoute {
  path: string;
  capability: AdminCapability;
  element: ReactElement;
}

interface StaffScreenOptions {
  /** The address under /admin to open. */
  path: string;
  /** Resources beyond the registered ones, by name. */
  resources?: Readonly<Record<string, ResourceDefinition>>;
  routes?: readonly StaffRoute[];
}

function StaffApp({ resources = {}, routes = [] }: Omit<StaffScreenOptions, 'path'>) {
  const i18nProvider = useHojI18nProvider('en-US');
  const [queryClient] = useState(createBackOfficeQueryClient);
  const [store] = useState(() => memoryStore());
  const providers = useMemo(() => {
    const operations = {
      ...resourceOperations,
      ...Object.fromEntries(
        Object.entries(resources).map(([name, definition]) => [name, definition.operations]),
      ),
    };
    return {
      auth: createAuthProvider(i18nProvider.translate),
      data: createDataProvider(operations, i18nProvider.translate),
    };
  }, [i18nProvider, resources]);
  useState(() => seedAuthQueries(queryClient, providers.auth));
  return (
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
      {Object.entries(resources).map(([name, { operations: _operations, ...screens }]) => (
        <Resource key={name} name={name} {...screens} />
      ))}
      <CustomRoutes>
        {routes.map(({ path, capability, element }) => (
          <Route
            key={path}
            path={path}
            element={<RequireCapability capability={capability}>{element}</RequireCapability>}
          />
        ))}
      </CustomRoutes>
    </Admin>
  );
}

/**
 * The back office as App.tsx builds it (layout, providers, the roles' route guard) with the screens under test
 * added, in English, at `/admin{path}`: a screen can be tested before the registry and the routes list it.
 */
export function renderStaffScreen({ path, ...screens }: StaffScreenOptions) {
  configureHttp({ locale: () => 'en-US' });
  window.history.replaceState(null, '', `/admin${path}`);
  return render(
    <BrowserRouter basename="/admin">
      <StaffApp {...screens} />
    </BrowserRouter>,
  );
}
