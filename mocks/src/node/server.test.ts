import type { UserAuthInfoVO } from '@generated/model/index';
import { get } from 'node:http';
import { mswPath, operations } from '../contract/spec';
import { statefulHandlers } from '../registry';
import { KEEP_ALIVE_MS, startMockServer, type MockServer } from './server';

// A real HTTP server on loopback: no msw interception in this file, requests go through node:http.
let server: MockServer;

beforeAll(async () => {
  server = await startMockServer({ port: 0, quiet: true });
});

afterAll(() => server.close());

async function login(username: string, password: string): Promise<Response> {
  return fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

describe('mock HTTP server', () => {
  it('listens on loopback and answers the health check', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'UP' });
  });

  it('keeps idle connections open longer than clients keep them (no reset on a reused socket)', async () => {
    // Clients drop idle sockets after about 5 s; a server closing at the same moment makes them read ECONNRESET.
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      get(`${server.url}/api/health`, { headers: { Connection: 'keep-alive' } }, (response) => {
        response.resume();
        const value = response.headers['keep-alive'];
        resolve(Array.isArray(value) ? value.join(', ') : value);
      }).on('error', reject);
    });
    expect(KEEP_ALIVE_MS).toBeGreaterThanOrEqual(60_000);
    expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
  });

  it('logs in over HTTP and accepts the token on the next call', async () => {
    const response = await login('root', 'root123');
    expect(response.status).toBe(200);
    const token = response.headers.get('Authorization');
    expect(token).toBeTruthy();
    expect(((await response.json()) as { data: { username: string } }).data.username).toBe('root');

    const auth = await fetch(`${server.url}/api/get-user-auth-info`, {
      headers: { Authorization: token ?? '', 'Url-Type': 'general' },
    });
    expect(auth.status).toBe(200);
    expect(((await auth.json()) as { data: UserAuthInfoVO }).data.roles).toEqual(['root']);
  });

  it('reads larger JSON bodies completely', async () => {
    const response = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'alice', password: 'alice123', padding: 'x'.repeat(200_000) }),
    });
    expect(((await response.json()) as { status: number }).status).toBe(200);
  });

  it('answers unknown paths with Spring’s 404 JSON and a wrong method with 405', async () => {
    const missing = await fetch(`${server.url}/api/no-such-thing?x=1`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      status: 404,
      error: 'Not Found',
      path: '/api/no-such-thing',
    });

    const wrongMethod = await fetch(`${server.url}/api/login`);
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toMatchObject({ status: 400, data: null });
  });

  it('resets the store on POST /api/__reset, revoking tokens', async () => {
    const token = (await login('alice', 'alice123')).headers.get('Authorization') ?? '';
    const reset = await fetch(`${server.url}/api/__reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    const after = await fetch(`${server.url}/api/get-user-auth-info`, { headers: { Authorization: token } });
    expect(after.status).toBe(401);
  });

  it('lists the operations a fallback answered on GET /api/__fallbacks, once', async () => {
    // Any anonymous GET without parameters that no domain implements (the fallback answers it).
    const served = new Set(statefulHandlers.map((h) => `${String(h.info.header)}`));
    const unimplemented = operations.find(
      (op) =>
        op.method === 'GET' &&
        op.tokenPolicy !== 'required' &&
        op.roles.length === 0 &&
        op.query.every((q) => !q.required) &&
        op.successMediaTypes.includes('application/json') &&
        !served.has(`GET ${mswPath(op)}`),
    );
    if (!unimplemented)
      throw new Error('every anonymous GET is implemented: pick another way to reach a fallback');
    await fetch(`${server.url}/api/__reset`, { method: 'POST' });
    await fetch(`${server.url}${unimplemented.path}`);
    const hits = await fetch(`${server.url}/api/__fallbacks`);
    expect(((await hits.json()) as { data: string[] }).data).toEqual([unimplemented.id]);
    const again = await fetch(`${server.url}/api/__fallbacks`);
    expect(((await again.json()) as { data: string[] }).data).toEqual([]);
  });

  it('moves the mock clock forward on POST /api/__clock, so a token issued before expires', async () => {
    const token = (await login('alice', 'alice123')).headers.get('Authorization') ?? '';
    const advance = (advanceMs: unknown) =>
      fetch(`${server.url}/api/__clock`, { method: 'POST', body: JSON.stringify({ advanceMs }) });

    expect((await advance(-1)).status).toBe(400);
    expect((await advance('soon')).status).toBe(400);
    const moved = await advance(25 * 60 * 60 * 1000);
    expect(moved.status).toBe(200);
    const after = await fetch(`${server.url}/api/get-user-auth-info`, { headers: { Authorization: token } });
    expect(after.status).toBe(401);
    await fetch(`${server.url}/api/__reset`, { method: 'POST' });
  });

  it("stamps every answer's Date header with the mock clock, which clients take for the server's time", async () => {
    const clockCall = (body: unknown) =>
      fetch(`${server.url}/api/__clock`, { method: 'POST', body: JSON.stringify(body) });
    const dateOf = (response: Response) => Date.parse(response.headers.get('Date') ?? '');
    const frozen = (await (await clockCall({ freeze: true, advanceMs: 3 * 86_400_000 })).json()) as {
      data: { now: number };
    };
    const second = Math.floor(frozen.data.now / 1000) * 1000;
    // A contract answer, a refusal of the gate, an answer outside the contract and the mock's own calls.
    const answers = await Promise.all([
      fetch(`${server.url}/api/get-website-config`),
      fetch(`${server.url}/api/get-user-auth-info`),
      fetch(`${server.url}/api/no-such-path`),
      fetch(`${server.url}/api/health`),
    ]);
    expect(answers.map(dateOf)).toEqual([second, second, second, second]);
    await fetch(`${server.url}/api/__reset`, { method: 'POST' });
  });

  it('freezes the mock clock on POST /api/__clock, so a test steps a submission through its judge states', async () => {
    const clockCall = (body: unknown) =>
      fetch(`${server.url}/api/__clock`, { method: 'POST', body: JSON.stringify(body) });
    const token = (await login('alice', 'alice123')).headers.get('Authorization') ?? '';
    const headers = { Authorization: token, 'Content-Type': 'application/json', 'Url-Type': 'general' };
    expect((await clockCall({ freeze: 'yes' })).status).toBe(400);
    expect((await clockCall({})).status).toBe(400);
    const frozen = (await (await clockCall({ freeze: true })).json()) as {
      data: { now: number; frozen: boolean };
    };
    expect(frozen.data.frozen).toBe(true);

    const code =
      '#include <cstdio>\nint main() {\n  int a, b;\n  scanf("%d %d", &a, &b);\n  printf("%d", a + b);\n}\n';
    const submitted = await fetch(`${server.url}/api/submit-problem-judge`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ pid: 'P1001', language: 'C', code, cid: 0, isRemote: false }),
    });
    const submitId = ((await submitted.json()) as { data: { submitId: number } }).data.submitId;
    const status = async () => {
      const answer = await fetch(`${server.url}/api/check-submissions-status`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ submitIds: [submitId] }),
      });
      return ((await answer.json()) as { data: Record<string, { status: number }> }).data[String(submitId)]
        ?.status;
    };
    const states = [await status()];
    for (let i = 0; i < 4; i += 1) {
      const moved = (await (await clockCall({ advanceMs: 1000 })).json()) as { data: { now: number } };
      expect(moved.data.now).toBe(frozen.data.now + (i + 1) * 1000);
      states.push(await status());
    }
    // Pending, Compiling, Judging (two seconds), Accepted.
    expect(states).toEqual([5, 6, 7, 7, 0]);
    const running = (await (await clockCall({ freeze: false })).json()) as { data: { frozen: boolean } };
    expect(running.data.frozen).toBe(false);
    await clockCall({ freeze: true });
    await fetch(`${server.url}/api/__reset`, { method: 'POST' });
    const afterReset = (await (await clockCall({ advanceMs: 0 })).json()) as { data: { frozen: boolean } };
    expect(afterReset.data.frozen).toBe(false);
  });

  it('echoes the origin for cross-origin callers and answers pre-flights', async () => {
    const origin = 'http://127.0.0.1:5173';
    const preflight = await fetch(`${server.url}/api/login`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Headers': 'content-type,url-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toBe('content-type,url-type');
  });

  it('streams the AI helper answer event by event, and stops when the client hangs up', async () => {
    const token = (await login('alice', 'alice123')).headers.get('Authorization') ?? '';
    const ask = (signal?: AbortSignal) =>
      fetch(`${server.url}/api/ai/chat-stream`, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/json', 'Url-Type': 'general' },
        body: JSON.stringify({
          configs: { language: 'Java' },
          tags: [],
          messages: [{ role: 'user', content: 'hint?' }],
        }),
        signal,
      });
    const response = await ask();
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('the answer has no body');
    const decoder = new TextDecoder();
    const first = decoder.decode((await reader.read()).value);
    expect(first.match(/^data: /gm)).toHaveLength(1);
    let rest = '';
    for (let next = await reader.read(); !next.done; next = await reader.read())
      rest += decoder.decode(next.value);
    expect(rest.endsWith('data: [DONE]\n\n')).toBe(true);

    const abort = new AbortController();
    const cut = await ask(abort.signal);
    await cut.body?.getReader().read();
    abort.abort();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('serves the seeded images under /api/public/img/', async () => {
    const image = await fetch(`${server.url}/api/public/img/home-problem.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
  });

  it('refuses to listen beyond loopback', async () => {
    await expect(startMockServer({ port: 0, host: '0.0.0.0' })).rejects.toThrow(/loopback/);
  });

  it('logs one line per request unless quiet', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const loud = await startMockServer({ port: 0 });
    try {
      await fetch(`${loud.url}/api/get-website-config`);
      expect(info).toHaveBeenCalledTimes(1);
      expect(info.mock.calls[0]?.[0]).toMatch(/^\[mock\] GET \/api\/get-website-config 200 \d+ms$/);
    } finally {
      await loud.close();
      info.mockRestore();
    }
  });
});
