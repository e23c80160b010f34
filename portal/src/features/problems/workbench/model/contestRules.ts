import { ContestAuth, ContestStatus, ContestType, type ContestVO } from '@generated/model/index';
import { contestStatusAt } from '@hoj/core/domain/contest';
import { parseHojDate } from '@hoj/core/format/date';

export interface ContestSubmitRules {
  /** Why nobody may submit now, or null when submitting is open. */
  closed: 'ended' | 'scheduled' | null;
  /** An OI contest without real-time results: a submission's result is not shown until the end. */
  hidesResult: boolean;
  /** Submit asks for the contest's password first (protected or private, not registered, not an admin). */
  needsPassword: boolean;
  /** A running site contest: the AI helper is off (a group's own contests keep it). */
  hidesAiHelp: boolean;
}

export interface ContestViewer {
  nowMs: number;
  /** The contest's author or a super admin. */
  isAdmin: boolean;
  /** Registered for the contest. */
  access: boolean;
}

/**
 * What a contest allows the problem page's submit box. Results are real-time in ACM contests, after the end,
 * for admins, and in OI contests until their board is sealed (an OI contest sealed from its start shows none).
 */
export function contestSubmitRules(contest: ContestVO, viewer: ContestViewer): ContestSubmitRules {
  const status = contestStatusAt(contest, viewer.nowMs);
  const sealedAt = contest.sealRank ? parseHojDate(contest.sealRankTime ?? null) : null;
  const sealed = contest.sealRank === true && (sealedAt === null || viewer.nowMs >= sealedAt.getTime());
  let closed: ContestSubmitRules['closed'] = null;
  if (status === ContestStatus.ENDED && contest.allowEndSubmit !== true) closed = 'ended';
  else if (status === ContestStatus.SCHEDULED && !viewer.isAdmin) closed = 'scheduled';
  return {
    closed,
    hidesResult:
      contest.type === ContestType.OI && status === ContestStatus.RUNNING && !viewer.isAdmin && sealed,
    needsPassword: contest.auth !== ContestAuth.PUBLIC && !viewer.access && !viewer.isAdmin,
    hidesAiHelp: status === ContestStatus.RUNNING && (contest.gid ?? null) === null,
  };
}
