import { RoleKey } from '@generated/model/index';
import { can } from '@hoj/core/domain/adminAccess';

interface OwnedTraining {
  author?: string | null;
}

/**
 * Who may open a training in the editor or show and hide it: the super admin, or its author. The backend
 * refuses every other admin (body status 403), so the list offers those actions to them only.
 */
export function canEditTraining(training: OwnedTraining, roles: readonly string[], username: string | null) {
  if (roles.includes(RoleKey.ROOT)) return true;
  return Boolean(username) && training.author === username;
}

/** Deleting a training (its problem links and registrations with it): the super admin only. */
export function canDeleteTraining(roles: readonly string[]): boolean {
  return can('trainingDelete', roles);
}

/** Changing a training problem's rank or removing it: the super admin and problem admins. */
export function canEditTrainingProblems(roles: readonly string[]): boolean {
  return can('trainingProblemEdit', roles);
}

/** Creating, renaming and deleting training categories: the super admin and problem admins. */
export function canManageTrainingCategories(roles: readonly string[]): boolean {
  return can('trainingCategories', roles);
}
