/**
 * Plain data kept for a whole jest worker instead of made again in each test file. jest gives each test file
 * modules of its own, so a module-level cache lasts one file; the worker's runtime
 * (tests/support/jest/codeCacheRuntime.cjs) puts one store on every test's global, and what a file keeps there
 * the worker's later files find. The mock backend keeps its seeded store there: seeding again in each of the
 * hundreds of files that start it was about a fifth of the mock suites' time. Outside jest (the HTTP server, the
 * browser) there is no such store: nothing is kept and nothing is found.
 *
 * The store keeps a copy made in the worker's own realm, never the test file's objects: those would keep the
 * file's whole realm (its window, its modules) alive, and every garbage collection after would walk it. What
 * comes back is therefore from another realm: its objects answer `instanceof` for that realm's classes only
 * (copyState reads them without it), and they must not be changed.
 */
const SHARED = Symbol.for('hoj.jestWorkerShared');

interface WorkerStore {
  get(key: string): unknown;
  /** Keeps a copy of plain data, made in the worker's own realm. */
  setCopy(key: string, value: unknown): void;
}

function workerStore(): WorkerStore | undefined {
  const found = (globalThis as Record<symbol, unknown>)[SHARED];
  return typeof found === 'object' && found !== null && typeof (found as WorkerStore).setCopy === 'function'
    ? (found as WorkerStore)
    : undefined;
}

/** What a test file before this one in the worker kept under `key`; nothing outside jest. */
export function workerSharedIfKept<T>(key: string): T | undefined {
  return workerStore()?.get(key) as T | undefined;
}

/**
 * Keeps a copy of `value` (plain data: objects, arrays, dates, maps, sets, byte arrays) under `key` for the
 * worker's later test files; nothing outside jest.
 */
export function keepCopyForWorker(key: string, value: unknown): void {
  workerStore()?.setCopy(key, value);
}
