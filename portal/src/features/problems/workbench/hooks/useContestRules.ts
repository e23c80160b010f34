import { useQuery } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { ContestAuth } from '@generated/model/index';
import { contestSwitchMoments } from '@hoj/core/domain/contest';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import { parseHojDate } from '@hoj/core/format/date';
import { contestInfoQuery } from '@portal/shared/api/contestInfoQuery';
import { useServerNow } from '@portal/shared/hooks/useServerNow';
import { rolesSignal, userSignal } from '@portal/shared/session/sessionSignals';
import type { ProblemRoute } from '@portal/features/problems/model/problemRoute';
import { contestAccessQuery } from '../api/workbenchApi';
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
  // The rules switch at the server's start, end and seal, whatever the PC's clock says.
  const nowMs = useServerNow(
    contest
      ? [...contestSwitchMoments(contest), parseHojDate(contest.sealRankTime ?? null)?.getTime() ?? null]
      : [],
  );
  if (cid === null) return { rules: null, pending: false };
  // A contest that cannot be read leaves the decision to the server's answer to the submit.
  if (!contest) return { rules: null, pending: user !== null && info.isPending };
  if (askAccess && access.isPending) return { rules: null, pending: true };
  return {
    rules: contestSubmitRules(contest, { nowMs, isAdmin, access: access.data ?? false }),
    pending: false,
  };
}
