import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describeOvershoots, formatTable, measureApp } from './budget';
import type { AppBudget } from './budgets';

/** Writes a fake build with a manifest so the chunk graph and the limit checks can be asserted. */
function fakeDist(files: Record<string, string | Buffer>, manifest: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'budget-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return relative(join(__dirname, '../..'), dir);
}

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index.css'],
    dynamicImports: ['src/routes/Home.tsx', 'src/routes/Forgotten.tsx', 'src/charts/Chart.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/routes/Home.tsx': {
    file: 'assets/home.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_shared.js'],
    dynamicImports: ['src/charts/Chart.tsx'],
  },
  'src/routes/Forgotten.tsx': { file: 'assets/forgotten.js', isDynamicEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/charts/Chart.tsx': {
    file: 'assets/chart.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_big.js'],
  },
  '_big.js': { file: 'assets/big.js' },
};

/** Text that gzip cannot shrink much, so sizes are predictable. */
function noise(bytes: number, seed: number): string {
  let x = seed;
  return Array.from({ length: bytes }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return String.fromCharCode(33 + (x % 90));
  }).join('');
}

const dist = fakeDist(
  {
    'assets/index.js': noise(2000, 1),
    'assets/vendor.js': noise(4000, 2),
    'assets/home.js': noise(1000, 3),
    'assets/forgotten.js': noise(300, 4),
    'assets/shared.js': noise(500, 5),
    'assets/chart.js': noise(800, 6),
    'assets/big.js': noise(20_000, 7),
    'assets/index.css': `body{font-family:X}@font-face{src:url(./font-a.woff2) format("woff2"),url(./font-a.woff)}`,
    'assets/shared.css': `@font-face{src:url("font-b.woff2?v=1")}`,
    'assets/font-a.woff2': Buffer.alloc(3000, 1),
    'assets/font-b.woff2': Buffer.alloc(1000, 2),
    'assets/font-a.woff': Buffer.alloc(9000, 3),
  },
  manifest,
);

const budget = (limits: Partial<AppBudget['limits']> = {}): AppBudget => ({
  app: 'portal',
  dist,
  pagePattern: /^src\/routes\//,
  routes: [{ route: '/home', chunks: ['src/routes/Home.tsx'] }],
  limits: { initialJsKb: { '/home': 100 }, ownJsKb: 100, cssKb: 10, fontKb: 10, lazyJsKb: 100, ...limits },
});

const row = (results: ReturnType<typeof measureApp>, route: string) => {
  const found = results.find((r) => r.route === route);
  if (!found) throw new Error(`no row for ${route}`);
  return found;
};

