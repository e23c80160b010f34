import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_HOST } from '../core/src/devPorts';

/**
 * What starting the local stack needs beyond the servers themselves, shared by the start command and the
 * Lighthouse script so both build and wait for the apps the same way.
 */

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const require = createRequire(import.meta.url);
// The packages' own entry files, run with this Node: no npx lookup, and a signal reaches the server itself.
export const viteBin = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
export const tsxBin = join(dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');

export type App = 'portal' | 'backoffice';

/** The API reference's preview server (built to docs/dist), run as `node <args>` in the repository root. */
export const docsPreviewArgs = (port: number): string[] => [
  viteBin,
  'preview',
  '--outDir',
  'docs/dist',
  '--host',
  DEV_HOST,
  '--port',
  String(port),
  '--strictPort',
];

/** Whether a server answers at `url` with anything below 500 (a 404 still means it listens). */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status < 500;
  } catch {
    return false;
  }
}

/**
 * Resolves once `url` answers with anything below 500 (a 404 still means the server listens), rejects after
 * `timeoutMs` or as soon as `stopped()` says the caller gave up (Ctrl+C, a server that died). Asks every
 * `intervalMs`.
 */
export async function waitFor(
  url: string,
  {
    timeoutMs = 90_000,
    stopped = () => false,
    intervalMs = 300,
  }: { timeoutMs?: number; stopped?: () => boolean; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopped()) throw new Error('stopped');
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Whether the app has a production build to preview. */
export const isBuilt = (app: App): boolean => existsSync(join(repoRoot, app, 'dist', 'index.html'));

/** The app's production build (`npm run build -w <app>` does the same), its output on this console. */
export function buildApp(app: App): Promise<void> {
  return new Promise<void>((ok, fail) => {
    const child = spawn(process.execPath, [viteBin, 'build'], { cwd: join(repoRoot, app), stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`${app} build failed`))));
  });
}
