import { QueryClient } from '@tanstack/react-query';
import { queryRetryDefaults } from '@hoj/core/http/retryPolicy';

/**
 * A read that failed in a way that may pass (network, time-out, HTTP 5xx) is asked again once, quietly; then the
 * panel shows its error with a retry button. Refusals are not retried: they answer the same way again, and each
 * failure already showed a toast.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...queryRetryDefaults.queries,
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: queryRetryDefaults.mutations,
    },
  });
}
