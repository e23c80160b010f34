import type { ReactNode } from 'react';
import './DataTable.css';

interface DataTableProps {
  /** Names the table and the region it scrolls in, for screen readers. */
  label: string;
  /** The page's own style block: `<name>` on the region, `<name>__table` on the table. */
  name: string;
  /** The head and body rows. */
  children: ReactNode;
}

/**
 * A list table that scrolls sideways inside its own region on narrow screens; the region takes focus so a
 * keyboard can scroll it too.
 */
export function DataTable({ label, name, children }: DataTableProps) {
  return (
    <div className={`data-table ${name}`} role="region" aria-label={label} tabIndex={0}>
      <table className={`data-table__table ${name}__table`} aria-label={label}>
        {children}
      </table>
    </div>
  );
}
