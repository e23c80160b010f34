import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { routes } from './router/routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  );
}
