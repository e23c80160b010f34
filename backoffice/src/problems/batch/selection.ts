import { useMemo, useState } from 'react';
import type { BatchProblem } from './pickerQuery';

/** The problems ticked on the batch page, kept with their rows so a problem off the current page is still named. */
export interface Selection {
  readonly problems: readonly BatchProblem[];
  has(id: number): boolean;
  add(rows: readonly BatchProblem[]): void;
  remove(rows: readonly BatchProblem[]): void;
  clear(): void;
}

/** The selection, in the order problems were ticked. */
export function useSelection(): Selection {
  const [picked, setPicked] = useState<ReadonlyMap<number, BatchProblem>>(new Map());
  return useMemo(
    () => ({
      problems: [...picked.values()],
      has: (id) => picked.has(id),
      add: (rows) =>
        setPicked((current) => {
          const next = new Map(current);
          for (const row of rows) if (!next.has(row.id)) next.set(row.id, row);
          return next;
        }),
      remove: (rows) =>
        setPicked((current) => {
          const next = new Map(current);
          for (const row of rows) next.delete(row.id);
          return next;
        }),
      clear: () => setPicked(new Map()),
    }),
    [picked],
  );
}
