/**
 * The store's state that is not a table: codes waiting in the outbox, login failure counts, the site
 * configuration, counters. Each piece is registered by name, so the snapshot `resetDb()` restores holds all of it
 * with the tables; state kept anywhere else would survive a reset.
 */
export interface StoreCell {
  readonly name: string;
  /** The live value, copied by the snapshot. */
  save(): unknown;
  /** Puts a copy of a saved value back, keeping the identity of the live object. */
  load(saved: unknown): void;
}

const cells = new Map<string, StoreCell>();

function register(cell: StoreCell): void {
  if (cells.has(cell.name)) throw new Error(`store: a cell named ${cell.name} exists`);
  cells.set(cell.name, cell);
}

/** Every registered cell, in declaration order. */
export function storeCells(): StoreCell[] {
  return [...cells.values()];
}

/** A map of the store (tokens' refresh deadlines, codes by address, files by name). */
export function storeMap<K, V>(name: string): Map<K, V> {
  const map = new Map<K, V>();
  register({
    name,
    save: () => map,
    load(saved) {
      map.clear();
      for (const [key, value] of saved as Map<K, V>) map.set(key, value);
    },
  });
  return map;
}

/** A list of the store (the mail outbox). */
export function storeList<T>(name: string): T[] {
  const list: T[] = [];
  register({
    name,
    save: () => list,
    load(saved) {
      list.splice(0, list.length, ...(saved as T[]));
    },
  });
  return list;
}

/**
 * An object of the store (the site configuration, a counter): its fields are the state, and the object itself
 * stays the same one, so code may hold it.
 */
export function storeRecord<T extends object>(name: string, initial: T): T {
  const record = initial;
  register({
    name,
    save: () => record,
    load(saved) {
      for (const key of Object.keys(record)) delete (record as Record<string, unknown>)[key];
      Object.assign(record, saved);
    },
  });
  return record;
}
