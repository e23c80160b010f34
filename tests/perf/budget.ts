import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { budgets, type Budget } from './budgets';

/**
 * Size budgets for the production builds: the JavaScript a browser must fetch before a route can render is
 * the entry chunk, the route's lazy chunk, and everything those import statically. Measured from Vite's
 * manifest, gzip level 6 (what common reverse proxies send). Exits non-zero when any budget is exceeded.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the manifest; update tests/perf/budgets.ts`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

export interface BudgetResult {
  app: string;
  route: string;
  limitBytes: number;
  gzipBytes: number;
  files: { file: string; gzipBytes: number }[];
  passed: boolean;
}

export function measure(budget: Budget): BudgetResult {
  const dist = join(root, budget.dist);
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const files = staticClosure(manifest, budget.chunks).map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(dist, file)), { level: 6 }).length,
  }));
  const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  const limitBytes = budget.limitKb * 1024;
  return {
    app: budget.app,
    route: budget.route,
    limitBytes,
    gzipBytes,
    files,
    passed: gzipBytes <= limitBytes,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const results = budgets.map(measure);
  for (const r of results) {
    console.info(
      `\n${r.passed ? 'PASS' : 'FAIL'} ${r.app} ${r.route}: ${kb(r.gzipBytes)} gzip (limit ${kb(r.limitBytes)})`,
    );
    for (const f of [...r.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.info(`  ${kb(f.gzipBytes).padStart(10)}  ${f.file}`);
    }
  }
  const reportDir = join(root, 'tests/reports');
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, 'budget.json'), `${JSON.stringify(results, null, 2)}\n`);
  const failed = results.filter((r) => !r.passed);
  console.info(`\n${results.length - failed.length} passed, ${failed.length} failed`);
  if (failed.length > 0) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
