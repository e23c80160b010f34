import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { queryView } from '@portal/shared/ui/queryView';
import { isLoggedIn, rolesSignal, userSignal } from '@portal/shared/session/sessionSignals';
import { useContestStatus } from '../layout/contest/contestClock';
import { modeGroupID, type MenuMode } from '../layout/menuMode';
import { parseRouteId } from '../layout/contest/routeId';
import { contestAccessQuery, groupAuthQuery } from './accessQueries';
import {
  contestAdminLock,
  contestLock,
  groupLock,
  needsContestAccess,
  needsContestGroupAuth,
  type AreaLock,
  type Loadable,
  type SessionUser,
} from './areaLock';

/** What a lock reads of a query. Facts once read stand when a later read fails: a blip must not close pages. */
function loadable<T>(query: UseQueryResult<T>): Loadable<T> {
  const view = queryView(query);
  if (view.kind === 'ready') return { state: 'ready', value: view.data };
  if (view.kind === 'failed') return { state: 'error' };
  return { state: 'pending' };
}

/** The logged-in user as the locks need them, or null for a visitor (the login guard deals with visitors). */
function useSessionUser(): (SessionUser & { uid: string }) | null {
  useSignals();
  const user = userSignal.value;
  const roles = rolesSignal.value;
  if (!isLoggedIn.value || !user) return null;
  return { uid: user.uid, username: user.username, roles };
}

/**
 * Whether the pages of the contest are closed to the user, and why (scheduled, or private without access; the
 * contest admin is never kept out). Opens by itself when the client clock reaches the start. Null for a
 * visitor or an id that is not one: nothing to ask, the login guard and the pages handle those.
 */
export function useContestLock(contestID: string): AreaLock | null {
  const user = useSessionUser();
  const cid = parseRouteId(contestID);
  const enabled = user !== null && cid !== null;
  const sessionUser: SessionUser = user ?? { username: '', roles: [] };
  const uid = user?.uid ?? '';

  const info = useQuery({ ...contestInfoQuery(cid ?? 0), enabled });
  const facts = enabled ? info.data : undefined;
  const status = useContestStatus(facts);
  const gid = facts?.gid ?? null;
  const groupAuth = useQuery({
    ...groupAuthQuery(gid ?? 0, uid),
    enabled: facts !== undefined && gid !== null && needsContestGroupAuth(facts, sessionUser),
  });
  const access = useQuery({
    ...contestAccessQuery(cid ?? 0, uid),
    enabled: facts !== undefined && needsContestAccess(facts, sessionUser, groupAuth.data ?? null),
  });

  if (!enabled) return null;
  return contestLock({
    contest: loadable(info),
    status,
    user: sessionUser,
    groupAuth: loadable(groupAuth),
    access: loadable(access),
  });
}

/** Whether the contest's admin pages are closed to the user: only its author, the super admin and a group root. */
export function useContestAdminLock(contestID: string): AreaLock | null {
  const user = useSessionUser();
  const cid = parseRouteId(contestID);
  const enabled = user !== null && cid !== null;
  const sessionUser: SessionUser = user ?? { username: '', roles: [] };
  const info = useQuery({ ...contestInfoQuery(cid ?? 0), enabled });
  const facts = enabled ? info.data : undefined;
  const gid = facts?.gid ?? null;
  const groupAuth = useQuery({
    ...groupAuthQuery(gid ?? 0, user?.uid ?? ''),
    enabled: facts !== undefined && gid !== null && needsContestGroupAuth(facts, sessionUser),
  });
  if (!enabled) return null;
  return contestAdminLock({ contest: loadable(info), user: sessionUser, groupAuth: loadable(groupAuth) });
}

/** Whether the group's pages are closed to the user: not a member (level 3 or more), not the super admin. */
export function useGroupLock(groupID: string): AreaLock | null {
  const user = useSessionUser();
  const gid = parseRouteId(groupID);
  const sessionUser: SessionUser = user ?? { username: '', roles: [] };
  const lock = groupLock({ user: sessionUser, groupAuth: { state: 'pending' } });
  // The super admin is never asked.
  const enabled = user !== null && gid !== null && lock !== null;
  const groupAuth = useQuery({ ...groupAuthQuery(gid ?? 0, user?.uid ?? ''), enabled });

  if (user === null || gid === null) return null;
  return groupLock({ user: sessionUser, groupAuth: loadable(groupAuth) });
}

/** The lock of the area a mode menu belongs to: its contest, or its group (also for a group's training). */
export function useModeLock(mode: MenuMode): AreaLock | null {
  const contest = useContestLock(mode.kind === 'contest' ? mode.contestID : '');
  const group = useGroupLock(modeGroupID(mode) ?? '');
  return mode.kind === 'contest' ? contest : group;
}
