import { HttpError } from 'react-admin';

/** Rows per request when a whole list is searched: HOJ's admin lists have no "get one" call. */
export const SEARCH_PAGE = 100;

interface Page<R> {
  records: readonly R[];
  total: number;
}

/**
 * react-admin's `getOne` for HOJ's admin lists: reads the list page by page until the row is found, and answers
 * react-admin's "item doesn't exist" (404) when the list ends without it.
 */
export async function findInPages<R>(
  readPage: (currentPage: number, limit: number) => Promise<Page<R>>,
  matches: (row: R) => boolean,
): Promise<R> {
  for (let currentPage = 1; ; currentPage += 1) {
    const page = await readPage(currentPage, SEARCH_PAGE);
    const found = page.records.find(matches);
    if (found) return found;
    if (currentPage * SEARCH_PAGE >= page.total || page.records.length === 0) {
      throw new HttpError('ra.notification.item_doesnt_exist', 404);
    }
  }
}

/**
 * HOJ's admin "add" calls answer `null`, so react-admin's create finds the new row again in the first page of
 * the list: the one with the title it just sent and the highest id.
 */
export async function findCreated<R extends { id: number; title?: string | null }>(
  readPage: (currentPage: number, limit: number) => Promise<Page<R>>,
  title: string | null | undefined,
): Promise<R> {
  const page = await readPage(1, SEARCH_PAGE);
  const created = page.records
    .filter((row) => row.title === title)
    .reduce<R | undefined>((newest, row) => (!newest || row.id > newest.id ? row : newest), undefined);
  if (!created) throw new HttpError('ra.notification.item_doesnt_exist', 404);
  return created;
}
