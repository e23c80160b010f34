import { MEDALS, parseMedalCount, type MedalCounts } from '@portal/features/contests/tools/model/medals';

/** What the scroll board's address asks for. */
export interface ScrollBoardParams {
  /** The contest; null when the address names none (or not a whole number). */
  cid: number | null;
  /** Star users are left out of the board altogether instead of listed unranked. */
  removeStar: boolean;
  /** Gold, silver and bronze counts; a count missing or not a whole number gives no medal of that kind. */
  medals: MedalCounts;
}

/** `medals[]`, also written with an index (`medals[0]`) as HOJ's own page reads it. */
const MEDAL_KEY = /^medals\[\d*\]$/;

/**
 * Reads `/scrollBoard?cid=&removeStar=&medals[]=g&medals[]=s&medals[]=b`, the address the contest's
 * scroll-board settings open: the counts come in gold, silver, bronze order.
 */
export function readScrollParams(search: URLSearchParams): ScrollBoardParams {
  const cidText = search.get('cid')?.trim() ?? '';
  const cid = /^\d+$/.test(cidText) && Number(cidText) > 0 ? Number(cidText) : null;
  const counts: number[] = [];
  for (const [key, value] of search) if (MEDAL_KEY.test(key)) counts.push(parseMedalCount(value) ?? 0);
  const medals = Object.fromEntries(MEDALS.map((medal, index) => [medal, counts[index] ?? 0])) as MedalCounts;
  return {
    cid: cid !== null && Number.isSafeInteger(cid) ? cid : null,
    removeStar: search.get('removeStar')?.trim().toLowerCase() === 'true',
    medals,
  };
}
