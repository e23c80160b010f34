import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { DEV_HOST, devOrigin } from '@hoj/core/devPorts';
import { nextFreePort } from '@hoj/mocks/node/freePort';
import { repoRoot, tsxBin, viteBin, waitFor } from '../../scripts/localStack';
import type { Reaper } from './lighthouseReaper';

/** The mock backend and the two production builds, on ports of their own, for one measuring session. */
export interface PreviewStack {
  readonly mockOrigin: string;
  readonly portalOrigin: string;
  readonly backofficeOrigin: string;
  /** Why a server stopped on its own (with the end of its output), or null while all run. */
  failure(): string | null;
  /** Ends every server and waits for them (SIGTERM, then SIGKILL for one that lingers). */
  stop(): Promise<void>;
  /** Signals every server at once without waiting: for Ctrl+C and the process's exit. */
  killNow(): void;
}

/**
 * Searched upwards from here, away from the usual 4010/4173/4174: the e2e setup reuses servers it finds on those,
 * and it must never reuse ours (we stop them under it) nor should we measure a developer's own copy.
 */
const FIRST_PORT = 4510;
const OUTPUT_LINES_KEPT = 40;
const STOP_GRACE_MS = 5_000;

interface Server {
  readonly label: string;
  readonly child: ChildProcess;
  readonly output: string[];
  exited: boolean;
}

/** Signals the server's whole process group: tsx runs the mock in a grandchild that must go too. */
function signal(server: Server, name: NodeJS.Signals): void {
  if (server.exited || server.child.pid === undefined) return;
  try {
    process.kill(-server.child.pid, name);
  } catch {
    // already gone
  }
}

export async function startPreviewStack(
  reaper: Reaper,
  log: (line: string) => void = console.info,
): Promise<PreviewStack> {
  const taken = new Set<number>();
  const pick = async (): Promise<number> => {
    const port = await nextFreePort(FIRST_PORT, DEV_HOST, taken);
    taken.add(port);
    return port;
  };
  const mockPort = await pick();
  const portalPort = await pick();
  const backofficePort = await pick();

  // The preview servers read these to listen and to proxy `/api` (and the portal's `/admin`) to each other.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOJ_MOCK_PORT: String(mockPort),
    HOJ_PORTAL_PREVIEW_PORT: String(portalPort),
    HOJ_BACKOFFICE_PREVIEW_PORT: String(backofficePort),
  };
  // Always the mock: a real backend would make the numbers depend on a remote server and leave loopback.
  delete env.HOJ_API_TARGET;

  const servers: Server[] = [];
  let stopping = false;
  let failure: string | null = null;

  const run = (label: string, args: string[], cwd: string): void => {
    // Its own process group, so one signal reaches the server's children too (see `signal`).
    const child = spawn(process.execPath, args, {
      cwd,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server: Server = { label, child, output: [], exited: false };
    const pid = child.pid;
    if (pid !== undefined) reaper.watch(pid);
    const keep = (chunk: Buffer, echo: boolean) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        server.output.push(line);
        if (server.output.length > OUTPUT_LINES_KEPT) server.output.shift();
        // Errors (a failing /api proxy, say) matter while measuring; the servers' banners do not.
        if (echo) console.error(`[${label}] ${line}`);
      }
    };
    child.stdout?.on('data', (chunk: Buffer) => keep(chunk, false));
    child.stderr?.on('data', (chunk: Buffer) => keep(chunk, true));
    child.on('exit', (code, sig) => {
      server.exited = true;
      if (pid !== undefined) reaper.release(pid);
      if (!stopping && failure === null) {
        failure = `The ${label} stopped (${sig ?? `exit code ${code ?? '?'}`}). Its last output:\n${server.output.join('\n')}`;
      }
    });
    servers.push(server);
  };

  const killNow = () => {
    stopping = true;
    for (const server of servers) signal(server, 'SIGTERM');
  };

  const stop = async () => {
    killNow();
    const deadline = Date.now() + STOP_GRACE_MS;
    while (servers.some((s) => !s.exited) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    for (const server of servers) signal(server, 'SIGKILL');
  };

  run('mock backend', [tsxBin, 'mocks/src/node/server.ts', '--quiet'], repoRoot);
  run('portal preview', [viteBin, 'preview', '--strictPort'], join(repoRoot, 'portal'));
  run('back-office preview', [viteBin, 'preview', '--strictPort'], join(repoRoot, 'backoffice'));

  const stack: PreviewStack = {
    mockOrigin: devOrigin(mockPort),
    portalOrigin: devOrigin(portalPort),
    backofficeOrigin: devOrigin(backofficePort),
    failure: () => failure,
    stop,
    killNow,
  };
  try {
    const stopped = () => failure !== null;
    await Promise.all([
      waitFor(`${stack.mockOrigin}/api/health`, { stopped }),
      waitFor(`${stack.portalOrigin}/`, { stopped }),
      waitFor(`${stack.backofficeOrigin}/admin/`, { stopped }),
    ]);
  } catch (error) {
    await stop();
    throw new Error(failure ?? (error instanceof Error ? error.message : String(error)));
  }
  log(
    `Servers: mock ${stack.mockOrigin}, portal ${stack.portalOrigin}, back office ${stack.backofficeOrigin}/admin/`,
  );
  return stack;
}
