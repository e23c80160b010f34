'use strict';
const v8 = require('node:v8');
const Runtime = require('jest-runtime').default;
const { compileModule } = require('./compileModule.cjs');

/** How many modules this worker compiled through compileModule, on each test's global under this symbol. */
const COUNT = Symbol.for('hoj.jestCompiledModules');
const count = { modules: 0 };

/**
 * Plain data a test file keeps for the later files of its worker, on each test's global under this symbol: jest
 * gives every file modules of its own, so a module's cache lasts one file. The mock backend keeps its seeded
 * store here (mocks/src/store/workerShared.ts) instead of seeding again in each of the hundreds of files that
 * start it. Only copies made here are kept: an object of a test file's realm would keep that whole realm (its
 * window, its modules) alive for the worker's life, and every garbage collection after would walk it.
 */
const SHARED = Symbol.for('hoj.jestWorkerShared');
const kept = new Map();
const shared = {
  get: (/** @type {string} */ key) => kept.get(key),
  setCopy: (/** @type {string} */ key, /** @type {unknown} */ value) =>
    void kept.set(key, v8.deserialize(v8.serialize(value))),
};

/** @param {any} executor */
function hookable(executor) {
  return (
    typeof executor?.compile === 'function' &&
    typeof executor.dynamicImport === 'function' &&
    Array.isArray(executor.injectedModuleParameters) &&
    typeof executor.environment?.getVmContext === 'function'
  );
}

let warned = false;
function warnOnce() {
  if (warned) return;
  warned = true;
  console.warn(
    'codeCacheRuntime: this jest has no module executor to hook; modules compile as jest compiles them.',
  );
}

/**
 * Jest's runtime, with module bodies compiled by compileModule.cjs so that V8's own script cache serves every
 * test file after the first one a worker runs. Anything compileModule cannot compile goes to jest's compiler,
 * which raises jest's errors for it. The hook is jest 30's module executor; if a jest release moves it, the
 * runtime says so once and runs as plain jest, and codeCacheRuntime.test.ts fails so the loss is noticed.
 */
class CodeCacheRuntime extends Runtime {
  /** @param {ConstructorParameters<typeof Runtime>} args */
  constructor(...args) {
    super(...args);
    const executor = this.executor;
    if (!hookable(executor)) {
      warnOnce();
      return;
    }
    Object.defineProperty(executor.environment.global, COUNT, { value: count });
    Object.defineProperty(executor.environment.global, SHARED, { value: shared });
    const jestCompile = executor.compile.bind(executor);
    executor.compile = (/** @type {string} */ source, /** @type {string} */ filename) => {
      const context = executor.environment.getVmContext();
      if (context == null) return null;
      try {
        const compiled = compileModule(
          source,
          filename,
          executor.injectedModuleParameters,
          context,
          (specifier, _script, attributes, phase) =>
            executor.dynamicImport(specifier, filename, context, attributes, phase),
        );
        count.modules += 1;
        return compiled;
      } catch {
        return jestCompile(source, filename);
      }
    };
  }
}

module.exports = CodeCacheRuntime;
