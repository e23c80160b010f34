import { ContestAuth, ContestStatus, GroupMemberAuth } from '@generated/model/index';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import type { PortalMessageKey } from '@portal/i18n/catalog';

/**
 * Why the pages of a contest or a group (all but its home, where the way in is) are closed to the user, or
 * null when they are open:
 * - `pending`: not known yet (the contest, the access flag or the member level is still loading);
 * - `scheduled`: the contest has not started (contest admins excepted);
 * - `private`: a private contest the user has not registered for (the password form is on the contest home);
 * - `notMember`: the user is not a member of the group (level 3 or more) and not the super admin;
 * - `notContestAdmin`: a page for the contest's administrators (AC info, admin print, scroll board);
 * - `error`: the facts that decide it could not be read.
 */
export type AreaLock = 'pending' | 'scheduled' | 'private' | 'notMember' | 'notContestAdmin' | 'error';

/** What a menu item or a refused visit says about each lock. */
export const AREA_LOCK_REASON: Record<AreaLock, PortalMessageKey> = {
  pending: 'shell.lock.pending',
  scheduled: 'shell.lock.scheduled',
  private: 'shell.lock.private',
  notMember: 'shell.lock.notMember',
  notContestAdmin: 'shell.lock.notContestAdmin',
  error: 'shell.lock.error',
};

/** A fact fetched from the server: still loading, failed, or known. */
export type Loadable<T> = { state: 'pending' } | { state: 'error' } | { state: 'ready'; value: T };

export interface SessionUser {
  username: string;
  roles: readonly string[];
}

/** The fields of a contest (`GET /api/get-contest-info`) that decide its menu. */
export interface ContestFacts {
  auth: ContestAuth;
  author?: string | null;
  gid?: number | null;
}

/**
 * Contest admin: the contest's author or the super admin, known without asking anything; otherwise, for a
 * group contest, a member of that group at level 5 (group root), which needs the member level.
 */
export function isContestAdminWithoutGroup(contest: ContestFacts, user: SessionUser): boolean {
  return isSuperAdmin(user.roles) || (!!contest.author && contest.author === user.username);
}

/** Whether the member level in the contest's group must be asked to know if the user is a contest admin. */
export function needsContestGroupAuth(contest: ContestFacts, user: SessionUser): boolean {
  return contest.gid != null && !isContestAdminWithoutGroup(contest, user);
}

/** Whether the access flag (`intoAccess`) must be asked: a private contest for somebody who is not its admin. */
export function needsContestAccess(
  contest: ContestFacts,
  user: SessionUser,
  groupAuth: number | null,
): boolean {
  return contest.auth === ContestAuth.PRIVATE && !isContestAdmin(contest, user, groupAuth);
}

export function isContestAdmin(contest: ContestFacts, user: SessionUser, groupAuth: number | null): boolean {
  return (
    isContestAdminWithoutGroup(contest, user) || (contest.gid != null && groupAuth === GroupMemberAuth.ROOT)
  );
}

export interface ContestLockInput {
  contest: Loadable<ContestFacts>;
  /** The status on the client clock (scheduled before the start, running until the end); null if unknown. */
  status: ContestStatus | null;
  user: SessionUser;
  /** The user's level in the contest's group; only consulted for a group contest. */
  groupAuth: Loadable<number>;
  /** `GET /api/get-contest-access`; only consulted for a private contest. */
  access: Loadable<boolean>;
}

/**
 * The contest menu is disabled for everybody but the contest admin while the contest is scheduled, or while
 * it is private and the user has no access. Failing to learn the member level only means "not a group root".
 */
export function contestLock({ contest, status, user, groupAuth, access }: ContestLockInput): AreaLock | null {
  if (contest.state === 'pending') return 'pending';
  if (contest.state === 'error') return 'error';
  const facts = contest.value;
  if (isContestAdminWithoutGroup(facts, user)) return null;
  if (facts.gid != null) {
    if (groupAuth.state === 'pending') return 'pending';
    if (groupAuth.state === 'ready' && groupAuth.value === GroupMemberAuth.ROOT) return null;
  }
  if (status === null) return 'pending';
  if (status === ContestStatus.SCHEDULED) return 'scheduled';
  if (facts.auth === ContestAuth.PRIVATE) {
    if (access.state === 'pending') return 'pending';
    if (access.state === 'error') return 'error';
    if (!access.value) return 'private';
  }
  return null;
}

/**
 * The contest's admin pages (AC info, admin print, scroll board) are for its author, the super admin and, for a
 * group contest, the group's root; everybody else is refused. Not knowing the member level means "not a root".
 */
export function contestAdminLock({
  contest,
  user,
  groupAuth,
}: Pick<ContestLockInput, 'contest' | 'user' | 'groupAuth'>): AreaLock | null {
  if (contest.state === 'pending') return 'pending';
  if (contest.state === 'error') return 'error';
  const facts = contest.value;
  if (isContestAdminWithoutGroup(facts, user)) return null;
  if (facts.gid == null) return 'notContestAdmin';
  if (groupAuth.state === 'pending') return 'pending';
  return groupAuth.state === 'ready' && groupAuth.value === GroupMemberAuth.ROOT ? null : 'notContestAdmin';
}

/**
 * The group menu is disabled unless the user is a member (level 3 or more: member, admin, root) or the super
 * admin, who is never asked.
 */
export function groupLock({
  user,
  groupAuth,
}: {
  user: SessionUser;
  groupAuth: Loadable<number>;
}): AreaLock | null {
  if (isSuperAdmin(user.roles)) return null;
  if (groupAuth.state === 'pending') return 'pending';
  if (groupAuth.state === 'error') return 'error';
  return groupAuth.value >= GroupMemberAuth.MEMBER ? null : 'notMember';
}

export type AreaGuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  /** To the contest or group home, with a toast saying why. */
  | { kind: 'redirect'; reason: Exclude<AreaLock, 'pending'> };

/** A direct visit to a closed page of a contest or group goes to its home (where the way in is). */
export function decideAreaGuard(lock: AreaLock | null): AreaGuardDecision {
  if (lock === null) return { kind: 'allow' };
  if (lock === 'pending') return { kind: 'wait' };
  return { kind: 'redirect', reason: lock };
}
