import { QueryClient } from '@tanstack/react-query';
import { queryRetryDefaults } from '@hoj/core/http/retryPolicy';

/**
 * How long react-admin's auth answers stay fresh. Our checkAuth and canAccess read the session in this tab
 * (no request), and react-admin shares one checkAuth query between the routes and every list: with
 * react-query's default of 0, each list that mounts asks again, and the fetching flag flipping twice in the
 * routes re-rendered the whole layout twice on a cold /admin/users. A logout clears the cache, an account
 * switch resets it, a failed check (no data) is always asked again, and the roles canAccess reads are
 * refreshed by getPermissions on its own five-minute schedule.
 */
export const AUTH_STALE_MS = 5 * 60 * 1000;

/**
 * react-admin's own client would retry every failure three times with growing pauses, so a server that never
 * answers kept "Loading…" for minutes; the back office follows the portal's rule instead.
 */
export function createBackOfficeQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: queryRetryDefaults.queries,
      mutations: queryRetryDefaults.mutations,
    },
  });
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: AUTH_STALE_MS });
  client.setQueryDefaults(['auth', 'canAccess'], { staleTime: AUTH_STALE_MS });
  return client;
}
