import { ContestStatus, type ContestVO } from '@generated/model/index';
import { contestStatusAt, contestSwitchMoments } from '@hoj/core/domain/contest';
import { parseHojDate } from '@hoj/core/format/date';
import { useServerNow } from '@portal/shared/hooks/useServerNow';

type BoardContest = Pick<ContestVO, 'status' | 'startTime' | 'endTime' | 'sealRank' | 'sealRankTime'>;

export interface BoardClock {
  ended: boolean;
  /**
   * The contest freezes its board and the server's time is between the seal and the end: the server then shows
   * everyone but the contest's admins (who ask for the live board) the board as it stood at the seal.
   */
  sealed: boolean;
  /** When the board froze (epoch ms), when it does. */
  sealMs: number | null;
}

export function boardClockAt(contest: BoardContest, nowMs: number): BoardClock {
  const ended = contestStatusAt(contest, nowMs) === ContestStatus.ENDED;
  const seal = contest.sealRank ? parseHojDate(contest.sealRankTime) : null;
  const end = parseHojDate(contest.endTime);
  const sealMs = seal ? seal.getTime() : null;
  const sealed = sealMs !== null && end !== null && nowMs >= sealMs && nowMs < end.getTime();
  return { ended, sealed, sealMs };
}

/** The board's clock on the server's time, switching at the seal and at the end without a reload. */
export function useBoardClock(contest: BoardContest): BoardClock {
  const seal = contest.sealRank ? (parseHojDate(contest.sealRankTime)?.getTime() ?? null) : null;
  const now = useServerNow([...contestSwitchMoments(contest), seal]);
  return boardClockAt(contest, now);
}
