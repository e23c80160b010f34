import { useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { createQueryClient } from './queryClient';
import { prefetchRoute } from './router/prefetchRoutes';
import { preloadPages } from './router/preloadPages';
import { routes } from './router/routes';

/**
 * The router and the cache, made before the first render: the first page's data is asked for at once, and its
 * code is fetched beside it (the render waits for the code, briefly).
 */
export async function createAppState() {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);
  prefetchRoute(queryClient, router.state.location);
  await preloadPages(routes, router.state.location.pathname);
  return { queryClient, router };
}

export function App({ state }: { state: Awaited<ReturnType<typeof createAppState>> }) {
  const [{ queryClient, router }] = useState(state);
  useEffect(() => {
    let last = router.state.location.key;
    // Later navigations: the next page's data loads beside its code, too.
    return router.subscribe((next) => {
      if (next.location.key === last) return;
      last = next.location.key;
      prefetchRoute(queryClient, next.location);
    });
  }, [queryClient, router]);
  return (
    <ErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  );
}
