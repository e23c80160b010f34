import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { DEV_HOST, devPorts } from '@hoj/core/devPorts';
import { isContractPath } from '../contract/spec';
import { takeFallbackHits } from '../fallback/emptyHandlers';
import { resetDb } from '../registry';
import { handlers } from '../handlers';
import { EVENT_STREAM } from '../contract/eventStream';
import { springNotFound } from '../http/notFound';
import { clock } from '../store/clock';
import { portInUseMessage } from './freePort';

/**
 * The mock backend over HTTP, for the dev servers, the demo and playwright: a node:http adapter around msw's
 * `getResponse(handlers, request)`, on loopback only. Besides the contract it answers `GET /api/health` and three
 * mock-only calls for the e2e tests: `POST /api/__reset` restores the seed (before each test),
 * `GET /api/__fallbacks` lists (and forgets) the operations answered by a fallback since the last reset, and
 * `POST /api/__clock` with `{"advanceMs": n}` moves the mock's clock forward, so a test reaches a deadline
 * (the hourly notice push, an expiry, a judge state) without waiting for it, and with `{"freeze": true}` stops
 * it (until `{"freeze": false}` or the next reset), so a test sees each judge state as long as it needs.
 */

export interface MockServerOptions {
  /** Defaults to `devPorts.mock` (4010, or HOJ_MOCK_PORT); 0 picks a free port. */
  port?: number;
  /** A loopback address; defaults to 127.0.0.1. */
  host?: string;
  /** No per-request log line. */
  quiet?: boolean;
}

export interface MockServer {
  url: string;
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);
/**
 * Idle keep-alive sockets stay open longer than any client keeps them (Node's agents and Playwright drop theirs
 * after about 5 s). With Node's default of 5 s on the server too, a client could send on a socket the server was
 * closing that instant and read ECONNRESET: the dev proxies and the e2e fixtures reuse sockets between calls.
 */
export const KEEP_ALIVE_MS = 120_000;

const EXPOSED = 'Refresh-Token,Authorization,Url-Type,Content-disposition,Content-Type';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function toFetchRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  // Read the whole body before handing it over, so a handler sees a complete JSON document.
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  const body = Buffer.concat(chunks);
  return new Request(url, { method, headers, body: body.length > 0 ? new Uint8Array(body) : null });
}

/** CORS as the backend does it: echo the origin and the requested headers. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED,
  };
}

const clockUsage = 'a body of {"advanceMs": n} (milliseconds, not negative) or {"freeze": true|false}';

/**
 * `POST /api/__clock`: `{"advanceMs": n}` moves the mock time forward, `{"freeze": true}` stops it where it is
 * (until advanced or unfrozen), `{"freeze": false}` lets it run again. Both may come in one body (freeze first).
 */
function moveClock(body: unknown): Response {
  const { advanceMs, freeze } = (typeof body === 'object' && body !== null ? body : {}) as {
    advanceMs?: unknown;
    freeze?: unknown;
  };
  const badAdvance =
    advanceMs !== undefined &&
    (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0);
  const badFreeze = freeze !== undefined && typeof freeze !== 'boolean';
  if (badAdvance || badFreeze || (advanceMs === undefined && freeze === undefined))
    return json(400, { status: 400, msg: clockUsage, data: null });
  if (freeze === true) clock.freeze();
  if (freeze === false) clock.unfreeze();
  if (typeof advanceMs === 'number') clock.advance(advanceMs);
  return json(200, { status: 200, msg: 'success', data: { now: clock.nowMs(), frozen: clock.isFrozen() } });
}

