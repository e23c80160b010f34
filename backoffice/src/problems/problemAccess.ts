import { RoleKey } from '@generated/model/index';
import { can } from '@hoj/core/domain/adminAccess';

interface OwnedProblem {
  author?: string | null;
  isRemote?: boolean | null;
}

/**
 * Who may open a problem for editing, download its test cases or compile its judge program with its id: the
 * super admin, a problem admin, or the problem's author. The backend refuses anyone else (body status 403), so
 * the list offers those actions only to them.
 */
export function canManageProblem(problem: OwnedProblem, roles: readonly string[], username: string | null) {
  if (roles.includes(RoleKey.ROOT) || roles.includes(RoleKey.PROBLEM_ADMIN)) return true;
  return Boolean(username) && problem.author === username;
}

/** Deleting a problem: the super admin and problem admins only (a plain admin may not, not even their own). */
export function canDeleteProblem(roles: readonly string[]): boolean {
  return can('problemDelete', roles);
}

/** Only the super admin and problem admins may make a problem public; a plain admin is refused. */
export function canPublishProblem(roles: readonly string[]): boolean {
  return roles.includes(RoleKey.ROOT) || roles.includes(RoleKey.PROBLEM_ADMIN);
}

/** Test data lives with the site's own problems; a remote judge's problem has none here to download. */
export function hasOwnTestData(problem: OwnedProblem): boolean {
  return problem.isRemote !== true;
}
