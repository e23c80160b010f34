import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from '@jest/test-result';
import LongFirstSequencer from './longFirstSequencer.cjs';

const root = join(__dirname, '../../..');

/** A suite as jest hands it to the sequencer on a fresh clone: no cache, so only its size is known. */
function suite(path: string, size: number): Test {
  return {
    path,
    context: { config: { cache: false }, hasteFS: { getSize: () => size } },
  } as unknown as Test;
}

it('runs the small but long route walks first when jest has no timings, the rest by size as jest does', async () => {
  const sorted = await new LongFirstSequencer({}).sort([
    suite('/repo/core/src/small.test.ts', 1_000),
    suite('/repo/backoffice/src/routesForRoot.test.tsx', 300),
    suite('/repo/portal/src/big.test.tsx', 20_000),
    suite('/repo/backoffice/src/routesForAdmin.test.tsx', 290),
  ]);
  expect(sorted.map((test) => test.path)).toEqual([
    '/repo/backoffice/src/routesForRoot.test.tsx',
    '/repo/backoffice/src/routesForAdmin.test.tsx',
    '/repo/portal/src/big.test.tsx',
    '/repo/core/src/small.test.ts',
  ]);
});

it('names suites that exist: a renamed route walk would otherwise go back to the end unnoticed', () => {
  const files = ['core/src', 'mocks/src', 'portal/src', 'backoffice/src', 'tests'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.test\.tsx?$/.test(path))
      .map((path) => `/${folder}/${path}`),
  );
  for (const pattern of LongFirstSequencer.LONG_SUITES) {
    expect(files.filter((path) => pattern.test(path)).length).toBeGreaterThan(0);
  }
});
