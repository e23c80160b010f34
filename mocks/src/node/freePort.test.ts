import { createServer, type Server } from 'node:net';
import { isPortFree, nextFreePort, portInUseMessage } from './freePort';

const HOST = '127.0.0.1';

function listen(port = 0): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(server));
  });
}

const portOf = (server: Server) => (server.address() as { port: number }).port;
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('finding a free port for the local stack', () => {
  it('keeps a free port, and moves past a busy one and past ports already handed out', async () => {
    const busy = await listen();
    const port = portOf(busy);
    try {
      expect(await isPortFree(port, HOST)).toBe(false);
      const next = await nextFreePort(port, HOST);
      expect(next).toBeGreaterThan(port);
      expect(await isPortFree(next, HOST)).toBe(true);
      expect(await nextFreePort(next, HOST)).toBe(next);
      expect(await nextFreePort(next, HOST, new Set([next]))).toBeGreaterThan(next);
    } finally {
      await close(busy);
    }
    expect(await isPortFree(port, HOST)).toBe(true);
  });

  it('gives up with the range it looked at', async () => {
    const busy = await listen();
    try {
      await expect(nextFreePort(portOf(busy), HOST, new Set(), 1)).rejects.toThrow(
        `No free port between ${portOf(busy)} and ${portOf(busy)} on ${HOST}`,
      );
    } finally {
      await close(busy);
    }
  });

  it('tells what to do when a chosen port is taken', () => {
    expect(portInUseMessage('Mock backend', 4010, HOST, 'HOJ_MOCK_PORT')).toBe(
      'Mock backend: port 4010 on 127.0.0.1 is already in use (another copy still running, or another program). ' +
        'Stop it, or choose another port with HOJ_MOCK_PORT=<port>.',
    );
  });
});