describe('bundle budgets', () => {
  it('counts the entry, the route chunk and their static imports once each, never lazy chunks', () => {
    const home = row(measureApp(budget()), '/home');
    expect(home.files.map((f) => f.file).sort()).toEqual([
      'assets/home.js',
      'assets/index.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
    expect(home.sizes['initial JS']).toBe(home.files.reduce((sum, f) => sum + f.bytes, 0));
    const own = home.files.filter((f) => ['assets/home.js', 'assets/shared.js'].includes(f.file));
    expect(home.sizes['own JS']).toBe(own.reduce((sum, f) => sum + f.bytes, 0));
    expect(home.over).toEqual([]);
  });

  it('counts the stylesheets and only the woff2 fonts they point at, at their raw size', () => {
    const home = row(measureApp(budget()), '/home');
    expect(home.sizes.fonts).toBe(4000);
    expect(home.sizes.CSS).toBeGreaterThan(0);
  });

  it('gives a page no row names a row of its own, and budgets other lazy chunks beyond what pages load', () => {
    const results = measureApp(budget());
    expect(results.map((r) => [r.route, r.kind])).toEqual([
      ['/home', 'route'],
      ['src/routes/Forgotten.tsx', 'route'],
      ['src/charts/Chart.tsx', 'lazy'],
    ]);
    // The chart's own cost: its chunk and the big library, not the shared chunk the home page brought.
    expect(
      row(results, 'src/charts/Chart.tsx')
        .files.map((f) => f.file)
        .sort(),
    ).toEqual(['assets/big.js', 'assets/chart.js']);
    // An initial-JS limit given per route applies to that route only.
    expect(row(results, 'src/routes/Forgotten.tsx').limits['initial JS']).toBeUndefined();
  });

  it('fails a route over any limit and says by how much', () => {
    const results = measureApp(budget({ initialJsKb: { '/home': 1 }, fontKb: 2, lazyJsKb: 5 }));
    const lines = describeOvershoots(results);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^portal \/home: initial JS [\d.]+ KB is [\d.]+ KB over its 1\.0 KB budget$/);
    expect(lines[1]).toBe('portal /home: fonts 3.9 KB is 1.9 KB over its 2.0 KB budget');
    // The entry's and the shared chunk's fonts load with every page.
    expect(lines[2]).toBe('portal src/routes/Forgotten.tsx: fonts 3.9 KB is 1.9 KB over its 2.0 KB budget');
    expect(lines[3]).toMatch(/^portal src\/charts\/Chart\.tsx: lazy JS/);
    expect(formatTable(results).split('\n')[1]).toMatch(/^FAIL {2}\/home/);
  });

  it('allows a heavy lazy chunk its own limit, and fails a route outside its list that may load it', () => {
    const heavy = (onlyRoutes: string[]): AppBudget => ({
      ...budget({ lazyJsKb: 5 }),
      heavyLazy: [{ module: 'src/charts/Chart.tsx', lazyJsKb: 50, onlyRoutes, why: 'test' }],
    });
    const allowed = measureApp(heavy(['/home']));
    expect(describeOvershoots(allowed)).toEqual([]);
    expect(row(allowed, 'src/charts/Chart.tsx').limits['lazy JS']).toBe(50 * 1024);
    // Forgotten never reaches the chart; home does, through its dynamic import.
    expect(describeOvershoots(measureApp(heavy(['/elsewhere'])))).toEqual([
      'portal /home: may load src/charts/Chart.tsx, which only its own routes may',
    ]);
  });

  it('budgets a heavy chunk only the entry fetches (the demo mock backend) on its own, reachable from no route', () => {
    const demoDist = fakeDist(
      {
        'assets/index.js': noise(2000, 1),
        'assets/home.js': noise(1000, 3),
        'assets/vendor.js': noise(4000, 2),
        'assets/mocks.js': noise(12_000, 8),
      },
      {
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          imports: ['_vendor.js'],
          dynamicImports: ['src/routes/Home.tsx', 'src/demo/startDemoMocks.ts'],
        },
        '_vendor.js': { file: 'assets/vendor.js' },
        'src/routes/Home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_vendor.js'] },
        'src/demo/startDemoMocks.ts': {
          file: 'assets/mocks.js',
          isDynamicEntry: true,
          imports: ['_vendor.js'],
        },
      },
    );
    const demo = (lazyJsKb: number): AppBudget => ({
      ...budget({ lazyJsKb: 5 }),
      dist: demoDist,
      heavyLazy: [{ module: 'src/demo/startDemoMocks.ts', lazyJsKb, onlyRoutes: [], why: 'test' }],
    });
    const results = measureApp(demo(20));
    expect(describeOvershoots(results)).toEqual([]);
    // Its own file only: the vendor chunk it shares came with the entry.
    expect(row(results, 'src/demo/startDemoMocks.ts').files.map((f) => f.file)).toEqual(['assets/mocks.js']);
    expect(describeOvershoots(measureApp(demo(1)))).toEqual([
      expect.stringMatching(
        /^portal src\/demo\/startDemoMocks\.ts: lazy JS [\d.]+ KB is [\d.]+ KB over its 1\.0 KB budget$/,
      ),
    ]);
  });

  it('names a chunk missing from the manifest instead of passing silently', () => {
    const broken = { ...budget(), routes: [{ route: '/x', chunks: ['src/Missing.tsx'] }] };
    expect(() => measureApp(broken)).toThrow(/Missing\.tsx.*not in the manifest/);
  });
});
