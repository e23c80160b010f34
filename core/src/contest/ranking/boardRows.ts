/** The profile fields the board's search reads. */
export interface SearchableRow {
  uid: string;
  username: string;
  realname?: string | null;
  nickname?: string | null;
  school?: string | null;
}

/** The name a contest shows on its board: `username`, `realname` or `nickname`. */
export type RankShowName = 'username' | 'realname' | 'nickname';

/**
 * The board with its pinned rows on top: the viewer's own row first, then the followed participants' rows in
 * board order, then every row (the pinned ones again in their places). Star rows left out of the board cannot
 * be pinned.
 */
export function pinRows<T extends SearchableRow>(
  rows: readonly T[],
  currentUid: string | null | undefined,
  concernedUids: readonly string[] | null | undefined,
): T[] {
  const concerned = new Set(concernedUids ?? []);
  if (currentUid) concerned.delete(currentUid);
  const own: T[] = [];
  const followed: T[] = [];
  if (currentUid || concerned.size > 0)
    for (const row of rows) {
      if (currentUid && row.uid === currentUid) own.push(row);
      if (concerned.has(row.uid)) followed.push(row);
    }
  return [...own, ...followed, ...rows];
}

function shownName(row: SearchableRow, rankShowName: string | null | undefined): string | null | undefined {
  if (rankShowName === 'username') return row.username;
  if (rankShowName === 'realname') return row.realname;
  if (rankShowName === 'nickname') return row.nickname;
  return null;
}

/**
 * The rows whose school or shown name contains the keyword, ignoring case and the keyword's surrounding
 * spaces; a blank keyword keeps every row. Only the name the contest shows is searched, not the other two.
 */
export function searchRows<T extends SearchableRow>(
  rows: readonly T[],
  keyword: string | null | undefined,
  rankShowName: RankShowName | string | null | undefined,
): T[] {
  const wanted = keyword?.trim().toLowerCase() ?? '';
  if (wanted === '') return [...rows];
  return rows.filter((row) => {
    if (row.school && row.school.toLowerCase().includes(wanted)) return true;
    const name = shownName(row, rankShowName);
    return !!name && name.toLowerCase().includes(wanted);
  });
}

export interface ArrangeOptions {
  /** The viewer, pinned on top (the outside scoreboard pins nobody's own row). */
  currentUid?: string | null;
  concernedUids?: readonly string[] | null;
  keyword?: string | null;
  rankShowName?: RankShowName | string | null;
}

/** What a board request lists before paging: pinned rows on top, then the search (which sees the pins too). */
export function arrangeRows<T extends SearchableRow>(rows: readonly T[], options: ArrangeOptions): T[] {
  return searchRows(
    pinRows(rows, options.currentUid, options.concernedUids),
    options.keyword,
    options.rankShowName,
  );
}
