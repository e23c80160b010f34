import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { appBudgets, type AppBudget, type RouteBudget } from './budgets';

/**
 * Size budgets for the production builds, read from Vite's manifest: what a browser must fetch before a route
 * can render (the entry, the route's chunks and everything those import statically), what of it is the
 * route's own, its stylesheets and their fonts, and every other lazy chunk. Prints a table per app and exits
 * non-zero naming each route over a limit and by how much.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = 'index.html';

export type Measure = 'initial JS' | 'own JS' | 'CSS' | 'fonts' | 'lazy JS';

export interface Overshoot {
  measure: Measure;
  bytes: number;
  limitBytes: number;
}

export interface RouteResult {
  app: string;
  /** A route path, or the module of a page or lazy chunk no row names. */
  route: string;
  kind: 'route' | 'lazy';
  sizes: Partial<Record<Measure, number>>;
  limits: Partial<Record<Measure, number>>;
  files: { file: string; bytes: number }[];
  over: Overshoot[];
  /** Heavy lazy chunks this route reaches though it is not among their `onlyRoutes`. */
  strays?: string[];
}

function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the manifest; update tests/perf/budgets.ts`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** Everything `keys` may load, statically or on demand, short of what the entry brings anyway. */
function reachable(
  manifest: Manifest,
  keys: readonly string[],
  entry: Set<string>,
  stopAt: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || entry.has(key) || stopAt.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const minus = (a: Set<string>, b: Set<string>) => new Set([...a].filter((key) => !b.has(key)));

class Sizer {
  private readonly cache = new Map<string, number>();
  constructor(private readonly dist: string) {}

  gzip(file: string): number {
    let bytes = this.cache.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(join(this.dist, file)), { level: 6 }).length;
      this.cache.set(file, bytes);
    }
    return bytes;
  }

  raw(file: string): number {
    return readFileSync(join(this.dist, file)).length;
  }
}

function jsFiles(manifest: Manifest, keys: Set<string>): string[] {
  return [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

function cssFiles(manifest: Manifest, keys: Set<string>): string[] {
  return [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
}

/** The woff2 files a stylesheet points at (browsers that read woff2 fetch nothing else). */
function fontFiles(dist: string, css: readonly string[]): string[] {
  const fonts = new Set<string>();
  for (const file of css) {
    const text = readFileSync(join(dist, file), 'utf8');
    for (const match of text.matchAll(/url\(\s*["']?([^"')]+\.woff2)(?:[?#][^"')]*)?["']?\s*\)/g)) {
      fonts.add(posix.normalize(posix.join(posix.dirname(file), match[1]!)));
    }
  }
  return [...fonts];
}

const kb = (value: number) => value * 1024;

function limitFor(limit: number | Readonly<Record<string, number>>, route: string): number | undefined {
  return typeof limit === 'number' ? kb(limit) : limit[route] === undefined ? undefined : kb(limit[route]);
}

function check(result: RouteResult): RouteResult {
  for (const [measure, limit] of Object.entries(result.limits) as [Measure, number][]) {
    const bytes = result.sizes[measure] ?? 0;
    if (bytes > limit) result.over.push({ measure, bytes, limitBytes: limit });
  }
  return result;
}

export function measureApp(budget: AppBudget, distOverride?: string): RouteResult[] {
  const dist = join(root, distOverride ?? budget.dist);
  const manifest = readManifest(dist);
  const sizer = new Sizer(dist);
  const entry = closure(manifest, [ENTRY]);
  const named = new Set(budget.routes.flatMap((row) => row.chunks));
  const lazyKeys = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
  const unnamedPages = lazyKeys.filter((key) => budget.pagePattern.test(key) && !named.has(key));
  const rows: RouteBudget[] = [
    ...budget.routes,
    ...unnamedPages.map((key) => ({ route: key, chunks: [key] })),
  ];

  const heavy = budget.heavyLazy ?? [];
  for (const chunk of heavy) closure(manifest, [chunk.module]);
  const strays = (row: RouteBudget) => {
    const reach = reachable(manifest, row.chunks, entry);
    return heavy
      .filter((chunk) => reach.has(chunk.module) && !chunk.onlyRoutes.includes(row.route))
      .map((chunk) => chunk.module);
  };

  const routeResults = rows.map((row) => {
    const initial = closure(manifest, [ENTRY, ...row.chunks]);
    const own = minus(initial, entry);
    const css = cssFiles(manifest, initial);
    const fonts = fontFiles(dist, css);
    const js = jsFiles(manifest, initial);
    const sum = (files: string[], size: (file: string) => number) => files.reduce((t, f) => t + size(f), 0);
    const ownLimit = row.ownJsKb ?? budget.limits.ownJsKb;
    return check({
      app: budget.app,
      route: row.route,
      kind: 'route',
      sizes: {
        'initial JS': sum(js, (f) => sizer.gzip(f)),
        'own JS': sum(jsFiles(manifest, own), (f) => sizer.gzip(f)),
        CSS: sum(css, (f) => sizer.gzip(f)),
        fonts: sum(fonts, (f) => sizer.raw(f)),
      },
      limits: {
        'initial JS': limitFor(budget.limits.initialJsKb, row.route),
        'own JS': ownLimit === undefined ? undefined : kb(ownLimit),
        CSS: kb(budget.limits.cssKb),
        fonts: kb(budget.limits.fontKb),
      },
      files: js.map((file) => ({ file, bytes: sizer.gzip(file) })),
      over: [],
      strays: strays(row),
    });
  });

  // A panel fetched after first paint costs what neither the entry nor any page has brought already.
  const pagesLoad = new Set(rows.flatMap((row) => [...closure(manifest, row.chunks)]));
  const heavyModules = new Set(heavy.map((chunk) => chunk.module));
  const withoutHeavy = reachable(
    manifest,
    [ENTRY, ...rows.flatMap((row) => row.chunks)],
    new Set(),
    heavyModules,
  );
  const lazyResults = lazyKeys
    .filter((key) => !budget.pagePattern.test(key) && !named.has(key))
    .map((key) => {
      // A chunk only a heavy one fetches (Monaco's language colouring) costs what the heavy one has not brought.
      const viaHeavy = withoutHeavy.has(key)
        ? []
        : heavy.filter(
            (chunk) => chunk.module !== key && reachable(manifest, [chunk.module], entry).has(key),
          );
      const own = viaHeavy.reduce(
        (rest, chunk) => minus(rest, closure(manifest, [chunk.module])),
        minus(minus(closure(manifest, [key]), entry), pagesLoad),
      );
      const files = jsFiles(manifest, own).map((file) => ({ file, bytes: sizer.gzip(file) }));
      return check({
        app: budget.app,
        route: key,
        kind: 'lazy',
        sizes: { 'lazy JS': files.reduce((t, f) => t + f.bytes, 0) },
        limits: {
          'lazy JS': kb(heavy.find((chunk) => chunk.module === key)?.lazyJsKb ?? budget.limits.lazyJsKb),
        },
        files,
        over: [],
      });
    });
  for (const result of [...routeResults, ...lazyResults]) {
    for (const measure of Object.keys(result.limits) as Measure[]) {
      if (result.limits[measure] === undefined) delete result.limits[measure];
    }
  }
  return [...routeResults, ...lazyResults];
}

const size = (bytes: number | undefined) => (bytes === undefined ? '' : `${(bytes / 1024).toFixed(1)}`);

function cell(result: RouteResult, measure: Measure): string {
  const bytes = result.sizes[measure];
  if (bytes === undefined) return '';
  const limit = result.limits[measure];
  return limit === undefined ? size(bytes) : `${size(bytes)}/${size(limit)}`;
}

export function formatTable(results: readonly RouteResult[]): string {
  const measures: Measure[] = ['initial JS', 'own JS', 'CSS', 'fonts', 'lazy JS'];
  const header = ['', 'route or chunk', ...measures.map((m) => `${m} (KB)`)];
  const lines = results.map((r) => [
    r.over.length > 0 || (r.strays ?? []).length > 0 ? 'FAIL' : 'ok',
    r.route,
    ...measures.map((m) => cell(r, m)),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => line[i]!.length)));
  return [header, ...lines]
    .map((line) =>
      line.map((value, i) => (i < 2 ? value.padEnd(widths[i]!) : value.padStart(widths[i]!))).join('  '),
    )
    .join('\n');
}

export function describeOvershoots(results: readonly RouteResult[]): string[] {
  return results.flatMap((r) => [
    ...r.over.map(
      (o) =>
        `${r.app} ${r.route}: ${o.measure} ${size(o.bytes)} KB is ${size(o.bytes - o.limitBytes)} KB over its ${size(o.limitBytes)} KB budget`,
    ),
    ...(r.strays ?? []).map(
      (module) => `${r.app} ${r.route}: may load ${module}, which only its own routes may`,
    ),
  ]);
}

function main() {
  const all: RouteResult[] = [];
  for (const budget of appBudgets) {
    const results = measureApp(budget);
    all.push(...results);
    console.info(`\n${budget.app} (${budget.dist}; size/limit in KB, JS and CSS gzip, fonts raw)\n`);
    console.info(formatTable(results));
  }
  const reportDir = join(root, 'tests/reports');
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, 'budget.json'), `${JSON.stringify(all, null, 2)}\n`);
  const failures = describeOvershoots(all);
  if (failures.length > 0) {
    console.error(`\nOver budget:\n${failures.map((line) => `  ${line}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.info(`\nAll ${all.length} routes and lazy chunks within budget.`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
