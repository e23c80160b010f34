import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * The rows of a list, built from a deferred copy of the list's state when a new page of records arrives.
 * react-admin hands new data to the list in a synchronous render (react-query's store), so a page of rows with
 * their chips and dates was one task that held the main thread for a third of a second on a slow phone.
 * Deferred, React builds the rows in short slices it can interrupt, just after the toolbar and pagination have
 * taken the new state. Anything else (a ticked box, a selection cleared) reaches the rows at once: deferring it
 * would leave a checkbox a frame behind the click. The list's pagination goes in `footer`, so it arrives with
 * the rows: shown before them, it sat in view under an empty table and was pushed down (a layout shift).
 */
export function DeferredRows({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const live = useListContext();
  const deferred = useDeferredValue(live);
  return (
    <ListContextProvider value={deferred.data === live.data ? live : deferred}>
      {children}
      {footer}
    </ListContextProvider>
  );
}
