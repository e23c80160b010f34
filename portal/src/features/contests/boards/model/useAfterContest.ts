import { useSignals } from '@preact/signals-react/runtime';
import { ContestStatus, type ContestVO } from '@generated/model/index';
import {
  containsAfterContest,
  contestSettingsAllowed,
  setContainsAfterContest,
} from '@portal/features/contests/model/contestSettings';

export interface AfterContestToggle {
  on: boolean;
  set: (on: boolean) => void;
}

/**
 * The "Contains after contest" switch: the same per-contest choice as the contest header's settings (one
 * signal, so the header and every open board follow each other), offered when the contest's settings are.
 * Null when they are not: the board then asks without the submissions after the end.
 */
export function useAfterContest(
  contest: Pick<ContestVO, 'id' | 'allowEndSubmit'>,
  viewer: { isAdmin: boolean; ended: boolean },
): AfterContestToggle | null {
  useSignals();
  const choice = containsAfterContest(contest.id).value;
  const status = viewer.ended ? ContestStatus.ENDED : null;
  if (!contestSettingsAllowed(contest, { isAdmin: viewer.isAdmin, status })) return null;
  return { on: choice, set: (on) => setContainsAfterContest(contest.id, on) };
}
