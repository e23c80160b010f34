import type { RoleKey } from '@generated/model/index';
import { db } from '../db';
import { ApiFailure, integrityViolation } from '../http/failure';
import { messages } from '../messages';
import type { UserRow } from '../model';
import { acceptedProblemCount } from '../queries';
import { isAdminRole } from '@hoj/core/domain/roles';

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

/** `CommonValidator.validateContent`: not blank (whitespace counts as blank), at most `max` characters. */
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

/** A discussion's category is a foreign key: one that does not exist fails in the database (HTTP 500). */
export function requireCategory(categoryId: number): number {
  if (!db.categories.some((c) => c.id === categoryId)) throw integrityViolation();
  return categoryId;
}

/** Removes comments with their replies and likes; returns how many replies went with them. */
export function removeComments(ids: ReadonlySet<number>): number {
  const before = db.replies.length;
  db.replies = db.replies.filter((r) => !ids.has(r.commentId));
  db.commentLikes = db.commentLikes.filter((l) => !ids.has(l.cid));
  db.comments = db.comments.filter((c) => !ids.has(c.id));
  return before - db.replies.length;
}

/** Removes discussions with everything that hangs on them (the tables' ON DELETE CASCADE). */
export function removeDiscussions(ids: ReadonlySet<number>): number {
  const before = db.discussions.length;
  db.discussions = db.discussions.filter((d) => !ids.has(d.id));
  db.discussionLikes = db.discussionLikes.filter((l) => !ids.has(l.did));
  removeComments(new Set(db.comments.filter((c) => c.did !== null && ids.has(c.did)).map((c) => c.id)));
  return before - db.discussions.length;
}
