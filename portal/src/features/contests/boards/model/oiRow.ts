import type { OIContestRankVO, RankShowName } from '@generated/model/index';
import {
  numberOr,
  participantOf,
  sameParticipant,
  type BoardParticipant,
  type BoardRowPlace,
} from './participant';

export interface OiRow extends BoardParticipant, BoardRowPlace {
  kind: 'oi';
  totalScore: number;
  /** Sum of the best run times (ms) of the full-score submissions. */
  totalTime: number;
  /** Counted score per problem; null while the counted submission has no score yet. */
  scores: Record<string, number | null>;
  /** Best run time (ms) of a full-score submission per problem. */
  times: Record<string, number>;
}

export function oiRowOf(
  record: OIContestRankVO,
  place: BoardRowPlace,
  rankShowName: RankShowName | null | undefined,
): OiRow {
  const scores: Record<string, number | null> = {};
  const times: Record<string, number> = {};
  const info: unknown = record.submissionInfo;
  if (typeof info === 'object' && info !== null)
    for (const [displayId, value] of Object.entries(info)) {
      scores[displayId] = typeof value === 'number' && Number.isFinite(value) ? value : null;
    }
  const timeInfo: unknown = record.timeInfo;
  if (typeof timeInfo === 'object' && timeInfo !== null)
    for (const [displayId, value] of Object.entries(timeInfo)) {
      if (typeof value === 'number' && Number.isFinite(value)) times[displayId] = value;
    }
  return {
    ...participantOf(record, rankShowName),
    ...place,
    kind: 'oi',
    totalScore: numberOr(record.totalScore, 0),
    totalTime: Math.max(0, numberOr(record.totalTime, 0)),
    scores,
    times,
  };
}

/** Whether a refreshed row reads the same as before: then it is not drawn again. */
export function sameOiRow(a: OiRow, b: OiRow, displayIds: readonly string[]): boolean {
  if (a === b) return true;
  return (
    a.key === b.key &&
    a.pinned === b.pinned &&
    a.totalScore === b.totalScore &&
    a.totalTime === b.totalTime &&
    sameParticipant(a, b) &&
    displayIds.every((id) => a.scores[id] === b.scores[id] && a.times[id] === b.times[id])
  );
}
