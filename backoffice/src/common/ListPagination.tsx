import { useEffect } from 'react';
import { Pagination, useListPaginationContext } from 'react-admin';
import { PAGE_SIZES, clampPageSize } from './pageSizes';

/**
 * react-admin's pagination with the page sizes the back office offers. A page size from the URL that is not one
 * of them (a bookmark, a hand-edited `perPage=100000`) is replaced by the nearest allowed one, so the selector
 * and the rows shown agree with what was asked of the server.
 */
export function ListPagination() {
  const { perPage, setPerPage } = useListPaginationContext();
  const allowed = clampPageSize(perPage);
  useEffect(() => {
    if (allowed !== perPage) setPerPage(allowed);
  }, [allowed, perPage, setPerPage]);
  return <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />;
}
