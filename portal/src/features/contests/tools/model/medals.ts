/** Gold, silver and bronze, in the order the scroll board reads its `medals[]`. */
export const MEDALS = ['gold', 'silver', 'bronze'] as const;
export type Medal = (typeof MEDALS)[number];

/** HOJ's default shares of the participants, in per cent: 10 % gold, 20 % silver, 30 % bronze. */
export const MEDAL_PERCENT: Record<Medal, number> = { gold: 10, silver: 20, bronze: 30 };

export type MedalCounts = Record<Medal, number>;

/**
 * The default medal counts for `participants` (star users left out), each share rounded down as HOJ does: 37
 * participants give 3, 7 and 11. Whole-number arithmetic, so no share lands a hair under a whole number.
 */
export function defaultMedals(participants: number): MedalCounts {
  const total = Number.isSafeInteger(participants) && participants > 0 ? participants : 0;
  const share = (medal: Medal) => Math.floor((total * MEDAL_PERCENT[medal]) / 100);
  return { gold: share('gold'), silver: share('silver'), bronze: share('bronze') };
}

/** A medal count as typed: a whole number, 0 or more (spaces around it are forgiven), else null. */
export function parseMedalCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * The address the scroll board opens at, as HOJ's configuration builds it: the contest, whether star users are
 * left out, and the three medal counts as repeated `medals[]` in gold, silver, bronze order.
 */
export function scrollBoardUrl(cid: number, removeStar: boolean, medals: MedalCounts): string {
  const counts = MEDALS.map((medal) => `medals[]=${medals[medal]}`).join('&');
  return `/scrollBoard?cid=${cid}&removeStar=${removeStar}&${counts}`;
}