async function route(req: IncomingMessage, url: URL): Promise<Response> {
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    return new Response(null, {
      status: 200,
      headers: {
        'Access-Control-Allow-Methods': 'GET,POST,OPTIONS,PUT,DELETE',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '3600',
      },
    });
  }
  if (url.pathname === '/api/health' && method === 'GET') return json(200, { status: 'UP' });
  if (url.pathname === '/api/__fallbacks' && method === 'GET') {
    return json(200, { status: 200, msg: 'success', data: takeFallbackHits() });
  }
  if (url.pathname === '/api/__reset' && method === 'POST') {
    resetDb();
    takeFallbackHits();
    return json(200, { status: 200, msg: 'success', data: null });
  }
  if (url.pathname === '/api/__clock' && method === 'POST') {
    const request = await toFetchRequest(req, url);
    return moveClock(await request.json().catch(() => ({})));
  }
  const response = await getResponse(handlers, await toFetchRequest(req, url));
  if (response) return response;
  // A contract path under another method: Spring's HttpRequestMethodNotSupportedException.
  if (isContractPath(url.pathname))
    return json(405, { status: 400, msg: 'The request method is not supported!', data: null });
  return springNotFound(url.pathname);
}

async function send(res: ServerResponse, req: IncomingMessage, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  for (const [name, value] of Object.entries(corsHeaders(req))) {
    if (!res.hasHeader(name)) res.setHeader(name, value);
  }
  // Node would stamp the real time; the mock's answers follow the mock clock, which tests move.
  if (!res.hasHeader('Date')) res.setHeader('Date', clock.httpDate());
  if (req.method === 'HEAD' || !response.body) {
    res.end();
    return;
  }
  if (response.headers.get('Content-Type')?.startsWith(EVENT_STREAM)) {
    await stream(res, response.body);
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** An event stream goes out piece by piece as it is produced; a client that hangs up cancels it. */
async function stream(res: ServerResponse, body: ReadableStream<Uint8Array>): Promise<void> {
  res.flushHeaders();
  const reader = body.getReader();
  const hangUp = () => {
    reader.cancel().catch(() => undefined);
  };
  res.once('close', hangUp);
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) res.write(next.value);
    res.end();
  } catch {
    // The stream broke (a contract fault is already reported): cut the connection so the client sees it.
    res.destroy();
  } finally {
    res.off('close', hangUp);
  }
}

export function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? DEV_HOST;
  if (!LOOPBACK_HOSTS.has(host)) {
    return Promise.reject(new Error(`The mock server only listens on loopback, not on ${host}`));
  }
  const quiet = options.quiet ?? false;

  const server = createServer((req, res) => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? host}`);
    route(req, url)
      .catch((error: unknown) => {
        console.error('[mock] request failed:', error);
        return json(500, { status: 500, msg: 'Server Error!', data: null });
      })
      .then((response) => {
        if (!quiet) {
          const ms = Math.round(performance.now() - started);
          console.info(`[mock] ${req.method} ${url.pathname}${url.search} ${response.status} ${ms}ms`);
        }
        return send(res, req, response);
      })
      .catch((error: unknown) => {
        console.error('[mock] could not answer:', error);
        res.destroy();
      });
  });

  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node requires the header wait to outlast the keep-alive wait, or it closes sockets mid-request.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? devPorts.mock, host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const printable = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${printable}:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}

function parseArgs(argv: readonly string[]): MockServerOptions {
  const options: MockServerOptions = {
    quiet: process.env.HOJ_MOCK_QUIET === '1' || argv.includes('--quiet'),
  };
  const portIndex = argv.indexOf('--port');
  const rawPort = portIndex >= 0 ? argv[portIndex + 1] : argv.find((a) => a.startsWith('--port='))?.slice(7);
  if (rawPort !== undefined) {
    const port = Number.parseInt(rawPort, 10);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new Error(`--port: not a port number: ${rawPort}`);
    options.port = port;
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const server = await startMockServer(options).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    // The e2e setup and the dev proxies expect this port: moving elsewhere would only hide the clash.
    throw new Error(
      portInUseMessage('HOJ mock backend', options.port ?? devPorts.mock, DEV_HOST, 'HOJ_MOCK_PORT'),
    );
  });
  console.info(`HOJ mock backend listening on ${server.url} (API under ${server.url}/api)`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// Started directly (`tsx mocks/src/node/server.ts`, `npm run mock`), not imported by a test or the start script.
// `import.meta` is unavailable under jest's CommonJS transform, so compare the entry script's path instead.
if (/[\\/]mocks[\\/]src[\\/]node[\\/]server\.ts$/.test(process.argv[1] ?? '')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
