import { useGetIdentity, usePermissions } from 'react-admin';

/**
 * The signed-in staff member's roles and username. Screens hide what the server would refuse this person (an
 * author-only edit, a root-only delete), so they read both from the session react-admin already holds.
 */
export function useStaff(): { roles: readonly string[]; username: string | null } {
  const { permissions } = usePermissions<string[] | undefined>();
  const { identity } = useGetIdentity();
  const username: unknown = identity?.username;
  return { roles: permissions ?? [], username: typeof username === 'string' ? username : null };
}
