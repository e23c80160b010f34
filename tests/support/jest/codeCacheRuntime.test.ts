/**
 * This file runs under the runtime it tests (jest.config.js names it for every project), which counts on the
 * test's global the modules it compiled. A jest release that moves the hook fails here, instead of quietly
 * compiling every module of every test file again.
 */
it('compiles the modules of this test file through compileModule', () => {
  const count = (globalThis as Record<symbol, { modules: number } | undefined>)[
    Symbol.for('hoj.jestCompiledModules')
  ];
  expect(count?.modules).toBeGreaterThan(0);
});

/**
 * The worker's store (mocks/src/store/workerShared.ts keeps the seeded mock store there for the worker's later
 * test files) keeps a copy made in the worker's own realm, not the test file's objects, which would keep this
 * file's whole realm alive after it ends.
 */
it("keeps plain data for the worker's later test files as a copy of its own", () => {
  const store = (globalThis as Record<symbol, unknown>)[Symbol.for('hoj.jestWorkerShared')] as
    { get(key: string): unknown; setCopy(key: string, value: unknown): void } | undefined;
  expect(store).toBeDefined();
  const value = { rows: [{ at: new Date(1_000), tags: new Set(['a']) }] };
  store?.setCopy('codeCacheRuntime.test', value);
  const kept = store?.get('codeCacheRuntime.test') as typeof value;
  expect(kept).not.toBe(value);
  expect(kept.rows[0]?.at.getTime()).toBe(1_000);
  expect(Object.getPrototypeOf(kept)).not.toBe(Object.prototype);
  expect([...(kept.rows[0]?.tags ?? [])]).toEqual(['a']);
});
