import { usePermissions } from 'react-admin';
import { can } from '@hoj/core/domain/adminAccess';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import { session } from '@hoj/core/session/session';

/** What the signed-in staff member may do with contests, by the backend's own checks. */
export interface ContestAccess {
  /** Edit, show or hide, and download the accepted code: root or the contest's creator. */
  canManage(contest: { uid?: string | null }): boolean;
  /** Delete a contest: root only. */
  canDelete: boolean;
  /** Remove a problem from a contest: root and problem admins. */
  canRemoveProblem: boolean;
}

export function contestAccess(roles: readonly string[], uid: string | null): ContestAccess {
  return {
    canManage: (contest) => isSuperAdmin(roles) || (uid !== null && contest.uid === uid),
    canDelete: can('contestDelete', roles),
    canRemoveProblem: can('contestProblemDelete', roles),
  };
}

export function useContestAccess(): ContestAccess {
  const { permissions } = usePermissions<string[] | undefined>();
  return contestAccess(permissions ?? [], session.get().user?.uid ?? null);
}
