import { QueryClient } from '@tanstack/react-query';
import { queryRetryDefaults } from '@hoj/core/http/retryPolicy';

/**
 * react-admin's own client would retry every failure three times with growing pauses, so a server that never
 * answers kept "Loading…" for minutes; the back office follows the portal's rule instead.
 */
export function createBackOfficeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: queryRetryDefaults.queries,
      mutations: queryRetryDefaults.mutations,
    },
  });
}
