/** A value rows are indexed under; null is a value like any other (rows without an e-mail, say). */
export type IndexValue = string | number | boolean | null;

export interface TableOptions<Row, Key extends string | number, Index extends string> {
  /** For messages: the table's name as the backend's database calls it. */
  name: string;
  /** The primary key; it never changes once a row is in. */
  key: (row: Row) => Key;
  /**
   * Secondary indexes by name, each the value a row is found under. A handler that changes an indexed field
   * goes through `update()`, so the index follows; `problems()` catches one that did not.
   */
  indexes?: Record<Index, (row: Row) => IndexValue>;
}

/** What the store snapshot keeps of a table: its rows and its id counter (the indexes are rebuilt). */
export interface TableState<Row> {
  rows: Row[];
  lastId: number;
}

interface SecondaryIndex<Row> {
  valueOf: (row: Row) => IndexValue;
  rows: Map<IndexValue, Set<Row>>;
  /** The value each row was filed under, to find it again when the row changes. */
  filed: Map<Row, IndexValue>;
}

const registry: Table<never, string | number, string>[] = [];

/**
 * An in-memory table: rows by primary key plus secondary indexes, so lookups by id, username, e-mail, problem,
 * contest or user cost the same with a seed of twenty accounts as with two hundred thousand imported ones. Rows
 * keep insertion order, like a table read without ORDER BY. Numeric keys hand out ids like AUTO_INCREMENT: a
 * deleted newest row does not give its id back.
 */
export class Table<Row, Key extends string | number, Index extends string = never> implements Iterable<Row> {
  readonly name: string;
  readonly #keyOf: (row: Row) => Key;
  readonly #rows = new Map<Key, Row>();
  readonly #indexes = new Map<Index, SecondaryIndex<Row>>();
  readonly #beforeRead = new Map<Index, ((value: IndexValue) => void)[]>();
  #lastId = 0;

  constructor(options: TableOptions<Row, Key, Index>) {
    this.name = options.name;
    this.#keyOf = options.key;
    for (const [name, valueOf] of Object.entries(options.indexes ?? {}) as [
      Index,
      (row: Row) => IndexValue,
    ][])
      this.#indexes.set(name, { valueOf, rows: new Map(), filed: new Map() });
    registry.push(this as unknown as Table<never, string | number, string>);
  }

  get size(): number {
    return this.#rows.size;
  }

  [Symbol.iterator](): Iterator<Row> {
    return this.#rows.values();
  }

