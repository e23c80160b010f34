import { getWebsiteConfig } from '@generated/api/home/home';
import { getAdminUserList } from '@generated/api/admin-user/admin-user';
import { http, HttpResponse } from 'msw';
import { session } from '../session/session';
import { isApiError } from './apiError';
import { installHttpHarness } from '../test/httpHarness';
import { configureHttp } from './config';
import { api, unwrap } from './client';
import { fetchWith, readResponseBody } from './hojFetch';
import { hojMutator } from './mutator';

const { server } = installHttpHarness();
const onError = jest.fn();

const page = { records: [{ id: 1, title: 'Welcome' }], total: 1, size: 5, current: 1, pages: 1 };

describe('openapi-fetch client', () => {
  it('api + unwrap returns envelope.data, with query, token and Url-Type', async () => {
    configureHttp({ baseUrl: 'http://localhost' });
    session.setToken('tok-1');
    let seen: Request | undefined;
    server.use(
      http.get('http://localhost/api/get-common-announcement', ({ request }) => {
        seen = request;
        return HttpResponse.json({ status: 200, msg: 'success', data: page });
      }),
    );
    const data = await unwrap(
      api.GET('/api/get-common-announcement', { params: { query: { currentPage: 1, limit: 5 } } }),
    );
    expect(data).toEqual(page);
    const url = new URL(seen?.url ?? '');
    expect(url.searchParams.get('currentPage')).toBe('1');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(seen?.headers.get('Authorization')).toBe('tok-1');
    expect(seen?.headers.get('Url-Type')).toBe('general');
  });

  it('resolves paths against the base URL configured after the client was created', async () => {
    configureHttp({ baseUrl: 'http://127.0.0.1:4010' });
    server.use(
      http.get('http://127.0.0.1:4010/api/get-recent-contest', () =>
        HttpResponse.json({ status: 200, msg: 'success', data: [] }),
      ),
    );
    await expect(unwrap(api.GET('/api/get-recent-contest'))).resolves.toEqual([]);
  });

  it('rejects with the ApiError of a business failure', async () => {
    configureHttp({ hooks: { onError } });
    server.use(
      http.post('http://localhost/api/login', () =>
        HttpResponse.json({ status: 400, msg: '用户名或密码错误', data: null }),
      ),
    );
    const outcome = await unwrap(
      api.POST('/api/login', { body: { username: 'alice', password: 'wrong-password' } }),
    ).catch((error: unknown) => error);
    expect(isApiError(outcome) && outcome.msg).toBe('用户名或密码错误');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('fetchWith({ silent: true }) keeps a call out of the onError hook', async () => {
    configureHttp({ hooks: { onError } });
    server.use(http.get('http://localhost/api/get-recent-contest', () => HttpResponse.error()));
    const outcome = await unwrap(
      api.GET('/api/get-recent-contest', { fetch: fetchWith({ silent: true }) }),
    ).catch((error: unknown) => error);
    expect(isApiError(outcome) && outcome.kind).toBe('network');
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('orval mutator', () => {
  it('a generated function returns envelope.data', async () => {
    server.use(
      http.get('http://localhost/api/get-website-config', () =>
        HttpResponse.json({
          status: 200,
          msg: 'success',
          data: { name: 'Hcode OJ', shortName: 'HOJ', register: true },
        }),
      ),
    );
    await expect(getWebsiteConfig()).resolves.toEqual({ name: 'Hcode OJ', shortName: 'HOJ', register: true });
  });

  it('an admin generated function is marked admin and carries its parameters', async () => {
    session.setToken('tok-root');
    let seen: Request | undefined;
    server.use(
      http.get('http://localhost/api/admin/user/get-user-list', ({ request }) => {
        seen = request;
        return HttpResponse.json({ status: 200, msg: 'success', data: { ...page, records: [] } });
      }),
    );
    const result = await getAdminUserList({ currentPage: 2, limit: 10 });
    expect(result.records).toEqual([]);
    expect(seen?.headers.get('Url-Type')).toBe('admin');
    expect(new URL(seen?.url ?? '').searchParams.get('currentPage')).toBe('2');
  });

  it('resolves relative URLs against the configured base URL', async () => {
    configureHttp({ baseUrl: 'http://127.0.0.1:4010/' });
    server.use(
      http.get('http://127.0.0.1:4010/api/logout', () =>
        HttpResponse.json({ status: 200, msg: '退出登录成功！', data: null }),
      ),
    );
    await expect(hojMutator<null>('/api/logout')).resolves.toBeNull();
  });

  it('returns a Blob for a file answer', async () => {
    server.use(
      http.get(
        'http://localhost/api/public/file/x.bin',
        () => new HttpResponse('bytes', { headers: { 'Content-Type': 'application/octet-stream' } }),
      ),
    );
    const blob = await hojMutator<Blob>('/api/public/file/x.bin');
    expect(blob).toBeInstanceOf(Blob);
    await expect(blob.text()).resolves.toBe('bytes');
  });

  it('rejects with ApiError for an error body', async () => {
    server.use(
      http.get('http://localhost/api/get-website-config', () =>
        HttpResponse.json({ status: 500, msg: '', data: null }),
      ),
    );
    const outcome = await getWebsiteConfig().catch((error: unknown) => error);
    expect(isApiError(outcome) && [outcome.kind, outcome.msg]).toEqual(['server', '服务器错误，请重新刷新']);
  });
});

describe('unwrap', () => {
  it('rejects with a server ApiError when a per-call fetch resolves an HTTP error', async () => {
    configureHttp({ baseUrl: 'http://localhost' });
    server.use(
      http.get('http://localhost/api/admin/user/get-user-list', () =>
        HttpResponse.json({ status: 503, msg: 'down', data: null }, { status: 503 }),
      ),
    );
    const outcome = await unwrap(
      api.GET('/api/admin/user/get-user-list', { fetch: (request: Request) => fetch(request) }),
    ).catch((error: unknown) => error);
    expect(isApiError(outcome)).toBe(true);
    expect(outcome).toMatchObject({
      kind: 'server',
      msg: '服务器错误，请重新刷新',
      url: 'http://localhost/api/admin/user/get-user-list',
      admin: true,
      httpStatus: 503,
      status: null,
      transport: true,
    });
  });

  it('a portal call that fails that way is not marked admin', async () => {
    configureHttp({ baseUrl: 'http://localhost' });
    server.use(
      http.get('http://localhost/api/get-recent-contest', () => new HttpResponse('no', { status: 500 })),
    );
    const outcome = await unwrap(
      api.GET('/api/get-recent-contest', { fetch: (request: Request) => fetch(request) }),
    ).catch((error: unknown) => error);
    expect(outcome).toMatchObject({ admin: false, httpStatus: 500 });
  });

  it('an answer with no content resolves with no data', async () => {
    configureHttp({ baseUrl: 'http://localhost' });
    server.use(
      http.get('http://localhost/api/get-recent-contest', () => new HttpResponse(null, { status: 204 })),
    );
    await expect(unwrap(api.GET('/api/get-recent-contest'))).resolves.toBeUndefined();
  });

  it('fetchWith({ timeoutMs }) gives up after that time', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      configureHttp({ baseUrl: 'http://localhost' });
      server.use(
        http.get('http://localhost/api/get-recent-contest', () => new Promise<never>(() => undefined)),
      );
      let settled = false;
      const outcome = unwrap(api.GET('/api/get-recent-contest', { fetch: fetchWith({ timeoutMs: 2_000 }) }))
        .catch((error: unknown) => error)
        .finally(() => {
          settled = true;
        });
      await jest.advanceTimersByTimeAsync(1_999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(isApiError(await outcome) && (await outcome)).toMatchObject({ kind: 'timeout' });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('what the orval mutator returns', () => {
  function answer(body: BodyInit | null, init?: ResponseInit): void {
    server.use(http.get('http://localhost/api/answer', () => new HttpResponse(body, init)));
  }
  const json = { 'Content-Type': 'application/json' };

  it.each<[string, unknown, unknown]>([
    ['data of an envelope without a status', { data: 5 }, 5],
    ['nothing for an envelope without data', { status: 200, msg: 'ok' }, undefined],
    ['a JSON object that is no envelope as it is', { name: 'HOJ' }, { name: 'HOJ' }],
    ['a JSON array as it is', [1, 2], [1, 2]],
  ])('%s', async (_name, body, expected) => {
    answer(JSON.stringify(body), { headers: json });
    await expect(hojMutator('/api/answer')).resolves.toEqual(expected);
  });

  it('null for an empty answer', async () => {
    answer(null, { headers: json });
    await expect(hojMutator('/api/answer')).resolves.toBeNull();
  });

  it('null for an empty answer without a content type (a void endpoint), not an empty file', async () => {
    answer(null);
    await expect(hojMutator('/api/answer')).resolves.toBeNull();
  });

  it('the text of an answer without a content type that is no JSON', async () => {
    answer(new TextEncoder().encode('OK'));
    await expect(hojMutator('/api/answer')).resolves.toBe('OK');
  });
});

describe('readResponseBody', () => {
  it('reads a response hojFetch did not parse', async () => {
    await expect(
      readResponseBody(new Response('{"a":1}', { headers: { 'Content-Type': 'application/json' } })),
    ).resolves.toEqual({ a: 1 });
    await expect(readResponseBody(new Response(new TextEncoder().encode('[1]')))).resolves.toEqual([1]);
    await expect(
      readResponseBody(new Response(' \n', { headers: { 'Content-Type': 'application/json' } })),
    ).resolves.toBeNull();
    await expect(
      readResponseBody(new Response('{oops', { headers: { 'Content-Type': 'application/json' } })),
    ).resolves.toBe('{oops');
  });

  it('gives a Blob for anything that is not JSON', async () => {
    const body = await readResponseBody(new Response('a,b', { headers: { 'Content-Type': 'text/csv' } }));
    expect(body).toBeInstanceOf(Blob);
    await expect((body as Blob).text()).resolves.toBe('a,b');
  });
});
