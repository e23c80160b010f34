import { createContext, type Context } from 'node:vm';
import { compileModule } from './compileModule.cjs';

const PARAMETERS = ['module', 'exports', 'require'] as const;
type Exports = Record<string, unknown>;

/** Loads `source` as a CommonJS module in `context`, as jest's runtime calls the compiled wrapper. */
function load(
  source: string,
  options: {
    filename?: string;
    context?: Context;
    importModule?: (specifier: string) => Promise<unknown>;
  } = {},
): Exports {
  const module = { exports: {} as Exports };
  const require = (name: string) => ({ required: name });
  compileModule(
    source,
    options.filename ?? '/virtual/module.js',
    PARAMETERS,
    options.context ?? createContext({}),
    // jest runs without --experimental-vm-modules: import() in a CommonJS module is refused either way.
    () => Promise.reject(new Error('no dynamic import here')),
  ).call(module.exports, module, module.exports, require);
  return module.exports;
}

describe('a module compiled for jest', () => {
  it('gets module, exports and require, and runs with exports as this, as a CommonJS module does', () => {
    const exports = load(`
      exports.viaExports = 1;
      module.exports.viaModule = 2;
      exports.dependency = require('left-pad');
      exports.self = this === exports;
    `);
    expect(exports).toEqual({
      viaExports: 1,
      viaModule: 2,
      dependency: { required: 'left-pad' },
      self: true,
    });
  });

  it('gives each test file’s context its own module state and globals, the second time too', () => {
    const source = 'let count = 0; exports.next = () => ++count; exports.realm = globalThis.realm;';
    const first = load(source, { context: createContext({ realm: 'first' }) }) as {
      next: () => number;
      realm: string;
    };
    first.next();
    first.next();
    const second = load(source, { context: createContext({ realm: 'second' }) }) as {
      next: () => number;
      realm: string;
    };
    expect([second.next(), second.realm]).toEqual([1, 'second']);
    expect([first.next(), first.realm]).toEqual([3, 'first']);
  });

  it('runs a changed module as changed, under the same file name', () => {
    expect(load('exports.answer = 41;', { filename: '/virtual/answer.js' }).answer).toBe(41);
    expect(load('exports.answer = 42;', { filename: '/virtual/answer.js' }).answer).toBe(42);
  });

  it('reports an error at its file, line and column, the body’s first line included', () => {
    const stackOf = (source: string) => {
      try {
        (load(source, { filename: '/virtual/fails.js' }).fail as () => void)();
      } catch (error) {
        return String((error as Error).stack).split('\n')[1];
      }
      return '';
    };
    expect(stackOf("\n\nexports.fail = () => { throw new Error('broken'); };")).toContain(
      '/virtual/fails.js:3:',
    );
    // The wrapper shares the first line with the body: its column moves, its line does not.
    expect(stackOf("exports.fail = () => { throw new Error('broken'); };")).toContain('/virtual/fails.js:1:');
  });

  it('refuses a body that is not a function body, so that jest’s own compiler reports it', () => {
    // The error comes from the compiling realm, not this test's: compared by name.
    const errorOf = (source: string) => {
      try {
        load(source);
      } catch (error) {
        return (error as Error).name;
      }
      return 'none';
    };
    expect(errorOf('export const esm = 1;')).toBe('SyntaxError');
    const context = createContext({});
    expect(() => load('}); globalThis.escaped = true; ({', { context })).toThrow();
    expect(Object.keys(context)).not.toContain('escaped');
  });
});
