import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { DEV_HOST, apiTarget, devOrigin, devPorts } from '../core/src/devPorts';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { DEMO_CONTEST_PASSWORD } from '../mocks/src/contests/seedContests';
import { nextFreePort } from '../mocks/src/node/freePort';
import { buildDocs } from './buildDocs';
import {
  buildApp,
  docsPreviewArgs,
  isBuilt,
  repoRoot as root,
  tsxBin,
  viteBin,
  waitFor,
  type App,
} from './localStack';

/**
 * One command for the whole local stack: the mock backend (unless HOJ_API_TARGET points at a real backend),
 * the portal and the back office. `--preview` serves the production builds (building them when missing);
 * the default runs the Vite dev servers.
 */

const preview = process.argv.includes('--preview');
const realBackend = Boolean(process.env.HOJ_API_TARGET);
const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, args: string[], cwd: string): ChildProcess {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${name}] `;
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`${prefix}${line}\n`);
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}exited with code ${code ?? 'null'}; stopping everything.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

function stop(code: number) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}

const isStopping = (): boolean => stopping;

async function buildIfMissing(app: App) {
  if (isBuilt(app)) return;
  console.info(`Building ${app} (first preview run)…`);
  await buildApp(app);
}

type Server = 'mock' | 'portal' | 'backoffice' | 'docs';

/**
 * Each server's port: its usual one, or the next free one when something else holds it (a copy left running,
 * another program), said on the console. The servers are started with the ports in their environment, so the
 * dev proxies point at each other's actual ports.
 */
async function choosePorts(): Promise<Record<Server, number>> {
  const wanted: [Server, number, string, string][] = [
    ['mock', devPorts.mock, 'HOJ_MOCK_PORT', 'mock backend'],
    preview
      ? ['portal', devPorts.portalPreview, 'HOJ_PORTAL_PREVIEW_PORT', 'portal']
      : ['portal', devPorts.portal, 'HOJ_PORTAL_PORT', 'portal'],
    preview
      ? ['backoffice', devPorts.backofficePreview, 'HOJ_BACKOFFICE_PREVIEW_PORT', 'back office']
      : ['backoffice', devPorts.backoffice, 'HOJ_BACKOFFICE_PORT', 'back office'],
    ['docs', devPorts.docs, 'HOJ_DOCS_PORT', 'API reference'],
  ];
  const taken = new Set<number>();
  const chosen = {} as Record<Server, number>;
  for (const [server, port, envName, label] of wanted) {
    const free = server === 'mock' && realBackend ? port : await nextFreePort(port, DEV_HOST, taken);
    if (free !== port) console.info(`Port ${port} is in use: the ${label} takes ${free} instead.`);
    process.env[envName] = String(free);
    taken.add(free);
    chosen[server] = free;
  }
  return chosen;
}

async function main() {
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  const http = (port: number, path = '/') => `${devOrigin(port)}${path}`;
  const ports = await choosePorts();
  const portalPort = ports.portal;
  const backofficePort = ports.backoffice;

  if (!realBackend) run('mock', [tsxBin, 'mocks/src/node/server.ts', '--quiet'], root);
  if (preview) {
    await buildIfMissing('portal');
    await buildIfMissing('backoffice');
  }
  const viteArgs = preview ? [viteBin, 'preview', '--strictPort'] : [viteBin, '--strictPort'];
  run('portal', viteArgs, join(root, 'portal'));
  run('backoffice', viteArgs, join(root, 'backoffice'));
  // Rebuilt on every start (about a second) so the reference always shows the current contract.
  await buildDocs();
  run('docs', docsPreviewArgs(ports.docs), root);

  await Promise.all([
    realBackend ? Promise.resolve() : waitFor(http(ports.mock, '/api/health'), { stopped: isStopping }),
    waitFor(http(portalPort), { stopped: isStopping }),
    waitFor(http(backofficePort, '/admin/'), { stopped: isStopping }),
    waitFor(http(ports.docs), { stopped: isStopping }),
  ]);

  const rows = demoAccounts.map((a) => `  ${a.username.padEnd(14)} ${a.password.padEnd(18)} ${a.label}`);
  console.info(
    [
      '',
      `HOJ front end is running (${preview ? 'production builds' : 'dev servers'}):`,
      `  Portal       ${http(portalPort)}`,
      `  Back office  ${http(backofficePort, '/admin/')}   (also ${http(portalPort, '/admin/')})`,
      `  API          ${realBackend ? apiTarget() : `${http(ports.mock, '/api')}  (mock backend with demo data)`}`,
      `  API reference ${http(ports.docs)}`,
      '',
      'Demo accounts (username / password / role):',
      ...rows,
      ...(realBackend
        ? []
        : [`  Private and protected demo contests take the password ${DEMO_CONTEST_PASSWORD}.`]),
      '',
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (!stopping) {
    console.error(error instanceof Error ? error.message : error);
    stop(1);
  }
});
