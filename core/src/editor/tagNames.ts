/**
 * HOJ keeps one tag of a name per judge. The database compares exactly, but two tags that differ only in case or
 * surrounding spaces ("DP" and "dp ") split the same problems between two filters on the portal, so editors
 * treat them as the same name: the problem editor's tag box and the tag admin alike.
 */
export function tagKey(name: string | null | undefined): string {
  return (name ?? '').trim().toLowerCase();
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
  const key = tagKey(name);
  if (key === '') return null;
  return rows.find((row) => tagKey(row.name) === key && String(row.id) !== String(ownId)) ?? null;
}
