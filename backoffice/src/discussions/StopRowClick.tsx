import type { ReactNode } from 'react';

/** A control inside a clickable row: its clicks (and its portalled menus') must not fold or unfold the row. */
export function StopRowClick({ children }: { children: ReactNode }) {
  return (
    <span
      onClick={(event) => event.stopPropagation()}
      style={{ display: 'inline-flex', alignItems: 'center' }}
    >
      {children}
    </span>
  );
}
