import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import { isAdminRole } from '@hoj/core/domain/roles';
import { session } from '@hoj/core/session/session';
import { currentIdentity } from './authProvider';

/** react-admin's key for `usePermissions()` without parameters: the routes, the menu and the dashboard use it. */
export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}] as const;
/** The prefix of react-admin's `useCanAccess` keys. */
export const CAN_ACCESS_QUERY_KEY = ['auth', 'canAccess'] as const;
/** react-admin's key for `useGetIdentity()` (the app bar's user menu). */
export const IDENTITY_QUERY_KEY = ['auth', 'getIdentity'] as const;

const sameRoles = (a: unknown, b: readonly string[]): boolean =>
  Array.isArray(a) && a.length === b.length && a.every((role, index) => role === b[index]);

/**
 * Starts react-admin's auth queries with what this tab's session already holds. Without a first answer the
 * routes waited for the server's roles and then rebuilt their resource registry and the whole layout three
 * times on the way in, and the app bar rendered twice waiting for the (local) identity: about 300 ms of
 * blocked main thread on a slow phone. The roles are still asked of the server (getPermissions), in the
 * background, and replace the stored ones only if they changed. A failure there (a dead session) is handed
 * back to react-admin by marking the query stale: its own error handling asks again and logs out on a 401.
 */
export function seedAuthQueries(queryClient: QueryClient, authProvider: AuthProvider): void {
  const { token, roles } = session.get();
  const identity = currentIdentity();
  // A portal user's session (shared storage) gets the login page, and react-admin would keep a seeded identity
  // through the next sign-in there: only an admin session, which react-admin takes as it is, is seeded.
  if (token === null || identity === null || !isAdminRole(roles) || !authProvider.getPermissions) return;
  queryClient.setQueryData(IDENTITY_QUERY_KEY, identity);
  queryClient.setQueryData(PERMISSIONS_QUERY_KEY, roles);
  authProvider.getPermissions({}).then(
    (fresh) => {
      if (sameRoles(fresh, roles)) return;
      queryClient.setQueryData(PERMISSIONS_QUERY_KEY, fresh);
      // What the old roles allowed (menu entries, screens) is asked again with the new ones.
      void queryClient.invalidateQueries({ queryKey: CAN_ACCESS_QUERY_KEY });
    },
    () => void queryClient.invalidateQueries({ queryKey: PERMISSIONS_QUERY_KEY }),
  );
}
