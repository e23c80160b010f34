/**
 * Fails when source files import each other in a circle. ESLint's `import/no-cycle` skips `import type`, but a
 * circle of type imports still ties two modules into one: neither can be read, moved or tested without the
 * other. This walks every import (type-only and dynamic ones included) with TypeScript's own resolver.
 * Run: `npx tsx scripts/checkCycles.ts` (part of `npm run lint`).
 */
import { readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = realpathSync(join(import.meta.dirname, '..'));
const sourceRoots = ['core/src', 'mocks/src', 'portal/src', 'backoffice/src', 'tests', 'scripts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'reports' || name.startsWith('dist')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const config = ts.readConfigFile(join(root, 'tsconfig.base.json'), (path) => ts.sys.readFile(path));
const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);

const files = sourceRoots.flatMap((dir) => sourceFiles(join(root, dir)));
const known = new Set(files);

/** The repository files a file imports, resolved as the compiler resolves them (aliases, workspaces). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
    if (!resolved) return [];
    const real = realpathSync(resolved);
    return known.has(real) ? [real] : [];
  });
}

const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** Tarjan's strongly connected components: every component of more than one file is a circle. */
function circles(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];

  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      for (;;) {
        const member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
        if (member === file) break;
      }
      const selfImport = component.length === 1 && (graph.get(file) ?? []).includes(file);
      if (component.length > 1 || selfImport) found.push(component);
    }
  };

  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

/** The shortest import path from a member of a cycle back to itself, inside the cycle's files. */
function loopThrough(component: string[]): string[] {
  const members = new Set(component);
  const [start = ''] = [...component].sort();
  // Where each file was first reached from; the start has no entry, which ends the walk back.
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [file];
        for (let back = cameFrom.get(file); back !== undefined; back = cameFrom.get(back)) path.unshift(back);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

const found = circles();
if (found.length > 0) {
  console.error(`Import cycles (type-only and dynamic imports included): ${found.length}`);
  for (const component of found) {
    const loop = loopThrough(component).map((file) => relative(root, file));
    const others = component.length > loop.length - 1 ? ` (${component.length} files are caught in it)` : '';
    console.error(`- ${loop.join(' → ')}${others}`);
  }
  process.exit(1);
}
console.info(`No import cycles among ${files.length} source files.`);
