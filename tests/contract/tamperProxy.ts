import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback HTTP proxy for the suite's own tests: forwards everything to a backend (the in-process mock
 * server) except the routes a test overrides, whose raw answers never pass through the mocks' contract
 * enforcement, so the suite itself is what must catch them. Records every request it sees.
 */

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string;
}

export interface Override {
  method: string;
  /** Exact pathname, e.g. `/api/get-contest-list`; `*` for every path not overridden otherwise. */
  path: string;
  /**
   * A raw answer, `hang-up` to drop the connection without answering, or `forward` to pass the request on (with
   * another body) and change the backend's JSON answer before it goes back (a server breaking one rule).
   */
  respond(
    request: SeenRequest,
  ):
    | { status: number; body: unknown; headers?: Record<string, string> }
    | 'hang-up'
    | { forward: { body?: string; transform?: (json: unknown) => unknown } };
}

export interface TamperProxy {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'host',
  'content-encoding',
]);

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

export function startTamperProxy(target: string, overrides: readonly Override[]): Promise<TamperProxy> {
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', target);
      const raw = await readBody(req);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      const seen: SeenRequest = { method: req.method ?? 'GET', url, headers, body: raw.toString('utf8') };
      requests.push(seen);
      const override =
        overrides.find((o) => o.method === seen.method && o.path === url.pathname) ??
        overrides.find((o) => o.method === seen.method && o.path === '*');
      const answer = override?.respond(seen);
      if (answer === 'hang-up') {
        res.destroy();
        return;
      }
      if (answer && !('forward' in answer)) {
        res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
        res.end(JSON.stringify(answer.body));
        return;
      }
      const forward = answer?.forward;
      const sent = forward?.body !== undefined ? Buffer.from(forward.body) : raw;
      const upstream = await fetch(url, {
        method: seen.method,
        headers,
        ...(sent.length > 0 ? { body: new Uint8Array(sent) } : {}),
      });
      const out: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name)) out[name] = value;
      });
      res.writeHead(upstream.status, out);
      const bytes = Buffer.from(await upstream.arrayBuffer());
      const transform = forward?.transform;
      res.end(transform ? JSON.stringify(transform(JSON.parse(bytes.toString('utf8')))) : bytes);
    })().catch(() => {
      res.destroy();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** A port on which nothing listens (bound, then released). */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
