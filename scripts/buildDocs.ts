import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds the API reference (Redoc) from openapi.yaml into docs/dist/index.html with every script inlined, then
 * makes it work on a closed network: Redoc's attribution logo is an image on a CDN, so it is swapped for an inline
 * SVG that keeps the attribution, and its icon-set bases point at the origin. Fails if any CDN reference is left
 * in the page (a new Redoc release that adds one must be looked at, not shipped).
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DOCS_FILE = join(root, 'docs/dist/index.html');

const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"><text x="0" y="15" font-family="sans-serif" font-size="14" fill="#555">Redocly</text></svg>',
)}`;
const CDN_IMAGES = [
  'https://cdn.redoc.ly/redoc/logo-mini-full.svg',
  'https://cdn.redoc.ly/redoc/logo-mini.svg',
];
/** Icon-set bases Redoc only uses for named icons (this contract has none): kept on the origin all the same. */
const CDN_ICON_BASES = [
  'https://cdn.redocly.com/icons/fa/7.0.0',
  'https://cdn.redocly.com/icons/code/5.24.0',
];
const CDN_PATTERN = /https:\/\/cdn\.[a-z0-9.-]+\/[^\s"'`)]*/g;

export async function buildDocs(): Promise<void> {
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  const args = [
    cli,
    'build-docs',
    'openapi.yaml',
    '--inlineBundle',
    '--title',
    'HOJ API reference',
    '-o',
    DOCS_FILE,
  ];
  await new Promise<void>((ok, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    child.on('exit', (code) =>
      code === 0 ? ok() : fail(new Error(`redocly build-docs exited with ${code}`)),
    );
  });
  let html = readFileSync(DOCS_FILE, 'utf8');
  for (const url of CDN_IMAGES) html = html.replaceAll(url, LOGO);
  for (const base of CDN_ICON_BASES) html = html.replaceAll(base, './icons');
  const left = [...new Set(html.match(CDN_PATTERN) ?? [])];
  if (left.length > 0) throw new Error(`The API reference still loads from a CDN: ${left.join(', ')}`);
  writeFileSync(DOCS_FILE, html);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildDocs()
    .then(() => console.info(`API reference written to ${DOCS_FILE}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
