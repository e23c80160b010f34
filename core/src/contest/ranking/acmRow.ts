import type { ACMContestRankVO, ACMProblemSubmissionInfo } from '@generated/model/index';
import { rowHead } from './rowHead';
import type { ParticipantRecords, RankRecord } from './records';

/** Each rejection that carries a penalty before the accepted run adds twenty minutes. */
export const PENALTY_SECONDS = 20 * 60;

/** The earliest accepted time (seconds) per problem among the submissions a board shows. */
export type FirstAcceptedTimes = ReadonlyMap<string, number>;

/**
 * The first solve of each problem: the earliest accepted submission anyone on the board made (star
 * participants included, even on a board that leaves them out), hidden ones aside. Every solve at that same
 * second is a first solve too.
 */
export function firstAcceptedTimes(
  participants: readonly ParticipantRecords[],
  isHidden: (record: RankRecord) => boolean,
): Map<string, number> {
  const first = new Map<string, number>();
  for (const { records } of participants)
    for (const record of records) {
      if (record.outcome !== 'accepted' || isHidden(record)) continue;
      const known = first.get(record.displayId);
      if (known === undefined || record.time < known) first.set(record.displayId, record.time);
    }
  return first;
}

/** A participant's ACM row before it is placed (rank and award come from `assignPlaces`). */
export function acmRow(
  entry: ParticipantRecords,
  isHidden: (record: RankRecord) => boolean,
  firstAccepted: FirstAcceptedTimes,
): ACMContestRankVO {
  const { participant } = entry;
  const submissionInfo: Record<string, ACMProblemSubmissionInfo> = {};
  let ac = 0;
  let totalTime = 0;
  let total = 0;
  for (const record of entry.records) {
    let cell = submissionInfo[record.displayId];
    if (!cell) {
      cell = { errorNum: 0 };
      submissionInfo[record.displayId] = cell;
    }
    // Every submission on the board is counted, hidden ones and those after a solve included.
    total += 1;
    if (isHidden(record)) {
      // The viewer learns that a submission was made, not its verdict.
      cell.tryNum = (cell.tryNum ?? 0) + 1;
      continue;
    }
    // Once solved, later submissions change nothing in the cell.
    if (cell.isAC) continue;
    if (record.outcome === 'accepted') {
      ac += 1;
      cell.isAC = true;
      cell.isFirstAC = firstAccepted.get(record.displayId) === record.time;
      cell.ACTime = record.time;
      if (record.afterContest) cell.isAfterContest = true;
      totalTime += cell.errorNum * PENALTY_SECONDS + record.time;
    } else if (record.outcome === 'penalty') {
      cell.errorNum += 1;
    }
  }
  return {
    ...rowHead(participant),
    totalTime,
    total,
    ac,
    submissionInfo,
  };
}

/** Board order: more solved first, then less time, then the order in which the participants first submitted. */
export function compareAcm(
  a: { row: ACMContestRankVO; order: number },
  b: { row: ACMContestRankVO; order: number },
): number {
  return b.row.ac - a.row.ac || a.row.totalTime - b.row.totalTime || a.order - b.order;
}

export function acmTies(a: ACMContestRankVO, b: ACMContestRankVO): boolean {
  return a.ac === b.ac && a.totalTime === b.totalTime;
}
