import { useState, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

/** Every row is this tall (the stylesheet holds it to this): the virtualiser never measures a row. */
export const BOARD_ROW_HEIGHT = 52;
/** The sticky head's height, where the rows begin inside the scroll box. */
export const BOARD_HEAD_HEIGHT = 60;
/**
 * Up to this many rows are all drawn: a page of the usual size stays searchable with the browser's find and
 * costs little. Longer pages (300 rows, a whole outside board) draw only the rows in view and a few around.
 */
export const DRAW_ALL_UP_TO = 100;

interface BoardTableProps {
  /** Names the table and its scroll region. */
  label: string;
  /** The board's rule, for the stylesheet: `acm` or `oi`. */
  rule: 'acm' | 'oi';
  rowCount: number;
  /** Each column's kind (`rank`, `who`, `number`, `problem`), which the stylesheet gives its width. */
  columns: readonly string[];
  /** The head row. */
  head: ReactNode;
  /** The body row at `index` (a memoised row, so drawing the list again redraws only changed rows). */
  renderRow: (index: number) => ReactNode;
}

/**
 * The rows of a long page: only those near the view and a few around, with spacer rows standing in for the
 * others. Its own component, so that a short page never creates a virtualiser: measuring the scroll box forces
 * the browser to lay the whole table out at once, about 150 ms on a slow phone's first paint of a board.
 */
function VirtualRows({
  rowCount,
  scrollBox,
  renderRow,
}: {
  rowCount: number;
  scrollBox: HTMLDivElement | null;
  renderRow: (index: number) => ReactNode;
}) {
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollBox,
    estimateSize: () => BOARD_ROW_HEIGHT,
    scrollMargin: BOARD_HEAD_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - BOARD_HEAD_HEIGHT : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - BOARD_HEAD_HEIGHT)) : 0;
  return (
    <tbody>
      {before > 0 ? <tr className="board__spacer" aria-hidden="true" style={{ height: before }} /> : null}
      {items.map((item) => renderRow(item.index))}
      {after > 0 ? <tr className="board__spacer" aria-hidden="true" style={{ height: after }} /> : null}
    </tbody>
  );
}

/**
 * The board's table inside its own scroll box: the head sticks to the top and the rank and participant columns
 * to the left, so the numbers stay readable while scrolling either way (a phone scrolls sideways through the
 * problems). The scroll box takes focus, so it scrolls with the keyboard too. Rows are a fixed height.
 */
export function BoardTable({ label, rule, rowCount, columns, head, renderRow }: BoardTableProps) {
  // State, not a ref: the rows' virtualiser sits below the box and measures it before a ref would be set.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setScrollBox}
      className={`board__scroll board--${rule}`}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className="board__table" aria-label={label} aria-rowcount={rowCount + 1}>
        <colgroup>
          {columns.map((kind, index) => (
            <col key={index} className={`board__col board__col--${kind}`} />
          ))}
        </colgroup>
        <thead>{head}</thead>
        {rowCount > DRAW_ALL_UP_TO ? (
          <VirtualRows rowCount={rowCount} scrollBox={scrollBox} renderRow={renderRow} />
        ) : (
          <tbody>{Array.from({ length: rowCount }, (_, index) => renderRow(index))}</tbody>
        )}
      </table>
    </div>
  );
}
