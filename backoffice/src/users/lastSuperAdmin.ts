import { RoleKey, UserRolesVOStatus } from '@generated/model/index';
import type { EditableUser, UserRecord } from './userResource';

export type LastSuperAdminError = 'hoj.userAdmin.lastSuperAdminRole' | 'hoj.userAdmin.lastSuperAdminBan';

/** A super admin who can sign in: only such an account can give the role back to anyone. */
export function isActiveSuperAdmin(user: Pick<UserRecord, 'roles' | 'status'>): boolean {
  return (
    user.status !== UserRolesVOStatus.BANNED && (user.roles ?? []).some((role) => role.role === RoleKey.ROOT)
  );
}

/**
 * An edit that would leave the site without a super admin who can sign in is refused: taking the role from, or
 * banning, the only active one (themself included). `activeSuperAdmins` is unknown (undefined) while the count
 * loads; the server refuses such an edit all the same.
 */
export function lastSuperAdminErrors(
  before: Pick<EditableUser, 'role' | 'status'> | undefined,
  after: Pick<EditableUser, 'role' | 'status'>,
  activeSuperAdmins: number | undefined,
): { role?: LastSuperAdminError; status?: LastSuperAdminError } {
  const wasActiveRoot = before?.role === RoleKey.ROOT && before.status !== UserRolesVOStatus.BANNED;
  if (!wasActiveRoot || activeSuperAdmins === undefined || activeSuperAdmins > 1) return {};
  if (after.role !== RoleKey.ROOT) return { role: 'hoj.userAdmin.lastSuperAdminRole' };
  if (after.status === UserRolesVOStatus.BANNED) return { status: 'hoj.userAdmin.lastSuperAdminBan' };
  return {};
}
