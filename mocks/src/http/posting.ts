import type { RoleKey } from '@generated/model/index';
import { isAdminRole } from '@hoj/core/domain/roles';
import type { UserRow } from '../store/schema/accounts';
import { acceptedProblemCount } from '../store/queries/judge';
import { ApiFailure } from './failure';
import { messages } from './messages';

/**
 * Rules the discussion and comment services share. The switch defaults of a stock deployment apply
 * (`hoj-switch.yml`): posting a discussion, a comment or a reply needs 10 problems solved, except for admins.
 * The backend's daily limit on new discussions (5 a day, kept in Redis) is not modelled: the mock never refuses
 * a post for it.
 */
export const DISCUSSION_AC_MIN = 10;
export const COMMENT_AC_MIN = 10;

/** root, admin and problem_admin: the roles the services treat as site admins. */
export function isSiteAdmin(role: RoleKey): boolean {
  return isAdminRole([role]);
}

/** The common content validator: not blank (whitespace counts as blank), at most `max` characters. */
export function requireContent(value: string | null, item: string, max: number): string {
  if (value === null || value.trim() === '') throw new ApiFailure(400, messages.blank(item));
  if (value.length > max) throw new ApiFailure(400, messages.tooLong(item));
  return value;
}

/** Non-admins need enough problems solved; the service answers body status 403 otherwise. */
export function requireSolved(user: UserRow, min: number, refusal: (min: number) => string): void {
  if (!isSiteAdmin(user.role) && acceptedProblemCount(user.uid) < min)
    throw new ApiFailure(403, refusal(min));
}
