import { useGetIdentity, usePermissions } from 'react-admin';

/** The signed-in staff member's roles and username, which decide what each training screen offers. */
export function useStaff(): { roles: readonly string[]; username: string | null } {
  const { permissions } = usePermissions<string[] | undefined>();
  const { identity } = useGetIdentity();
  const username: unknown = identity?.username;
  return { roles: permissions ?? [], username: typeof username === 'string' ? username : null };
}