  /** Every row, in insertion order, as a new array the caller may sort. */
  all(): Row[] {
    return [...this.#rows.values()];
  }

  get(key: Key | null | undefined): Row | undefined {
    return key === null || key === undefined ? undefined : this.#rows.get(key);
  }

  has(key: Key): boolean {
    return this.#rows.has(key);
  }

  /**
   * Calls `listener` with the value before every lookup in `index` (`where`, `one`, `count`): rows made on
   * first read (a generated contest's) are made before anyone can look for them, whatever asks. Listeners
   * stay through resets; they must be cheap when there is nothing to make.
   */
  beforeIndexRead(index: Index, listener: (value: IndexValue) => void): void {
    this.#index(index);
    this.#beforeRead.set(index, [...(this.#beforeRead.get(index) ?? []), listener]);
  }

  #filed(index: Index, value: IndexValue): Set<Row> | undefined {
    for (const listener of this.#beforeRead.get(index) ?? []) listener(value);
    return this.#index(index).rows.get(value);
  }

  /** The rows filed under `value` in an index, in insertion order. */
  where(index: Index, value: IndexValue): Row[] {
    const rows = this.#filed(index, value);
    return rows ? [...rows] : [];
  }

  /** The first row filed under `value`, for indexes whose values are unique. */
  one(index: Index, value: IndexValue): Row | undefined {
    const rows = this.#filed(index, value);
    return rows ? rows.values().next().value : undefined;
  }

  count(index: Index, value: IndexValue): number {
    return this.#filed(index, value)?.size ?? 0;
  }

  /** A scan, for the queries no index serves (filters of admin lists and the like). */
  filter(keep: (row: Row) => boolean): Row[] {
    return this.all().filter(keep);
  }

  find(match: (row: Row) => boolean): Row | undefined {
    for (const row of this.#rows.values()) if (match(row)) return row;
    return undefined;
  }

  some(match: (row: Row) => boolean): boolean {
    return this.find(match) !== undefined;
  }

  /** The largest numeric key handed out or inserted since the last fill. */
  get lastId(): number {
    return this.#lastId;
  }

  /** The next id of a numeric key, never one handed out before (since the last fill). */
  nextId(): number {
    this.#lastId += 1;
    return this.#lastId;
  }

  insert(row: Row): Row {
    const key = this.#keyOf(row);
    if (this.#rows.has(key)) throw new Error(`${this.name}: a row with key ${String(key)} exists`);
    this.#rows.set(key, row);
    if (typeof key === 'number') this.#lastId = Math.max(this.#lastId, key);
    for (const index of this.#indexes.values()) this.#file(index, row);
    return row;
  }

  /** Changes fields of a row that is in the table, keeping its indexes true. */
  update(row: Row, changes: Partial<Row>): Row {
    const key = this.#keyOf(row);
    if (this.#rows.get(key) !== row)
      throw new Error(`${this.name}: the row with key ${String(key)} is not in`);
    Object.assign(row as object, changes);
    if (this.#keyOf(row) !== key) throw new Error(`${this.name}: the primary key of a row never changes`);
    for (const index of this.#indexes.values()) {
      this.#unfile(index, row);
      this.#file(index, row);
    }
    return row;
  }

  delete(key: Key | null | undefined): Row | undefined {
    const row = this.get(key);
    if (row === undefined || key === null || key === undefined) return undefined;
    this.#rows.delete(key);
    for (const index of this.#indexes.values()) this.#unfile(index, row);
    return row;
  }

  /** Deletes every row that matches; returns how many went. */
  deleteWhere(match: (row: Row) => boolean): number {
    let deleted = 0;
    for (const row of this.all()) {
      if (!match(row)) continue;
      this.delete(this.#keyOf(row));
      deleted += 1;
    }
    return deleted;
  }

  /** Empties the table and fills it with `rows`; ids start after the largest numeric key among them. */
  fill(rows: Iterable<Row>): void {
    this.#rows.clear();
    for (const index of this.#indexes.values()) {
      index.rows.clear();
      index.filed.clear();
    }
    this.#lastId = 0;
    for (const row of rows) this.insert(row);
  }

  /** The rows as they are and the id counter, for the store snapshot (which copies them). */
  save(): TableState<Row> {
    return { rows: [...this.#rows.values()], lastId: this.#lastId };
  }

  /** Takes the rows of a snapshot copy, rebuilds the indexes and goes on handing out ids where it stood. */
  load(saved: unknown): void {
    const state = saved as TableState<Row>;
    this.fill(state.rows);
    this.#lastId = state.lastId;
  }

  /** Index entries that no longer match their rows: a field changed without `update()`. */
  problems(): string[] {
    const found: string[] = [];
    for (const [name, index] of this.#indexes) {
      for (const row of this.#rows.values()) {
        const filed = index.filed.get(row);
        const now = index.valueOf(row);
        if (filed !== now)
          found.push(
            `${this.name}.${name}: row ${String(this.#keyOf(row))} is filed under ${String(filed)} but holds ${String(now)}`,
          );
      }
    }
    return found;
  }

  #index(name: Index): SecondaryIndex<Row> {
    const index = this.#indexes.get(name);
    if (!index) throw new Error(`${this.name} has no index ${name}`);
    return index;
  }

  #file(index: SecondaryIndex<Row>, row: Row): void {
    const value = index.valueOf(row);
    let rows = index.rows.get(value);
    if (!rows) {
      rows = new Set();
      index.rows.set(value, rows);
    }
    rows.add(row);
    index.filed.set(row, value);
  }

  #unfile(index: SecondaryIndex<Row>, row: Row): void {
    if (!index.filed.has(row)) return;
    const value = index.filed.get(row) ?? null;
    const rows = index.rows.get(value);
    rows?.delete(row);
    if (rows?.size === 0) index.rows.delete(value);
    index.filed.delete(row);
  }
}

/**
 * Declares a table: `table<UserRow>()({ name: 'user_info', key: (u) => u.uid, indexes: { … } })`. (Two calls,
 * so the row type is named and the key and index names are inferred.)
 */
export function table<Row>() {
  return <Key extends string | number, Index extends string = never>(
    options: TableOptions<Row, Key, Index>,
  ): Table<Row, Key, Index> => new Table(options);
}

/** Every table declared so far, for the store snapshot. */
export function storeTables(): readonly Table<never, string | number, string>[] {
  return registry;
}

/** Stale index entries in every table: jest checks them after each test. */
export function tableProblems(): string[] {
  return registry.flatMap((t) => t.problems());
}

/** Every table's rows by table name, for tests that compare whole states. */
export function tableContents(): Record<string, unknown[]> {
  return Object.fromEntries(registry.map((t) => [t.name, t.all()]));
}
