import { useTranslate } from 'react-admin';
import { TablePagination } from '@mui/material';
import type { Paging } from './usePaging';

/** The pagination under a table that `usePaging` pages, labelled in the reader's language. */
export function TablePager({ paging, total }: { paging: Paging; total: number }) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={total}
      page={paging.page}
      rowsPerPage={paging.limit}
      rowsPerPageOptions={[...paging.sizes]}
      onPageChange={(_event, next) => paging.setPage(next)}
      onRowsPerPageChange={(event) => paging.setLimit(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
    />
  );
}
