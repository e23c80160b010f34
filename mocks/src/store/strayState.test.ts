import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');

/**
 * Where state may live outside the store: the store itself, and the composition layer's own bookkeeping (the
 * contract's compiled validators and recorded faults, the fallback hits, the servers), which no reset restores.
 */
const OUTSIDE_THE_STORE = [
  'store/',
  'contract/',
  'fallback/',
  'jest/',
  'node/',
  'browser/',
  'vite/',
  'registry.ts',
];

/**
 * Module-level `let`; empty Maps, Sets and arrays made at module level or as class fields; and tables and store
 * cells declared outside the store: state that would not be in one place with the schema.
 */
const STATE = [
  /\b(storeMap|storeRecord|storeList)(<.*>)?\(/,
  /\btable<\w+>\(\)\(|\bnew \w*Table\(/,
  /^(export )?(let|var) /,
  /^(export )?const \w+(: [^=]+)? = new (Map|Set|WeakMap)(<.*>)?\(\);/,
  /^(export )?const \w+(: [^=]+)? = \[\];/,
  /^ {2}(readonly )?#?\w+(: [^=]+)? = new (Map|Set|WeakMap)(<.*>)?\(\);/,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the store', () => {
  it('holds every table and all mutable state of the domains and the transport, so resetDb() restores it', () => {
    const stray = sources(SRC).flatMap((path) => {
      const name = relative(SRC, path);
      if (OUTSIDE_THE_STORE.some((place) => name.startsWith(place))) return [];
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          STATE.some((pattern) => pattern.test(line)) ? [`${name}:${i + 1}: ${line}`] : [],
        );
    });
    expect(stray).toEqual([]);
  });
});
