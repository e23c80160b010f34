import { RoleKey } from '@generated/model/index';
import type { CoreMessageKey } from '../i18n/messages';

export interface RoleInfo {
  /** Id in the backend's `role` table. */
  id: number;
  labelKey: CoreMessageKey;
}

/** Every role the backend knows, with its id in the `role` table and its label. */
export const roleTable: Record<RoleKey, RoleInfo> = {
  root: { id: 1000, labelKey: 'role.root' },
  admin: { id: 1001, labelKey: 'role.admin' },
  default_user: { id: 1002, labelKey: 'role.default_user' },
  no_subimit_user: { id: 1003, labelKey: 'role.no_subimit_user' },
  no_discuss_user: { id: 1004, labelKey: 'role.no_discuss_user' },
  mute_user: { id: 1005, labelKey: 'role.mute_user' },
  no_submit_no_discuss_user: { id: 1006, labelKey: 'role.no_submit_no_discuss_user' },
  no_submit_mute_user: { id: 1007, labelKey: 'role.no_submit_mute_user' },
  problem_admin: { id: 1008, labelKey: 'role.problem_admin' },
};

/** Any of these shows the management menu and may use the back office. */
export const ADMIN_ROLES: readonly RoleKey[] = [RoleKey.ROOT, RoleKey.ADMIN, RoleKey.PROBLEM_ADMIN];

export function isAdminRole(roles: readonly string[]): boolean {
  return roles.some((role) => (ADMIN_ROLES as readonly string[]).includes(role));
}

/** Super admin (root) is separate from the other admin roles. */
export function isSuperAdmin(roles: readonly string[]): boolean {
  return roles.includes(RoleKey.ROOT);
}

export function isRoleKey(value: string): value is RoleKey {
  return Object.prototype.hasOwnProperty.call(roleTable, value);
}

/** The role key of a `role` table id (e.g. from an admin user list), or null. */
export function roleKeyById(id: number): RoleKey | null {
  for (const [key, info] of Object.entries(roleTable) as [RoleKey, RoleInfo][]) {
    if (info.id === id) return key;
  }
  return null;
}
