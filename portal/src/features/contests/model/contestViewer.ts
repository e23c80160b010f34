import { createContext, useContext } from 'react';
import type { ContestStatus } from '@generated/model/index';

/**
 * Where the user stands with a private or protected contest: `notNeeded` for a public contest and for its
 * admins (who never register), else whether the server has a registration for them.
 */
export type ContestRegistration = 'notNeeded' | 'pending' | 'registered' | 'unregistered' | 'failed';

/**
 * What the contest shell knows of the logged-in user in the contest being visited, for its pages: decided once,
 * by the same rules as the contest menu's locks, and passed down by the shell (`ContestViewerContext`).
 */
export interface ContestViewer {
  /** A contest admin: its author, a super admin, or the root of its group. Null while that is being learnt. */
  isAdmin: boolean | null;
  registration: ContestRegistration;
  /**
   * The contest's status on the server's time, switching at its start and end without a reload; null until the
   * contest has been read.
   */
  status: ContestStatus | null;
}

/** Outside a contest (or before the shell has learnt anything). */
export const UNKNOWN_VIEWER: ContestViewer = { isAdmin: null, registration: 'pending', status: null };

export const ContestViewerContext = createContext<ContestViewer>(UNKNOWN_VIEWER);

/** The user in the contest being visited, as the contest shell decided it. */
export function useContestViewer(): ContestViewer {
  return useContext(ContestViewerContext);
}
