import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * A process outside ours that ends the servers and browsers we started when we end without doing it ourselves.
 * Signal handlers are not enough: under `npm run`, tsx forwards Ctrl+C to this script and SIGKILLs it when it
 * does not answer within tens of milliseconds, which it cannot while Lighthouse computes a report on the main
 * thread; and the servers and Chromium run in process groups of their own, so the terminal's Ctrl+C misses them.
 *
 * It reads `add <pgid>` / `del <pgid>` lines; when its input closes (we exited, however) it sends SIGTERM to every
 * group still listed, then SIGKILL.
 */
const REAPER_SOURCE = `
const groups = new Set();
let pending = '';
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  pending += chunk;
  for (let end = pending.indexOf('\\n'); end >= 0; end = pending.indexOf('\\n')) {
    const [verb, id] = pending.slice(0, end).split(' ');
    pending = pending.slice(end + 1);
    if (verb === 'add') groups.add(Number(id)); else groups.delete(Number(id));
  }
});
process.stdin.on('end', () => {
  if (groups.size === 0) process.exit(0);
  const signal = (name) => { for (const group of groups) { try { process.kill(-group, name); } catch {} } };
  signal('SIGTERM');
  setTimeout(() => { signal('SIGKILL'); process.exit(0); }, 3000);
});
`;

export interface Reaper {
  /** Kill this process group if we exit before `release`. */
  watch(pgid: number): void;
  /** The group ended (or was ended) by us: nothing left to do for it. */
  release(pgid: number): void;
  /** No more groups: lets the reaper go. */
  close(): void;
}

export function startReaper(): Reaper {
  const child = spawn(process.execPath, ['-e', REAPER_SOURCE], {
    // Out of our process group, so the Ctrl+C that ends us does not end it first.
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  // Neither the process nor the pipe may keep this script running once its work is done.
  child.unref();
  const input = child.stdin as Socket;
  input.unref();
  input.on('error', () => undefined);
  const send = (line: string) => {
    if (!input.destroyed && input.writable) input.write(`${line}\n`);
  };
  return {
    watch: (pgid) => send(`add ${pgid}`),
    release: (pgid) => send(`del ${pgid}`),
    close: () => input.end(),
  };
}
