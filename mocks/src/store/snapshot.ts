import { storeCells } from './cells';
import { copyState } from './copyState';
import { storeTables } from './table';

/** One saved piece of the store: a table or a cell, and its copied state. */
interface Part {
  load(saved: unknown): void;
}

interface Snapshot {
  parts: Part[];
  saved: unknown[];
  takenAtMs: number;
}

let snapshot: Snapshot | undefined;

function parts(): (Part & { name: string; save(): unknown })[] {
  return [...storeTables(), ...storeCells()];
}

/** Copies every table (rows, indexes rebuilt on restore, id counters) and every cell, as seeded at `takenAtMs`. */
export function takeSnapshot(takenAtMs: number): void {
  const all = parts();
  snapshot = { parts: all, saved: copyState(all.map((part) => part.save())), takenAtMs };
}

export function hasSnapshot(): boolean {
  return snapshot !== undefined;
}

/**
 * Puts a copy of the snapshot back into every table and cell, its dates moved so that they stand to `nowMs` as
 * the seed's stood to the moment it was taken.
 */
export function restoreSnapshot(nowMs: number): void {
  if (!snapshot) throw new Error('store: no snapshot was taken');
  const { parts: saved, saved: values, takenAtMs } = snapshot;
  const copies = copyState(values, nowMs - takenAtMs);
  saved.forEach((part, i) => part.load(copies[i]));
}

/** Every table's rows and every cell's value by name: what a test compares to see that two stores are alike. */
export function storeContents(): Record<string, unknown> {
  return Object.fromEntries(parts().map((part) => [part.name, part.save()]));
}
