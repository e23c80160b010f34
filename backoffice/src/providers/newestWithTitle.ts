/**
 * HOJ's admin "add" calls answer `null`, so react-admin's create finds the new row again in the first page of
 * the list: the one with the title it just sent and the highest id.
 */
export function newestWithTitle<R extends { id: number; title?: string | null }>(
  rows: readonly R[],
  title: string | null | undefined,
): R | undefined {
  return rows
    .filter((row) => row.title === title)
    .reduce<R | undefined>((newest, row) => (!newest || row.id > newest.id ? row : newest), undefined);
}
