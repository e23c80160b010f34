import { OIRankScoreType, type OIContestRankVO } from '@generated/model/index';
import { rowHead } from './rowHead';
import type { ParticipantRecords, RankRecord } from './records';

/**
 * The submissions that stand for a problem. Most recent: those of the latest second, the last of them giving the
 * score. Highest: those with the best score, the first of them giving it; a submission without a score never
 * counts, so a problem with none scored is left out.
 */
function standing(
  records: readonly RankRecord[],
  highest: boolean,
): { counted: RankRecord; tied: RankRecord[] } | null {
  if (highest) {
    let best: number | null = null;
    for (const record of records)
      if (record.score !== null && (best === null || record.score > best)) best = record.score;
    if (best === null) return null;
    const tied = records.filter((record) => record.score === best);
    return { counted: tied[0] as RankRecord, tied };
  }
  const last = records[records.length - 1];
  if (!last) return null;
  const tied = records.filter((record) => record.time === last.time);
  return { counted: last, tied };
}

/**
 * A participant's OI row before it is placed, or null when no problem has a counted submission. The total score
 * adds each problem's counted score. The total time adds, per problem, the fastest run among the standing
 * submissions that were accepted (full score), so a problem whose counted submission is not a full score adds
 * nothing to it.
 */
export function oiRow(
  entry: ParticipantRecords,
  isHidden: (record: RankRecord) => boolean,
  highest: boolean,
): OIContestRankVO | null {
  const byProblem = new Map<string, RankRecord[]>();
  for (const record of entry.records) {
    if (isHidden(record)) continue;
    const list = byProblem.get(record.displayId);
    if (list) list.push(record);
    else byProblem.set(record.displayId, [record]);
  }
  const submissionInfo: Record<string, number | null> = {};
  const timeInfo: Record<string, number> = {};
  let totalScore = 0;
  let totalTime = 0;
  let any = false;
  for (const [displayId, records] of byProblem) {
    const chosen = standing(records, highest);
    if (!chosen) continue;
    any = true;
    submissionInfo[displayId] = chosen.counted.score;
    totalScore += chosen.counted.score ?? 0;
    let fastest: number | null = null;
    for (const record of chosen.tied) {
      if (record.outcome !== 'accepted') continue;
      const run = record.runTime ?? 0;
      if (fastest === null || run < fastest) fastest = run;
    }
    if (fastest !== null) {
      timeInfo[displayId] = fastest;
      totalTime += fastest;
    }
  }
  if (!any) return null;
  const { participant } = entry;
  return {
    ...rowHead(participant),
    totalScore,
    totalTime,
    submissionInfo,
    timeInfo: Object.keys(timeInfo).length > 0 ? timeInfo : null,
  };
}

/** Board order: higher score first, then less time, then the order in which the participants first submitted. */
export function compareOi(
  a: { row: OIContestRankVO; order: number },
  b: { row: OIContestRankVO; order: number },
): number {
  return b.row.totalScore - a.row.totalScore || a.row.totalTime - b.row.totalTime || a.order - b.order;
}

export function oiTies(a: OIContestRankVO, b: OIContestRankVO): boolean {
  return a.totalScore === b.totalScore && a.totalTime === b.totalTime;
}

/** The contest counts each problem's best score; anything else counts the most recent. */
export function countsHighest(oiRankScoreType: string | null | undefined): boolean {
  return oiRankScoreType === OIRankScoreType.HIGHEST;
}
