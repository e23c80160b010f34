/**
 * HOJ keeps one tag of a name per judge. The database compares exactly, but two tags that differ only in case or
 * surrounding spaces ("DP" and "dp ") split the same problems between two filters on the portal, so staff are
 * warned about those too.
 */
export function tagNameKey(name: string | null | undefined): string {
  return (name ?? '').trim().toLocaleLowerCase();
}

interface Named {
  id?: number | null;
  name?: string | null;
}

/** The row of `rows` that already carries `name`, other than the one being edited (`ownId`); null when none. */
export function sameNamed<R extends Named>(
  rows: readonly R[],
  name: string | null | undefined,
  ownId?: unknown,
) {
  const key = tagNameKey(name);
  if (key === '') return null;
  return rows.find((row) => tagNameKey(row.name) === key && String(row.id) !== String(ownId)) ?? null;
}
