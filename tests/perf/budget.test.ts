import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { measure } from './budget';

/** Writes a fake build with a manifest so the closure and the limit check can be asserted. */
function fakeDist(files: Record<string, string>, manifest: object): string {
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
    dynamicImports: ['src/Home.tsx', 'src/Editor.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/Home.tsx': { file: 'assets/home.js', imports: ['_vendor.js', '_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/Editor.tsx': { file: 'assets/editor.js' },
};

const random = (n: number) => Array.from({ length: n }, (_, i) => ((i * 7919) % 251).toString(36)).join('');

describe('bundle budget', () => {
  const dist = fakeDist(
    {
      'assets/index.js': random(2000),
      'assets/vendor.js': random(4000),
      'assets/home.js': random(1000),
      'assets/shared.js': random(500),
      'assets/editor.js': random(50000),
    },
    manifest,
  );

  it('counts the entry, the route chunk and their static imports once each, never lazy chunks', () => {
    const result = measure({
      app: 'portal',
      route: '/home',
      dist,
      chunks: ['index.html', 'src/Home.tsx'],
      limitKb: 200,
    });
    expect(result.files.map((f) => f.file).sort()).toEqual([
      'assets/home.js',
      'assets/index.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
    expect(result.gzipBytes).toBe(result.files.reduce((sum, f) => sum + f.gzipBytes, 0));
    expect(result.passed).toBe(true);
  });

  it('fails when the gzip size is over the limit', () => {
    const result = measure({
      app: 'portal',
      route: '/edit',
      dist,
      chunks: ['index.html', 'src/Editor.tsx'],
      limitKb: 0.5,
    });
    expect(result.passed).toBe(false);
  });

  it('names a chunk missing from the manifest instead of passing silently', () => {
    expect(() =>
      measure({ app: 'portal', route: '/x', dist, chunks: ['src/Missing.tsx'], limitKb: 200 }),
    ).toThrow(/Missing\.tsx.*not in the manifest/);
  });
});
