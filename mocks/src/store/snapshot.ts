import { storeCells } from './cells';
import { copyState } from './copyState';
import { storeTables } from './table';
import { keepCopyForWorker, workerSharedIfKept } from './workerShared';

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

/** What a jest worker's later test files restore instead of seeding: the copy, and whose parts it holds. */
interface Kept {
  names: readonly string[];
  saved: unknown[];
  takenAtMs: number;
}

/**
 * Seeded dates may depend on the local zone (a day's start): a jest project sets its zone in TZ for each of its
 * files, one worker runs files of both zones, and the key keeps a seed made under one zone from a file run under
 * another.
 */
const keptKey = () => `mocks.seedSnapshot:${globalThis.process?.env?.TZ ?? ''}`;

function parts(): (Part & { name: string; save(): unknown })[] {
  return [...storeTables(), ...storeCells()];
}

/** Copies every table (rows, indexes rebuilt on restore, id counters) and every cell, as seeded at `takenAtMs`. */
export function takeSnapshot(takenAtMs: number): void {
  const all = parts();
  snapshot = { parts: all, saved: copyState(all.map((part) => part.save())), takenAtMs };
  const kept: Kept = { names: all.map((part) => part.name), saved: snapshot.saved, takenAtMs };
  keepCopyForWorker(keptKey(), kept);
}

/**
 * Takes the snapshot an earlier jest test file of this worker kept (workerShared.ts), so that this file restores
 * it instead of running the seeds. False outside jest, in a worker's first file, and when the kept copy holds
 * other parts than this file's store has: then the caller seeds.
 */
export function adoptWorkerSnapshot(): boolean {
  const kept = workerSharedIfKept<Kept>(keptKey());
  if (!kept) return false;
  // Modules declare their tables as they are imported, so another file may list the same parts in another order.
  const all = parts();
  const at = new Map(kept.names.map((name, i) => [name, i]));
  const order = all.map((part) => at.get(part.name));
  if (at.size !== all.length || kept.names.length !== all.length || order.some((i) => i === undefined))
    return false;
  snapshot = { parts: all, saved: order.map((i) => kept.saved[i as number]), takenAtMs: kept.takenAtMs };
  return true;
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
