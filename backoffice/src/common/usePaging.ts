import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './pageSizes';

/** A table's page (from 0, as MUI counts) and page size, for the tables that are not react-admin lists. */
export interface Paging {
  page: number;
  limit: number;
  /** The page sizes offered. */
  sizes: readonly number[];
  setPage(page: number): void;
  /** Another size starts again at the first page: the old page number would point at other rows. */
  setLimit(limit: number): void;
  /** Back to the first page, when what the table lists changes (a new search or filter). */
  restart(): void;
}

export function usePaging(sizes: readonly number[] = PAGE_SIZES): Paging {
  const [page, setPage] = useState(0);
  const [limit, setLimitState] = useState(sizes[0] ?? DEFAULT_PAGE_SIZE);
  return {
    page,
    limit,
    sizes,
    setPage,
    setLimit: (next) => {
      setLimitState(next);
      setPage(0);
    },
    restart: () => setPage(0),
  };
}
