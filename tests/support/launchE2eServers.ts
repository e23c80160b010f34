import { spawn, type ChildProcess } from 'node:child_process';
import { answers, waitFor } from '../../scripts/localStack';
import { e2eServers, READY_LINE, type E2eServer } from './e2eServers';

/**
 * Starts every server of an e2e run at once and prints READY_LINE once all of them answer (Playwright's one
 * webServer entry waits for that line). Playwright starts its webServer entries one after another and asks each
 * on a back-off of up to a second: the eight servers of a run took 11 s to come up that way, about 3 s side by
 * side. Outside CI a server that already answers is used as it is, as `reuseExistingServer` did. A server that
 * exits ends the run's start; Playwright stops the process group, and so every server, when the run ends.
 */
const children: ChildProcess[] = [];
let failed = false;

function start(server: E2eServer): void {
  const child = spawn(process.execPath, server.args, {
    cwd: server.cwd,
    env: { ...process.env, ...server.env },
    // Their banners say nothing the run needs; their errors do.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (failed) return;
    failed = true;
    console.error(`the ${server.name} server stopped (${signal ?? `exit code ${code ?? 'null'}`})`);
    for (const other of children) other.kill('SIGTERM');
    process.exit(1);
  });
  children.push(child);
}

async function main(): Promise<void> {
  const reuse = !process.env.CI;
  const servers = e2eServers();
  const running = await Promise.all(servers.map((server) => answers(server.url)));
  const taken = servers
    .filter((_, i) => running[i] && !reuse)
    .map((server) => `${server.name} (${server.url})`);
  // In CI every server is this run's own: one already answering is a copy left running, with other data.
  if (taken.length > 0) throw new Error(`already answering, stop them first: ${taken.join(', ')}`);
  servers.forEach((server, i) => {
    if (!running[i]) start(server);
  });
  await Promise.all(
    servers.map((server) =>
      waitFor(server.url, { timeoutMs: 110_000, intervalMs: 50, stopped: () => failed }),
    ),
  );
  console.info(READY_LINE);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    failed = true;
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
});
