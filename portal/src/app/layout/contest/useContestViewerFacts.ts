import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { ContestAuth } from '@generated/model/index';
import type { ContestRegistration, ContestViewer } from '@portal/features/contests';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { queryView } from '@portal/shared/ui/queryView';
import { isLoggedIn, userSignal } from '@portal/shared/session/sessionSignals';
import { contestAccessQuery } from '@portal/app/access/accessQueries';
import { useContestAdminLock } from '@portal/app/access/useAreaLock';
import { useContestStatus } from './contestClock';
import { parseRouteId } from './routeId';

/**
 * The user's standing in the contest being visited, for its pages: whether they are its admin (the rule of the
 * admin pages' lock), whether they registered for a private or protected contest (the access flag the menu's
 * lock reads, in the same cache entry), and the contest's status on the server's time.
 */
export function useContestViewerFacts(contestID: string): ContestViewer {
  useSignals();
  const user = userSignal.value;
  const cid = parseRouteId(contestID);
  const enabled = isLoggedIn.value && user !== null && cid !== null;
  const info = useQuery({ ...contestInfoQuery(cid ?? 0), enabled });
  const contest = enabled ? info.data : undefined;
  const status = useContestStatus(contest);
  const adminLock = useContestAdminLock(contestID);

  let isAdmin: boolean | null = null;
  if (contest && adminLock !== 'pending') isAdmin = adminLock === null;
  const asksAccess = contest !== undefined && isAdmin === false && contest.auth !== ContestAuth.PUBLIC;
  const access = useQuery({ ...contestAccessQuery(cid ?? 0, user?.uid ?? ''), enabled: asksAccess });
  const accessView = queryView(access);

  let registration: ContestRegistration = 'pending';
  if (contest && (contest.auth === ContestAuth.PUBLIC || isAdmin === true)) registration = 'notNeeded';
  else if (asksAccess) {
    if (accessView.kind === 'ready') registration = accessView.data ? 'registered' : 'unregistered';
    else if (accessView.kind === 'failed') registration = 'failed';
  }

  return useMemo(() => ({ isAdmin, registration, status }), [isAdmin, registration, status]);
}
