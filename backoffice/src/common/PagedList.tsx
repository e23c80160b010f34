import type { ReactNode } from 'react';
import { List, type ListProps } from 'react-admin';
import { DeferredRows } from './DeferredRows';
import { ListLoadError } from './ListLoadError';
import { ListPagination } from './ListPagination';
import { DEFAULT_PAGE_SIZE } from './pageSizes';

type PagedListProps = Omit<ListProps, 'perPage' | 'pagination' | 'error' | 'exporter' | 'children'> & {
  children: ReactNode;
};

/**
 * A back-office list as every screen shows one, so they page and fail alike: the default page size and only the
 * allowed sizes, the pagination arriving with the rows (see DeferredRows), a load failure said as such rather
 * than shown as an empty table, and no export button. Screens add their filters, toolbar and rows.
 */
export function PagedList({ children, ...props }: PagedListProps) {
  return (
    <List
      perPage={DEFAULT_PAGE_SIZE}
      pagination={false}
      error={<ListLoadError />}
      exporter={false}
      {...props}
    >
      <DeferredRows footer={<ListPagination />}>{children}</DeferredRows>
    </List>
  );
}
