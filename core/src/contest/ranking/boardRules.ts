import { toMs } from './records';
import type { Instant } from './types';

export interface SealSettings {
  sealRank: boolean;
  sealRankTime?: Instant | null;
  endTime: Instant;
  /** The board unfreezes by itself once the contest has ended. */
  autoRealRank: boolean;
}

export interface BoardViewer {
  /** A super admin or the contest's creator (or, for a group contest, a group owner). */
  isContestAdmin: boolean;
  /** The request asked for the live board. */
  forceRefresh: boolean;
}

/**
 * Whether a viewer gets the frozen board at `nowMs` (the server's time): only when the contest seals its
 * board, strictly after the seal time and before the end, and after the end too unless the contest unfreezes
 * by itself. Contest admins see through the seal only when they ask for the live board; without asking they
 * get the frozen one like everyone else.
 */
export function isBoardSealed(contest: SealSettings, nowMs: number, viewer: BoardViewer): boolean {
  if (!contest.sealRank) return false;
  if (viewer.forceRefresh && viewer.isContestAdmin) return false;
  if (contest.sealRankTime === null || contest.sealRankTime === undefined) return false;
  const sealMs = toMs(contest.sealRankTime);
  const endMs = toMs(contest.endTime);
  if (nowMs > sealMs && nowMs < endMs) return true;
  return !contest.autoRealRank && nowMs > endMs;
}

/** Submissions after the end count only when the contest accepts them and the request asks for them. */
export function includesAfterContest(
  allowEndSubmit: boolean | null | undefined,
  containsEnd: boolean | null | undefined,
): boolean {
  return allowEndSubmit === true && containsEnd === true;
}
