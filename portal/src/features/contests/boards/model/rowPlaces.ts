import type { BoardRowPlace } from './participant';

/**
 * Keys and pinned marks for a page of board rows. The server lists copies of the viewer's own row and of the
 * followed participants' rows before the whole board (each once, in that order), and then every row in its
 * place, so the first page starts with those copies. They are told apart from the rows in their places by
 * position: the leading rows of the first page whose participant is pinnable, each participant once. A
 * participant at the very top of the board then appears twice, as a pinned copy and in first place.
 */
export function rowPlaces(
  uids: readonly string[],
  pinnable: ReadonlySet<string>,
  firstPage: boolean,
): BoardRowPlace[] {
  const places: BoardRowPlace[] = [];
  const pinned = new Set<string>();
  const seen = new Map<string, number>();
  let leading = firstPage;
  for (const uid of uids) {
    if (leading && pinnable.has(uid) && !pinned.has(uid)) {
      pinned.add(uid);
      places.push({ key: `pin:${uid}`, pinned: true });
      continue;
    }
    leading = false;
    // A server that repeats a row outside the pinned part still gets unique keys.
    const times = seen.get(uid) ?? 0;
    seen.set(uid, times + 1);
    places.push({ key: times === 0 ? uid : `${uid}:${times}`, pinned: false });
  }
  return places;
}
