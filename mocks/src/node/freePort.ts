import { createServer } from 'node:net';

/** Whether nothing listens on `port` at `host` (tried by listening there for a moment). */
export function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * `wanted` if it is free, else the next free port above it (at most `tries` looked at), never one of `taken`
 * (ports already handed to another server of the same start).
 */
export async function nextFreePort(
  wanted: number,
  host: string,
  taken: ReadonlySet<number> = new Set(),
  tries = 50,
): Promise<number> {
  for (let port = wanted; port < wanted + tries && port <= 65535; port++) {
    if (!taken.has(port) && (await isPortFree(port, host))) return port;
  }
  throw new Error(`No free port between ${wanted} and ${wanted + tries - 1} on ${host}`);
}

/** What to tell someone whose chosen port is taken. */
export function portInUseMessage(what: string, port: number, host: string, envName: string): string {
  return (
    `${what}: port ${port} on ${host} is already in use (another copy still running, or another program). ` +
    `Stop it, or choose another port with ${envName}=<port>.`
  );
}
