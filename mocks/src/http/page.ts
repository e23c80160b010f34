import type { PageMeta } from '@generated/model/index';
import type { PageRequest } from './request';

export type Page<T> = Required<PageMeta> & { records: T[] };

/**
 * A MyBatis-Plus 3.2 page as Jackson writes it; a page past the end is empty. `view` turns only the rows of the
 * page into answers, so a list of two hundred thousand users costs one page of views.
 */
export function toPage<R, T = R>(
  rows: readonly R[],
  { current, size }: PageRequest,
  view: (row: R) => T = (row) => row as unknown as T,
): Page<T> {
  const start = (current - 1) * size;
  return {
    records: rows.slice(start, start + size).map(view),
    total: rows.length,
    size,
    current,
    orders: [],
    searchCount: true,
    pages: Math.ceil(rows.length / size),
  };
}
