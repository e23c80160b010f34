import { screen, waitFor, within } from '@testing-library/react';

/**
 * The list's table once its rows have come. While a list loads, react-admin draws a placeholder table (blank
 * header cells) and then replaces it with a new table element: a test holding the first table it found waits
 * on a node no longer in the page, and on a loaded machine that race is lost.
 */
export function findLoadedTable(): Promise<HTMLElement> {
  return waitFor(() => {
    const table = screen.getByRole('table');
    const headers = within(table).queryAllByRole('columnheader');
    if (!headers.some((header) => (header.textContent ?? '').trim() !== ''))
      throw new Error('the list is still loading');
    return table;
  });
}
