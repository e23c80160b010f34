import type { ContestAwardConfigVO } from '@generated/model/index';

/** The fields a board row gets from its place in the order. */
export interface PlaceFields {
  rank: number;
  isWinAward: boolean;
  awardName?: string | null;
  awardBackground?: string | null;
  awardColor?: string | null;
}

/** An award band with the number of rows it covers. */
export interface AwardBand {
  name: string | null;
  background: string | null;
  color: string | null;
  size: number;
}

/** Percent bands are sized from this many rows. */
const PERCENT = 0.01;

/**
 * The bands in priority order with their sizes. By percentage (`awardType` 1) a band covers that share of
 * `rankedRows`, rounded down the way the server computes it in floating point (29 % of 100 rows is 28), and a
 * band that comes to no row is dropped; by count (2) it covers that many rows. Bands without a positive
 * number are dropped.
 */
export function awardBands(
  config: readonly ContestAwardConfigVO[] | null | undefined,
  awardType: number | null | undefined,
  rankedRows: number,
): AwardBand[] {
  if (!awardType || awardType <= 0 || !config) return [];
  const ordered = config
    .map((band, index) => ({ band, index }))
    .sort(
      (a, b) =>
        (a.band.priority ?? Number.MAX_SAFE_INTEGER) - (b.band.priority ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    );
  const bands: AwardBand[] = [];
  for (const { band } of ordered) {
    const num = band.num ?? 0;
    if (!(num > 0)) continue;
    const size = awardType === 1 ? Math.trunc(num * PERCENT * rankedRows) : num;
    if (size > 0)
      bands.push({
        name: band.name ?? null,
        background: band.background ?? null,
        color: band.color ?? null,
        size,
      });
  }
  return bands;
}

export interface PlacingRules<T> {
  starAccount: readonly string[] | null | undefined;
  removeStar: boolean;
  awardType: number | null | undefined;
  awardConfig: readonly ContestAwardConfigVO[] | null | undefined;
  /** The two rows share a rank. */
  ties: (a: T, b: T) => boolean;
  /** The row may win an award: it solved a problem (ACM) or scored (OI). */
  scored: (row: T) => boolean;
}

function clearAward(row: PlaceFields): void {
  row.isWinAward = false;
  row.awardName = null;
  row.awardBackground = null;
  row.awardColor = null;
}

/**
 * Ranks and awards rows already in board order, in place; returns the rows the board lists. Star rows are
 * listed with rank -1 and no award, or left out when `removeStar` is set. The others are numbered 1, 2, 3, …
 * by position, and a row that ties with the ranked row above it takes that row's rank, so a tie of two at the
 * top reads 1, 1, 3. Awards go down the ranked rows that scored, band after band, one row per place: two tied
 * rows on a band's edge can win different awards. Percent bands are sized from every ranked row, scored or not.
 */
export function assignPlaces<T extends PlaceFields & { username: string }>(
  sorted: readonly T[],
  rules: PlacingRules<T>,
): T[] {
  const stars = new Set(rules.starAccount?.filter((name) => name) ?? []);
  const isStar = (row: T) => stars.has(row.username);
  const rows = rules.removeStar ? sorted.filter((row) => !isStar(row)) : [...sorted];
  const rankedCount = rules.removeStar ? rows.length : rows.filter((row) => !isStar(row)).length;
  const bands = awardBands(rules.awardConfig, rules.awardType, rankedCount);

  let place = 1;
  let previous: T | null = null;
  let bandIndex = 0;
  let leftInBand = bands[0]?.size ?? 0;
  for (const row of rows) {
    clearAward(row);
    if (isStar(row)) {
      row.rank = -1;
      continue;
    }
    row.rank = previous && rules.ties(previous, row) ? previous.rank : place;
    if (rules.scored(row)) {
      if (leftInBand === 0 && bandIndex < bands.length) {
        bandIndex += 1;
        leftInBand = bands[bandIndex]?.size ?? 0;
      }
      const band = bands[bandIndex];
      if (band && leftInBand > 0) {
        row.isWinAward = true;
        row.awardName = band.name;
        row.awardBackground = band.background;
        row.awardColor = band.color;
        leftInBand -= 1;
      }
    }
    previous = row;
    place += 1;
  }
  return rows;
}
