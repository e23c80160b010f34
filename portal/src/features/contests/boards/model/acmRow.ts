import type { ACMContestRankVO, RankShowName } from '@generated/model/index';
import {
  numberOr,
  participantOf,
  sameParticipant,
  type BoardParticipant,
  type BoardRowPlace,
} from './participant';

/** One problem of an ACM row, read defensively from `submissionInfo[displayId]`. */
export interface AcmCell {
  /** Rejected tries that count (before the accepted one, or so far). */
  errorNum: number;
  ac: boolean;
  firstAc: boolean;
  /** Seconds from the start to the accepted submission; null when not solved. */
  acSeconds: number | null;
  /** Accepted after the end (boards that include submissions after the contest). */
  afterContest: boolean;
  /** Tries made while the board is frozen: their results are hidden. */
  tryNum: number;
}

export interface AcmRow extends BoardParticipant, BoardRowPlace {
  kind: 'acm';
  ac: number;
  /** Penalty time in seconds. */
  totalTime: number;
  cells: Record<string, AcmCell>;
}

function cellOf(value: unknown): AcmCell | null {
  if (typeof value !== 'object' || value === null) return null;
  const info = value as Record<string, unknown>;
  const ac = info.isAC === true;
  return {
    errorNum: Math.max(0, numberOr(info.errorNum, 0)),
    ac,
    firstAc: ac && info.isFirstAC === true,
    acSeconds: ac ? Math.max(0, numberOr(info.ACTime, 0)) : null,
    afterContest: ac && info.isAfterContest === true,
    tryNum: Math.max(0, numberOr(info.tryNum, 0)),
  };
}

export function acmRowOf(
  record: ACMContestRankVO,
  place: BoardRowPlace,
  rankShowName: RankShowName | null | undefined,
): AcmRow {
  const cells: Record<string, AcmCell> = {};
  const info: unknown = record.submissionInfo;
  if (typeof info === 'object' && info !== null)
    for (const [displayId, value] of Object.entries(info)) {
      const cell = cellOf(value);
      if (cell) cells[displayId] = cell;
    }
  return {
    ...participantOf(record, rankShowName),
    ...place,
    kind: 'acm',
    ac: Math.max(0, numberOr(record.ac, 0)),
    totalTime: Math.max(0, numberOr(record.totalTime, 0)),
    cells,
  };
}

const sameCell = (a: AcmCell | undefined, b: AcmCell | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.errorNum === b.errorNum &&
    a.ac === b.ac &&
    a.firstAc === b.firstAc &&
    a.acSeconds === b.acSeconds &&
    a.afterContest === b.afterContest &&
    a.tryNum === b.tryNum);

/** Whether a refreshed row reads the same as before: then it is not drawn again. */
export function sameAcmRow(a: AcmRow, b: AcmRow, displayIds: readonly string[]): boolean {
  if (a === b) return true;
  return (
    a.key === b.key &&
    a.pinned === b.pinned &&
    a.ac === b.ac &&
    a.totalTime === b.totalTime &&
    sameParticipant(a, b) &&
    displayIds.every((id) => sameCell(a.cells[id], b.cells[id]))
  );
}

/**
 * Whether a page shows tries with hidden results. After the end that means the server still shows the frozen
 * board (a contest may keep it frozen until its admins publish it), which the contest's own facts do not say.
 */
export function hasHiddenTries(rows: readonly AcmRow[]): boolean {
  return rows.some((row) => Object.values(row.cells).some((cell) => cell.tryNum > 0));
}
