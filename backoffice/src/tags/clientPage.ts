import type { GetListParams } from 'react-admin';

/**
 * One page of a list the server sends whole (HOJ's tag and classification lists are not paged): react-admin
 * still pages it, so the table stays short and its pagination works as on every other list.
 */
export function clientPage<R>(rows: readonly R[], pagination: GetListParams['pagination']) {
  const perPage = Math.max(1, pagination?.perPage ?? rows.length);
  const page = Math.max(1, pagination?.page ?? 1);
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
}
