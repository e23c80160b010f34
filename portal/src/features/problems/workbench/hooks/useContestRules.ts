import { useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { ContestAuth } from '@generated/model/index';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import { rolesSignal, userSignal } from '@portal/shared/session/sessionSignals';
import type { ProblemRoute } from '@portal/features/problems/model/problemRoute';
import { contestAccessQuery, contestInfoQuery } from '../api/workbenchApi';
import { contestSubmitRules, type ContestSubmitRules } from '../model/contestRules';

export interface ContestContext {
  /** Null outside contests, and until the contest has been read. */
  rules: ContestSubmitRules | null;
  /** A contest problem whose contest is still being read: Submit waits for it. */
  pending: boolean;
}

/** The contest a problem was opened in, as far as the submit box cares (see `contestSubmitRules`). */
export function useContestRules(route: ProblemRoute): ContestContext {
  useSignals();
  const user = userSignal.value;
  const roles = rolesSignal.value;
  const cid = route.contestId;
  const info = useQuery({ ...contestInfoQuery(cid ?? 0), enabled: cid !== null && user !== null });
  const contest = info.data;
  const isAdmin = isSuperAdmin(roles) || (!!contest?.author && contest.author === user?.username);
  const askAccess = !!contest && contest.auth !== ContestAuth.PUBLIC && !isAdmin && user !== null;
  const access = useQuery({ ...contestAccessQuery(cid ?? 0, user?.uid ?? ''), enabled: askAccess });
  if (cid === null) return { rules: null, pending: false };
  // A contest that cannot be read leaves the decision to the server's answer to the submit.
  if (!contest) return { rules: null, pending: user !== null && info.isPending };
  if (askAccess && access.isPending) return { rules: null, pending: true };
  return {
    rules: contestSubmitRules(contest, { nowMs: Date.now(), isAdmin, access: access.data ?? false }),
    pending: false,
  };
}
