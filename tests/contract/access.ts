import { stockPermissionsOf } from '@hoj/core/domain/permissions';
import type { ContractOp } from './contract';

/**
 * Who may call what, from the contract's `x-roles` / `x-permissions` and the permission grants of a stock HOJ
 * deployment (the seed data of HimitZH/HOJ-Deploy `hoj.sql`). The grants are editable in a real
 * database; the suite assumes the stock ones and says so in its report.
 */

export interface Principal {
  /** Role keys (`roleList` of the login answer); empty for an anonymous caller. */
  roles: readonly string[];
  permissions: ReadonlySet<string>;
  loggedIn: boolean;
}

export const ANONYMOUS: Principal = { roles: [], permissions: new Set(), loggedIn: false };

export function principal(roles: readonly string[]): Principal {
  return { roles, permissions: stockPermissionsOf(roles), loggedIn: true };
}

/** Root passes every service-level check of HOJ (contest creator, group root, problem author …). */
export function isSuperuser(p: Principal): boolean {
  return p.roles.includes('root');
}

/**
 * Whether the contract's declared requirements (login, roles, permissions) admit the caller, and if not, why.
 * Service-level rules (contest creator, group member level) are not declared and not judged here.
 */
export function declaredAccess(op: ContractOp, p: Principal): { allowed: boolean; reason: string } {
  if (op.needsLogin && !p.loggedIn) return { allowed: false, reason: 'needs login' };
  if (op.roles.length > 0) {
    const held = op.roles.filter((role) => p.roles.includes(role));
    const ok =
      op.logical === 'AND' && op.roles.length > 1 ? held.length === op.roles.length : held.length > 0;
    if (!ok)
      return { allowed: false, reason: `needs role ${op.roles.join(op.logical === 'AND' ? ' + ' : ' or ')}` };
  }
  if (op.permissions.length > 0) {
    const any = op.logical === 'OR' && op.roles.length === 0;
    const held = op.permissions.filter((perm) => p.permissions.has(perm));
    const ok = any ? held.length > 0 : held.length === op.permissions.length;
    if (!ok) {
      const missing = op.permissions.filter((perm) => !p.permissions.has(perm));
      return { allowed: false, reason: `needs permission ${missing.join(', ')}` };
    }
  }
  return { allowed: true, reason: '' };
}
