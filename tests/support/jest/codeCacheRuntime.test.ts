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
