import type { UserInfoVO } from '@generated/model/index';
import { delay, http, HttpResponse } from 'msw';
import { session } from '../session/session';
import { serverClock } from '../time/serverClock';
import { BASE, failure, installHttpHarness } from '../test/httpHarness';
import { isApiError } from './apiError';
import { configureHttp } from './config';
import { hojFetch, refreshRoles } from './hojFetch';

const { server, hooks } = installHttpHarness();

const alice: UserInfoVO = { uid: 'u-alice', username: 'alice', roleList: ['admin'] };

function envelope(status: number, msg: string, data: unknown = null) {
  return { status, msg, data };
}

function logIn(token = 'tok-alice'): void {
  session.setToken(token);
  session.setUser(alice);
}

describe('successful calls', () => {
  it('resolves with the envelope untouched', async () => {
    server.use(
      http.get(`${BASE}/api/get-website-config`, () =>
        HttpResponse.json(envelope(200, 'success', { name: 'HOJ' })),
      ),
    );
    const response = await hojFetch('/api/get-website-config');
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ status: 200, msg: 'success', data: { name: 'HOJ' } });
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('passes a file answer through untouched', async () => {
    server.use(
      http.get(`${BASE}/api/public/file/a.txt`, () =>
        HttpResponse.text('plain file', { headers: { 'Content-Type': 'application/octet-stream' } }),
      ),
    );
    const response = await hojFetch('/api/public/file/a.txt');
    await expect(response.text()).resolves.toBe('plain file');
  });
});

describe("the server's time", () => {
  afterEach(() => serverClock.reset());
  const DAY = 86_400_000;

  it.each([
    ['a success', 200, envelope(200, 'success', {})],
    ['a business error', 200, envelope(400, 'Nope')],
    ['an HTTP error', 500, envelope(500, 'Server Error!')],
  ])('sets the server clock from the Date header of %s', async (_, httpStatus, body) => {
    server.use(
      http.get(`${BASE}/api/get-website-config`, () =>
        HttpResponse.json(body, {
          status: httpStatus,
          headers: { Date: new Date(Date.now() + 3 * DAY).toUTCString() },
        }),
      ),
    );
    await hojFetch('/api/get-website-config', { silent: true }).catch(() => undefined);
    expect(Math.abs(serverClock.offsetMs() - 3 * DAY)).toBeLessThan(2_000);
  });

  it('takes no time from an answer a cache kept, nor from a garbage header', async () => {
    server.use(
      http.get(`${BASE}/api/get-website-config`, () =>
        HttpResponse.json(envelope(200, 'success', {}), {
          headers: { Date: new Date(Date.now() - 3 * DAY).toUTCString(), Age: '259200' },
        }),
      ),
      http.get(`${BASE}/api/get-recent-contest`, () =>
        HttpResponse.json(envelope(200, 'success', []), { headers: { Date: 'in three days' } }),
      ),
    );
    await hojFetch('/api/get-website-config');
    await hojFetch('/api/get-recent-contest');
    expect(serverClock.offsetMs()).toBe(0);
  });
});

describe('headers', () => {
  it('sends the stored token raw (no Bearer) and Url-Type general on portal calls', async () => {
    logIn('raw-token-123');
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/api/get-recent-contest`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json(envelope(200, 'success', []));
      }),
    );
    await hojFetch('/api/get-recent-contest');
    expect(seen?.get('Authorization')).toBe('raw-token-123');
    expect(seen?.get('Url-Type')).toBe('general');
  });

  it('marks /api/admin/** calls Url-Type admin', async () => {
    logIn();
    let urlType: string | null = null;
    server.use(
      http.get(`${BASE}/api/admin/user/get-user-list`, ({ request }) => {
        urlType = request.headers.get('Url-Type');
        return HttpResponse.json(envelope(200, 'success', { records: [] }));
      }),
    );
    await hojFetch(`${BASE}/api/admin/user/get-user-list?currentPage=1`);
    expect(urlType).toBe('admin');
  });

  it('sends no Authorization header when nobody is logged in', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get(`${BASE}/api/get-website-config`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json(envelope(200, 'success', {}));
      }),
    );
    await hojFetch('/api/get-website-config');
    expect(auth).toBeNull();
  });

  it.each([
    ['/api/login', 'general'],
    ['/api/admin/login', 'admin'],
  ])(
    '%s sends no token even when one is stored, and stores the token it answers with',
    async (path, urlType) => {
      logIn('stale-token');
      let seen: Headers | undefined;
      server.use(
        http.post(`${BASE}${path}`, ({ request }) => {
          seen = request.headers;
          return HttpResponse.json(envelope(200, 'success', alice), {
            headers: { Authorization: 'fresh-token' },
          });
        }),
      );
      await hojFetch(path, {
        method: 'POST',
        body: JSON.stringify({ username: 'alice', password: 'alice123' }),
      });
      expect(seen?.has('Authorization')).toBe(false);
      expect(seen?.get('Url-Type')).toBe(urlType);
      expect(session.get().token).toBe('fresh-token');
      expect(localStorage.getItem('token')).toBe('fresh-token');
    },
  );
});

describe('token renewal', () => {
  it('stores the Authorization of a Refresh-Token: true success', async () => {
    logIn('old-token');
    server.use(
      http.get(`${BASE}/api/get-user-auth-info`, () =>
        HttpResponse.json(envelope(200, 'success', { roles: ['admin'], permissions: [] }), {
          headers: { 'Refresh-Token': 'true', Authorization: 'renewed-token' },
        }),
      ),
    );
    await hojFetch('/api/get-user-auth-info');
    expect(session.get().token).toBe('renewed-token');
    expect(localStorage.getItem('token')).toBe('renewed-token');
  });

  it('stores the Authorization of a Refresh-Token: true error answer too', async () => {
    logIn('old-token');
    server.use(
      http.get(`${BASE}/api/get-recent-contest`, () =>
        HttpResponse.json(envelope(500, 'boom'), {
          status: 500,
          headers: { 'Refresh-Token': 'true', Authorization: 'renewed-on-error' },
        }),
      ),
    );
    await failure(hojFetch('/api/get-recent-contest'));
    expect(session.get().token).toBe('renewed-on-error');
  });

  it('ignores an Authorization header without Refresh-Token on ordinary calls', async () => {
    logIn('kept-token');
    server.use(
      http.get(`${BASE}/api/get-recent-contest`, () =>
        HttpResponse.json(envelope(200, 'success', []), { headers: { Authorization: 'other' } }),
      ),
    );
    await hojFetch('/api/get-recent-contest');
    expect(session.get().token).toBe('kept-token');
  });
});

describe('error catalogue: HTTP 200 with an error body status', () => {
  it('body 400: a business error with the server message, session kept', async () => {
    logIn();
    server.use(http.post(`${BASE}/api/login`, () => HttpResponse.json(envelope(400, '用户名或密码错误！'))));
    const error = await failure(hojFetch('/api/login', { method: 'POST', body: '{}' }));
    expect(error).toMatchObject({
      kind: 'business',
      msg: '用户名或密码错误！',
      httpStatus: 200,
      status: 400,
      transport: false,
      admin: false,
      url: `${BASE}/api/login`,
    });
    expect(error.message).toBe('用户名或密码错误！');
    expect(session.get().token).toBe('tok-alice');
    expect(hooks.onError).toHaveBeenCalledTimes(1);
    expect(hooks.onError).toHaveBeenCalledWith(error);
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('body 401: unauthorized, but only a toast: the session stays and no login prompt', async () => {
    logIn();
    server.use(
      http.post(`${BASE}/api/admin/login`, () =>
        HttpResponse.json(envelope(401, '该账号并非管理员账号，无权登录！')),
      ),
    );
    const error = await failure(hojFetch('/api/admin/login', { method: 'POST', body: '{}' }));
    expect(error).toMatchObject({
      kind: 'unauthorized',
      status: 401,
      httpStatus: 200,
      transport: false,
      admin: true,
    });
    expect(error.msg).toBe('该账号并非管理员账号，无权登录！');
    expect(session.get().user?.username).toBe('alice');
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.onError).toHaveBeenCalledTimes(1);
  });

  it('body 403: forbidden, without a roles refresh or onForbidden', async () => {
    logIn();
    const authInfo = jest.fn(() =>
      HttpResponse.json(envelope(200, 'success', { roles: [], permissions: [] })),
    );
    server.use(
      http.get(`${BASE}/api/get-user-auth-info`, authInfo),
      http.get(`${BASE}/api/comments`, () => HttpResponse.json(envelope(403, '评论功能已关闭'))),
    );
    const error = await failure(hojFetch('/api/comments'));
    expect(error).toMatchObject({
      kind: 'forbidden',
      status: 403,
      httpStatus: 200,
      transport: false,
      msg: '评论功能已关闭',
    });
    expect(authInfo).not.toHaveBeenCalled();
    expect(hooks.onForbidden).not.toHaveBeenCalled();
    expect(session.get().roles).toEqual(['admin']);
  });

  it('body 404: notFound with the server message', async () => {
    server.use(
      http.get(`${BASE}/api/get-user-home-info`, () => HttpResponse.json(envelope(404, '用户不存在'))),
    );
    const error = await failure(hojFetch('/api/get-user-home-info'));
    expect(error).toMatchObject({
      kind: 'notFound',
      status: 404,
      httpStatus: 200,
      transport: false,
      msg: '用户不存在',
    });
  });

  it('body 500: server error with the server message', async () => {
    server.use(
      http.get(`${BASE}/api/get-recent-contest`, () => HttpResponse.json(envelope(500, '系统错误'))),
    );
    const error = await failure(hojFetch('/api/get-recent-contest'));
    expect(error).toMatchObject({
      kind: 'server',
      status: 500,
      httpStatus: 200,
      transport: false,
      msg: '系统错误',
    });
    expect(hooks.onError).toHaveBeenCalledTimes(1);
  });

  it('an empty server message falls back to the catalogue text', async () => {
    server.use(http.get(`${BASE}/api/get-recent-contest`, () => HttpResponse.json(envelope(400, ''))));
    const error = await failure(hojFetch('/api/get-recent-contest'));
    expect(error).toMatchObject({ kind: 'business', msg: '操作失败' });
  });
});

describe('error catalogue: HTTP errors', () => {
  it('HTTP 401 on a portal URL clears the session and calls onUnauthorized (admin false)', async () => {
    logIn();
    server.use(
      http.get(`${BASE}/api/get-user-home-info`, () =>
        HttpResponse.json(envelope(401, '登录状态已失效，请重新登录！'), { status: 401 }),
      ),
    );
    const error = await failure(hojFetch('/api/get-user-home-info'));
    expect(error).toMatchObject({
      kind: 'unauthorized',
      httpStatus: 401,
      status: 401,
      transport: true,
      admin: false,
      msg: '登录状态已失效，请重新登录！',
    });
    expect(session.get()).toEqual({ token: null, user: null, roles: [] });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ admin: false });
    expect(hooks.onError).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 on an admin URL clears the session and calls onUnauthorized (admin true)', async () => {
    logIn();
    server.use(
      http.get(`${BASE}/api/admin/user/get-user-list`, () =>
        HttpResponse.json(envelope(401, '请先登录！'), { status: 401, headers: { 'Url-Type': 'admin' } }),
      ),
    );
    const error = await failure(hojFetch('/api/admin/user/get-user-list'));
    expect(error).toMatchObject({ kind: 'unauthorized', httpStatus: 401, admin: true, transport: true });
    expect(session.get().token).toBeNull();
    expect(hooks.onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('HTTP 401 without a message shows the catalogue text', async () => {
    server.use(http.get(`${BASE}/api/logout`, () => new HttpResponse(null, { status: 401 })));
    const error = await failure(hojFetch('/api/logout'));
    expect(error.msg).toBe('请先登录');
  });

  it('HTTP 403 refreshes the roles through get-user-auth-info, then calls onForbidden', async () => {
    logIn('tok-admin');
    const authInfoTokens: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/api/admin/user/get-user-list`, () =>
        HttpResponse.json(envelope(403, '对不起，您无权限操作！'), { status: 403 }),
      ),
      http.get(`${BASE}/api/get-user-auth-info`, ({ request }) => {
        authInfoTokens.push(request.headers.get('Authorization'));
        return HttpResponse.json(
          envelope(200, 'success', { roles: ['default_user'], permissions: ['submit'] }),
        );
      }),
    );
    const error = await failure(hojFetch('/api/admin/user/get-user-list'));
    expect(error).toMatchObject({
      kind: 'forbidden',
      httpStatus: 403,
      status: 403,
      transport: true,
      admin: true,
      msg: '对不起，您无权限操作！',
    });
    expect(authInfoTokens).toEqual(['tok-admin']);
    expect(session.get().roles).toEqual(['default_user']);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({
      roleList: ['default_user'],
    });
    expect(session.get().token).toBe('tok-admin');
    expect(hooks.onForbidden).toHaveBeenCalledTimes(1);
    expect(hooks.onForbidden).toHaveBeenCalledWith(error);
    // The refresh is silent: one toast, for the call that was refused.
    expect(hooks.onError).toHaveBeenCalledTimes(1);
  });

  it('an HTTP 403 of get-user-auth-info itself does not refresh again', async () => {
    logIn();
    const authInfo = jest.fn(() => HttpResponse.json(envelope(403, 'no'), { status: 403 }));
    server.use(http.get(`${BASE}/api/get-user-auth-info`, authInfo));
    const error = await failure(hojFetch('/api/get-user-auth-info'));
    expect(error.kind).toBe('forbidden');
    expect(authInfo).toHaveBeenCalledTimes(1);
    expect(session.get().roles).toEqual(['admin']);
  });

  it('an HTTP 403 for a visitor does not ask for roles', async () => {
    const authInfo = jest.fn(() =>
      HttpResponse.json(envelope(200, 'success', { roles: [], permissions: [] })),
    );
    server.use(
      http.get(`${BASE}/api/get-user-auth-info`, authInfo),
      http.get(`${BASE}/api/get-discussion-list`, () =>
        HttpResponse.json(envelope(403, '网站未开启讨论区'), { status: 403 }),
      ),
    );
    const error = await failure(hojFetch('/api/get-discussion-list'));
    expect(error.msg).toBe('网站未开启讨论区');
    expect(authInfo).not.toHaveBeenCalled();
    expect(hooks.onForbidden).toHaveBeenCalledTimes(1);
  });

  it('HTTP 404 shows the catalogue text, whatever the body says', async () => {
    server.use(
      http.get(`${BASE}/api/no-such-endpoint`, () =>
        HttpResponse.json(
          { timestamp: 'x', status: 404, error: 'Not Found', path: '/api/no-such-endpoint' },
          { status: 404 },
        ),
      ),
    );
    const error = await failure(hojFetch('/api/no-such-endpoint'));
    expect(error).toMatchObject({
      kind: 'notFound',
      httpStatus: 404,
      transport: true,
      msg: '查询错误，找不到要请求的资源',
    });
    expect(session.get().token).toBeNull();
  });

  it('HTTP 400 is a badRequest with the server message', async () => {
    server.use(
      http.post(`${BASE}/api/login`, () =>
        HttpResponse.json(envelope(400, '用户名不能为空'), { status: 400 }),
      ),
    );
    const error = await failure(hojFetch('/api/login', { method: 'POST', body: '{}' }));
    expect(error).toMatchObject({
      kind: 'badRequest',
      httpStatus: 400,
      status: 400,
      transport: true,
      msg: '用户名不能为空',
    });
  });

  it('HTTP 500 with a message shows the server message', async () => {
    server.use(
      http.get(`${BASE}/api/get-submission-list`, () =>
        HttpResponse.json(envelope(500, 'Server Error!'), { status: 500 }),
      ),
    );
    const error = await failure(hojFetch('/api/get-submission-list'));
    expect(error).toMatchObject({
      kind: 'server',
      httpStatus: 500,
      status: 500,
      transport: true,
      msg: 'Server Error!',
    });
  });

  it('HTTP 500 without a message (an HTML error page) shows the catalogue text', async () => {
    server.use(
      http.get(`${BASE}/api/get-submission-list`, () =>
        HttpResponse.html('<html><body>Bad Gateway</body></html>', { status: 502 }),
      ),
    );
    const error = await failure(hojFetch('/api/get-submission-list'));
    expect(error).toMatchObject({
      kind: 'server',
      httpStatus: 502,
      status: null,
      msg: '服务器错误，请重新刷新',
    });
  });

  it('HTTP 500 with a broken JSON body does not crash', async () => {
    server.use(
      http.get(
        `${BASE}/api/get-submission-list`,
        () =>
          new HttpResponse('{"status":50', { status: 500, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const error = await failure(hojFetch('/api/get-submission-list'));
    expect(error).toMatchObject({
      kind: 'server',
      httpStatus: 500,
      status: null,
      msg: '服务器错误，请重新刷新',
    });
  });
});

describe('error catalogue: no usable answer', () => {
  it('a timeout rejects with kind timeout', async () => {
    logIn();
    server.use(
      http.get(`${BASE}/api/get-recent-contest`, async () => {
        await delay('infinite');
        return HttpResponse.json(envelope(200, 'success', []));
      }),
    );
    const error = await failure(hojFetch('/api/get-recent-contest', { timeoutMs: 30 }));
    expect(error).toMatchObject({
      kind: 'timeout',
      httpStatus: null,
      status: null,
      msg: '请求超时，请稍后再试',
    });
    expect(session.get().token).toBe('tok-alice');
    expect(hooks.onError).toHaveBeenCalledWith(error);
  });

  it('a read gives up after 20 s and a write after 90 s, so a hung server cannot keep a page loading', async () => {
    const spy = jest.spyOn(globalThis, 'setTimeout');
    server.use(
      http.get(`${BASE}/api/get-recent-contest`, () => HttpResponse.json(envelope(200, 'success', []))),
      http.post(`${BASE}/api/admin/user/insert-batch-user`, () => HttpResponse.json(envelope(200, 'ok'))),
    );
    await hojFetch('/api/get-recent-contest');
    const readTimers = spy.mock.calls.map((call) => call[1]);
    expect(readTimers).toContain(20_000);
    expect(readTimers).not.toContain(90_000);
    spy.mockClear();
    await hojFetch('/api/admin/user/insert-batch-user', { method: 'POST', body: '{}' });
    expect(spy.mock.calls.map((call) => call[1])).toContain(90_000);
    spy.mockRestore();
  });

  it('no response rejects with kind network', async () => {
    server.use(http.get(`${BASE}/api/get-recent-contest`, () => HttpResponse.error()));
    const error = await failure(hojFetch('/api/get-recent-contest'));
    expect(error).toMatchObject({
      kind: 'network',
      httpStatus: null,
      status: null,
      transport: true,
      msg: '网络错误，与服务器的连接异常，请稍后再试',
    });
    expect(hooks.onError).toHaveBeenCalledTimes(1);
  });

  it('an abort by the caller is passed on as is, without a toast', async () => {
    server.use(
      http.get(`${BASE}/api/get-recent-contest`, async () => {
        await delay('infinite');
        return HttpResponse.json(envelope(200, 'success', []));
      }),
    );
    const controller = new AbortController();
    const call = hojFetch('/api/get-recent-contest', { signal: controller.signal });
    controller.abort();
    const outcome = await call.catch((error: unknown) => error);
    expect(isApiError(outcome)).toBe(false);
    expect((outcome as Error).name).toBe('AbortError');
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});

describe('hooks and options', () => {
  it('silent calls skip onError but still clear the session on HTTP 401', async () => {
    logIn();
    server.use(
      http.get(`${BASE}/api/msg/unread`, () => HttpResponse.json(envelope(401, 'expired'), { status: 401 })),
    );
    await failure(hojFetch('/api/msg/unread', { silent: true }));
    expect(hooks.onError).not.toHaveBeenCalled();
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(session.get().token).toBeNull();
  });

  it('a throwing hook does not change the outcome of the call', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureHttp({
      hooks: {
        onError: () => {
          throw new Error('toast library broke');
        },
      },
    });
    server.use(http.get(`${BASE}/api/get-recent-contest`, () => HttpResponse.json(envelope(400, 'nope'))));
    const error = await failure(hojFetch('/api/get-recent-contest'));
    expect(error.msg).toBe('nope');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('the catalogue follows the configured locale', async () => {
    server.use(
      http.get(`${BASE}/api/missing`, () => new HttpResponse(null, { status: 404 })),
      http.get(`${BASE}/api/offline`, () => HttpResponse.error()),
    );
    expect((await failure(hojFetch('/api/missing'))).msg).toBe('查询错误，找不到要请求的资源');
    configureHttp({ locale: () => 'en-US' });
    expect((await failure(hojFetch('/api/missing'))).msg).toBe(
      'Query error, unable to find the resource to request',
    );
    expect((await failure(hojFetch('/api/offline'))).msg).toBe(
      'Network error, abnormal link with server, please try again later',
    );
  });
});

describe('refreshRoles', () => {
  it('shares one request between concurrent 403s', async () => {
    logIn();
    const authInfo = jest.fn(() =>
      HttpResponse.json(envelope(200, 'success', { roles: ['problem_admin'], permissions: [] })),
    );
    server.use(
      http.get(`${BASE}/api/get-user-auth-info`, authInfo),
      http.get(`${BASE}/api/admin/problem/get-problem-list`, () =>
        HttpResponse.json(envelope(403, 'no'), { status: 403 }),
      ),
    );
    await Promise.all([
      failure(hojFetch('/api/admin/problem/get-problem-list')),
      failure(hojFetch('/api/admin/problem/get-problem-list')),
    ]);
    expect(authInfo).toHaveBeenCalledTimes(1);
    expect(session.get().roles).toEqual(['problem_admin']);
    expect(hooks.onForbidden).toHaveBeenCalledTimes(2);
  });

  it('keeps the roles when the refresh fails, without a toast', async () => {
    logIn();
    server.use(http.get(`${BASE}/api/get-user-auth-info`, () => HttpResponse.error()));
    await refreshRoles();
    expect(session.get().roles).toEqual(['admin']);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('on load (not silent) reports an expired session: message shown, session cleared, login asked for', async () => {
    logIn('tok-expired');
    server.use(
      http.get(`${BASE}/api/get-user-auth-info`, () =>
        HttpResponse.json(envelope(401, 'login expired'), { status: 401 }),
      ),
    );
    await expect(refreshRoles({ silent: false })).resolves.toBeUndefined();
    expect(hooks.onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'unauthorized', msg: 'login expired' }),
    );
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(session.get().token).toBeNull();
  });

  it('asks nothing of the server for a visitor', async () => {
    const authInfo = jest.fn(() =>
      HttpResponse.json(envelope(200, 'success', { roles: [], permissions: [] })),
    );
    server.use(http.get(`${BASE}/api/get-user-auth-info`, authInfo));
    await refreshRoles({ silent: false });
    expect(authInfo).not.toHaveBeenCalled();
  });
});

describe('what the body of a successful HTTP answer means', () => {
  function answer(body: BodyInit | null, init: ResponseInit = {}): void {
    server.use(http.get(`${BASE}/api/answer`, () => new HttpResponse(body, init)));
  }

  it.each([
    ['a numeric string', { status: '200', msg: 'ok', data: 1 }],
    ['the status name, in any case', { status: 'success', msg: 'ok', data: 1 }],
    ['no status at all (hoj-vue treats it as success)', { msg: 'ok', data: 1 }],
  ])('%s is a success', async (_name, body) => {
    server.use(http.get(`${BASE}/api/answer`, () => HttpResponse.json(body)));
    const response = await hojFetch('/api/answer');
    await expect(response.json()).resolves.toEqual(body);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it.each<[string, unknown, number | null]>([
    ['a status name', 'FAIL', 400],
    ['a status name in lower case', 'access_denied', 401],
    ['a numeric string', '404', 404],
    ['a blank string', '  ', null],
    ['an unknown word', 'ERROR', null],
    ['a fraction', 200.5, null],
    ['null', null, null],
    ['a boolean', true, null],
  ])('a body status given as %s is a failure with status %p', async (_name, status, expected) => {
    server.use(http.get(`${BASE}/api/answer`, () => HttpResponse.json({ status, msg: 'nope', data: null })));
    const error = await failure(hojFetch('/api/answer'));
    expect(error).toMatchObject({ status: expected, httpStatus: 200, transport: false, msg: 'nope' });
    expect(hooks.onError).toHaveBeenCalledWith(error);
  });

  it('a body status that is not a number shows the business catalogue text when the message is no text', async () => {
    server.use(
      http.get(`${BASE}/api/answer`, () => HttpResponse.json({ status: 'ERROR', msg: 42, data: null })),
    );
    const error = await failure(hojFetch('/api/answer'));
    expect(error).toMatchObject({ kind: 'business', status: null, msg: '操作失败', serverMsg: null });
  });

  it('a blank server message falls back to the catalogue text of the kind', async () => {
    server.use(
      http.get(`${BASE}/api/answer`, () => HttpResponse.json({ status: 403, msg: ' \n ', data: null })),
    );
    const error = await failure(hojFetch('/api/answer'));
    expect(error).toMatchObject({ kind: 'forbidden', msg: '抱歉，您没有权限进行此操作', serverMsg: null });
  });

  it('a JSON array or a bare value is no envelope and passes', async () => {
    server.use(
      http.get(`${BASE}/api/list`, () => HttpResponse.json([{ status: 500 }])),
      http.get(`${BASE}/api/count`, () => HttpResponse.json(3)),
    );
    await expect((await hojFetch('/api/list')).json()).resolves.toEqual([{ status: 500 }]);
    await expect((await hojFetch('/api/count')).json()).resolves.toBe(3);
  });

  it('an envelope without a content type is still read as an envelope', async () => {
    answer(new TextEncoder().encode(JSON.stringify({ status: 400, msg: '已存在' })));
    const error = await failure(hojFetch('/api/answer'));
    expect(error).toMatchObject({ kind: 'business', status: 400, msg: '已存在' });
  });

  it.each(['application/problem+json', 'APPLICATION/JSON; charset=UTF-8', 'text/json'])(
    'an answer declared %s is read as an envelope',
    async (contentType) => {
      answer(JSON.stringify({ status: 500, msg: '系统错误' }), { headers: { 'Content-Type': contentType } });
      const error = await failure(hojFetch('/api/answer'));
      expect(error).toMatchObject({ kind: 'server', status: 500, msg: '系统错误' });
    },
  );

  it('an answer declared jsonp or text is not read as an envelope', async () => {
    const body = JSON.stringify({ status: 500, msg: '系统错误' });
    answer(body, { headers: { 'Content-Type': 'application/jsonp' } });
    await expect((await hojFetch('/api/answer')).text()).resolves.toBe(body);
  });

  it('a declared JSON answer that does not parse is a server error, not a success', async () => {
    answer('{"status":200,', { headers: { 'Content-Type': 'application/json' } });
    const error = await failure(hojFetch('/api/answer'));
    expect(error).toMatchObject({
      kind: 'server',
      httpStatus: 200,
      status: null,
      transport: false,
      msg: '服务器错误，请重新刷新',
    });
    expect(hooks.onError).toHaveBeenCalledWith(error);
  });

  it('an undeclared text that does not parse passes as it is', async () => {
    answer(new TextEncoder().encode('OK'));
    const response = await hojFetch('/api/answer');
    expect(response.headers.get('Content-Type')).toBeNull();
    await expect(response.text()).resolves.toBe('OK');
  });

  it.each(['', ' \n'])('an empty declared JSON body (%p) is a success', async (body) => {
    answer(body, { headers: { 'Content-Type': 'application/json' } });
    const response = await hojFetch('/api/answer');
    expect(response.status).toBe(200);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('keeps the status, status text and headers of the answer', async () => {
    server.use(
      http.post(`${BASE}/api/answer`, () =>
        HttpResponse.json(
          { status: 200, msg: 'created', data: 7 },
          { status: 201, statusText: 'Created', headers: { 'X-Total': '12' } },
        ),
      ),
    );
    const response = await hojFetch('/api/answer', { method: 'POST', body: '{}' });
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Created');
    expect(response.headers.get('X-Total')).toBe('12');
  });

  it('a 204 No Content answer resolves with no body', async () => {
    server.use(http.delete(`${BASE}/api/answer`, () => new HttpResponse(null, { status: 204 })));
    const response = await hojFetch('/api/answer', { method: 'DELETE' });
    expect(response.status).toBe(204);
    await expect(response.text()).resolves.toBe('');
  });

  it('a file answer with an HTTP error status is a server error with the catalogue text', async () => {
    server.use(
      http.get(`${BASE}/api/public/file/a.bin`, () =>
        HttpResponse.text('stack trace', {
          status: 503,
          headers: { 'Content-Type': 'application/octet-stream' },
        }),
      ),
    );
    const error = await failure(hojFetch('/api/public/file/a.bin'));
    expect(error).toMatchObject({
      kind: 'server',
      httpStatus: 503,
      status: null,
      transport: true,
      serverMsg: null,
      msg: '服务器错误，请重新刷新',
    });
  });
});

describe('which failures trigger the session reactions', () => {
  it.each([400, 404, 500])(
    'an HTTP %i neither clears the session nor refreshes the roles',
    async (httpStatus) => {
      logIn();
      const authInfo = jest.fn(() =>
        HttpResponse.json(envelope(200, 'success', { roles: [], permissions: [] })),
      );
      server.use(
        http.get(`${BASE}/api/get-user-auth-info`, authInfo),
        http.get(`${BASE}/api/answer`, () =>
          HttpResponse.json(envelope(httpStatus, 'x'), { status: httpStatus }),
        ),
      );
      const error = await failure(hojFetch('/api/answer'));
      expect(error.httpStatus).toBe(httpStatus);
      expect(authInfo).not.toHaveBeenCalled();
      expect(hooks.onForbidden).not.toHaveBeenCalled();
      expect(hooks.onUnauthorized).not.toHaveBeenCalled();
      expect(session.get()).toMatchObject({ token: 'tok-alice', roles: ['admin'] });
      expect(hooks.onError).toHaveBeenCalledTimes(1);
    },
  );

  it('an HTTP 401 does not refresh the roles nor call onForbidden', async () => {
    logIn();
    const authInfo = jest.fn(() =>
      HttpResponse.json(envelope(200, 'success', { roles: [], permissions: [] })),
    );
    server.use(
      http.get(`${BASE}/api/get-user-auth-info`, authInfo),
      http.get(`${BASE}/api/answer`, () => HttpResponse.json(envelope(401, 'x'), { status: 401 })),
    );
    await failure(hojFetch('/api/answer'));
    expect(authInfo).not.toHaveBeenCalled();
    expect(hooks.onForbidden).not.toHaveBeenCalled();
  });

  it('an HTTP 403 calls onForbidden only once the fresh roles are in the session', async () => {
    logIn();
    let rolesSeen: readonly string[] | undefined;
    configureHttp({
      hooks: {
        onForbidden: () => {
          rolesSeen = session.get().roles;
        },
      },
    });
    server.use(
      http.get(`${BASE}/api/get-user-auth-info`, () =>
        HttpResponse.json(envelope(200, 'success', { roles: ['default_user'], permissions: [] })),
      ),
      http.get(`${BASE}/api/admin/answer`, () => HttpResponse.json(envelope(403, 'no'), { status: 403 })),
    );
    await failure(hojFetch('/api/admin/answer'));
    expect(rolesSeen).toEqual(['default_user']);
  });

  it('an HTTP 403 of get-user-auth-info behind a trailing slash does not refresh again either', async () => {
    logIn();
    const authInfo = jest.fn(() => HttpResponse.json(envelope(403, 'no'), { status: 403 }));
    server.use(http.get(`${BASE}/api/get-user-auth-info/`, authInfo));
    await failure(hojFetch('/api/get-user-auth-info/'));
    expect(authInfo).toHaveBeenCalledTimes(1);
    expect(hooks.onForbidden).not.toHaveBeenCalled();
  });

  it('a silent call still refreshes the roles and calls onForbidden on HTTP 403, without a toast', async () => {
    logIn();
    server.use(
      http.get(`${BASE}/api/get-user-auth-info`, () =>
        HttpResponse.json(envelope(200, 'success', { roles: [], permissions: [] })),
      ),
      http.get(`${BASE}/api/answer`, () => HttpResponse.json(envelope(403, 'no'), { status: 403 })),
    );
    await failure(hojFetch('/api/answer', { silent: true }));
    expect(session.get().roles).toEqual([]);
    expect(hooks.onForbidden).toHaveBeenCalledTimes(1);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('a broken hook is logged under its name', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = new Error('router gone');
    configureHttp({
      hooks: {
        onUnauthorized: () => {
          throw broken;
        },
      },
    });
    server.use(http.get(`${BASE}/api/answer`, () => new HttpResponse(null, { status: 401 })));
    const error = await failure(hojFetch('/api/answer'));
    expect(error.kind).toBe('unauthorized');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('onUnauthorized'), broken);
    warn.mockRestore();
  });

  it('hooks are called on the hooks object, so a hooks class can use this', async () => {
    const seen: string[] = [];
    class Toasts {
      prefix = 'toast:';
      onError(error: { msg: string }): void {
        seen.push(this.prefix + error.msg);
      }
    }
    configureHttp({ hooks: new Toasts() });
    server.use(http.get(`${BASE}/api/answer`, () => HttpResponse.json(envelope(400, 'nope'))));
    await failure(hojFetch('/api/answer'));
    expect(seen).toEqual(['toast:nope']);
  });
});

describe('token renewal details', () => {
  it('accepts Refresh-Token in any case', async () => {
    logIn('old-token');
    server.use(
      http.get(`${BASE}/api/answer`, () =>
        HttpResponse.json(envelope(200, 'success'), {
          headers: { 'Refresh-Token': 'TRUE', Authorization: 'renewed' },
        }),
      ),
    );
    await hojFetch('/api/answer');
    expect(session.get().token).toBe('renewed');
  });

  it('ignores Refresh-Token: false', async () => {
    logIn('old-token');
    server.use(
      http.get(`${BASE}/api/answer`, () =>
        HttpResponse.json(envelope(200, 'success'), {
          headers: { 'Refresh-Token': 'false', Authorization: 'other' },
        }),
      ),
    );
    await hojFetch('/api/answer');
    expect(session.get().token).toBe('old-token');
  });

  it('a refused login keeps the stored token even when the answer carries an Authorization', async () => {
    logIn('stale-token');
    server.use(
      http.post(`${BASE}/api/login`, () =>
        HttpResponse.json(envelope(400, '用户名不能为空'), {
          status: 400,
          headers: { Authorization: 'not-for-you' },
        }),
      ),
    );
    await failure(hojFetch('/api/login', { method: 'POST', body: '{}' }));
    expect(session.get().token).toBe('stale-token');
  });

  it('a login answered without Authorization keeps the stored token', async () => {
    logIn('stale-token');
    server.use(http.post(`${BASE}/api/login`, () => HttpResponse.json(envelope(200, 'success', alice))));
    await hojFetch('/api/login', { method: 'POST', body: '{}' });
    expect(session.get().token).toBe('stale-token');
  });
});

describe('request details', () => {
  it('keeps an Authorization the caller set itself, but strips it from a login (even behind a trailing slash)', async () => {
    logIn('stored');
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/api/answer`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json(envelope(200, 'success'));
      }),
      http.post(`${BASE}/api/login/`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json(envelope(200, 'success'));
      }),
    );
    await hojFetch('/api/answer', { headers: { Authorization: 'explicit' } });
    await hojFetch('/api/login/', { method: 'POST', body: '{}', headers: { Authorization: 'explicit' } });
    expect(seen).toEqual(['explicit', null]);
  });

  it('accepts a URL object and a Request, marking admin calls by their URL', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.all(`${BASE}/api/admin/answer`, ({ request }) => {
        seen.push(`${request.method} ${request.headers.get('Url-Type')} ${request.headers.get('X-Caller')}`);
        return HttpResponse.json(envelope(200, 'success'));
      }),
    );
    await hojFetch(new URL(`${BASE}/api/admin/answer`));
    await hojFetch(
      new Request(`${BASE}/api/admin/answer`, { method: 'PUT', headers: { 'X-Caller': 'req' } }),
    );
    expect(seen).toEqual(['GET admin null', 'PUT admin req']);
  });

  it('a Request carrying the silent knob (as openapi-fetch copies it) makes no toast', async () => {
    server.use(http.get(`${BASE}/api/answer`, () => HttpResponse.error()));
    const request = Object.assign(new Request(`${BASE}/api/answer`), { silent: true });
    const error = await failure(hojFetch(request));
    expect(error.kind).toBe('network');
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('the silent knob of init wins over the one the Request carries', async () => {
    server.use(http.get(`${BASE}/api/answer`, () => HttpResponse.error()));
    const request = Object.assign(new Request(`${BASE}/api/answer`), { silent: true });
    await failure(hojFetch(request, { silent: false }));
    expect(hooks.onError).toHaveBeenCalledTimes(1);
  });

  it('a network failure keeps what went wrong as its cause', async () => {
    server.use(http.get(`${BASE}/api/answer`, () => HttpResponse.error()));
    const error = await failure(hojFetch('/api/answer'));
    expect(error.name).toBe('ApiError');
    expect(error.serverMsg).toBeNull();
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('an error the server reported has no cause to log', async () => {
    server.use(http.get(`${BASE}/api/answer`, () => HttpResponse.json(envelope(400, 'nope'))));
    const error = await failure(hojFetch('/api/answer'));
    expect('cause' in error).toBe(false);
  });

  it('an already aborted signal rejects with its reason and asks nothing of the server', async () => {
    const handler = jest.fn(() => HttpResponse.json(envelope(200, 'success')));
    server.use(http.get(`${BASE}/api/answer`, handler));
    const controller = new AbortController();
    const reason = new Error('page left');
    controller.abort(reason);
    await expect(hojFetch('/api/answer', { signal: controller.signal })).rejects.toBe(reason);
    expect(handler).not.toHaveBeenCalled();
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});

describe('timeouts', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  function hang(): void {
    server.use(http.all(`${BASE}/api/hang`, () => new Promise<never>(() => undefined)));
  }

  /** The call, and whether it has settled yet. */
  function start(call: Promise<unknown>) {
    const state = { settled: false };
    const outcome = failure(call).finally(() => {
      state.settled = true;
    });
    return { state, outcome };
  }

  it.each<[string, number, () => Promise<Response>]>([
    ['a GET', 20_000, () => hojFetch('/api/hang')],
    ['a lower-case get', 20_000, () => hojFetch('/api/hang', { method: 'get' })],
    ['a HEAD', 20_000, () => hojFetch('/api/hang', { method: 'HEAD' })],
    ['a POST', 90_000, () => hojFetch('/api/hang', { method: 'POST', body: '{}' })],
    ['a DELETE', 90_000, () => hojFetch('/api/hang', { method: 'DELETE' })],
    [
      'a POST Request',
      90_000,
      () => hojFetch(new Request(`${BASE}/api/hang`, { method: 'POST', body: '{}' })),
    ],
    ['a call with its own timeout', 5_000, () => hojFetch('/api/hang', { timeoutMs: 5_000 })],
    [
      'a Request carrying its own timeout',
      3_000,
      () => hojFetch(Object.assign(new Request(`${BASE}/api/hang`), { timeoutMs: 3_000 })),
    ],
  ])('%s gives up after %i ms', async (_name, ms, call) => {
    hang();
    const { state, outcome } = start(call());
    await jest.advanceTimersByTimeAsync(ms - 1);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toMatchObject({ kind: 'timeout', httpStatus: null, transport: true });
    expect((error.cause as Error).name).toBe('TimeoutError');
  });

  it('a finished call leaves no timer behind', async () => {
    server.use(http.get(`${BASE}/api/answer`, () => HttpResponse.json(envelope(200, 'success'))));
    await hojFetch('/api/answer');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('a caller who gives up mid-call gets its own reason, not a timeout', async () => {
    hang();
    const controller = new AbortController();
    const call = hojFetch('/api/hang', { signal: controller.signal }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(1_000);
    const reason = new Error('navigated away');
    controller.abort(reason);
    await expect(call).resolves.toBe(reason);
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});

describe('refreshRoles details', () => {
  it('keeps only the roles it knows, and only strings', async () => {
    logIn();
    server.use(
      http.get(`${BASE}/api/get-user-auth-info`, () =>
        HttpResponse.json(
          envelope(200, 'success', { roles: ['root', 'galaxy_brain', 7, null], permissions: [] }),
        ),
      ),
    );
    await refreshRoles();
    expect(session.get().roles).toEqual(['root']);
  });

  it('keeps the roles when the answer carries no role list', async () => {
    logIn();
    server.use(
      http.get(`${BASE}/api/get-user-auth-info`, () => HttpResponse.json(envelope(200, 'success', null))),
    );
    await refreshRoles();
    expect(session.get().roles).toEqual(['admin']);
  });

  it('asks again once the previous refresh is over', async () => {
    logIn();
    const authInfo = jest.fn(() =>
      HttpResponse.json(envelope(200, 'success', { roles: ['admin'], permissions: [] })),
    );
    server.use(http.get(`${BASE}/api/get-user-auth-info`, authInfo));
    await refreshRoles();
    await refreshRoles();
    expect(authInfo).toHaveBeenCalledTimes(2);
  });

  it('is silent by default: an expired session clears, but no toast', async () => {
    logIn();
    server.use(
      http.get(`${BASE}/api/get-user-auth-info`, () =>
        HttpResponse.json(envelope(401, 'login expired'), { status: 401 }),
      ),
    );
    await refreshRoles();
    expect(session.get().token).toBeNull();
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});

describe("the server's own message, for an English reader", () => {
  it('waits for the English table before the first failure is shown, so it is never shown in Chinese first', async () => {
    const { forgetServerMessages } = await import('../i18n/serverMessages');
    forgetServerMessages();
    configureHttp({ locale: () => 'en-US' });
    server.use(
      http.get(`${BASE}/api/get-problem-detail`, () =>
        HttpResponse.json(envelope(404, '该题号对应的题目不存在')),
      ),
    );
    const error = await failure(hojFetch('/api/get-problem-detail?problemId=NOPE'));
    expect(error.msg).toBe('No problem has this id.');
    expect(error.serverMsg).toBe('该题号对应的题目不存在');
    expect(hooks.onError).toHaveBeenCalledWith(expect.objectContaining({ msg: 'No problem has this id.' }));
  });
});

describe('an answer that comes after the session it was sent with has ended', () => {
  /** Serves `path` only once `release` is called, with what `answer` gives. */
  function held(path: string, answer: () => Response) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${BASE}${path}`, async () => {
        await released;
        return answer();
      }),
    );
    return () => release();
  }

  it('a 401 after a logout neither clears again nor asks to log in, and says nothing', async () => {
    logIn('tok-before-logout');
    const release = held('/api/get-user-auth-info', () =>
      HttpResponse.json(envelope(401, '登录状态已失效，请重新登录！'), { status: 401 }),
    );
    const call = failure(hojFetch('/api/get-user-auth-info'));
    session.clear();
    const cleared = jest.spyOn(session, 'clear');
    release();
    expect(await call).toMatchObject({ kind: 'unauthorized', httpStatus: 401 });
    expect(cleared).not.toHaveBeenCalled();
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('a 401 for the previous account keeps the account that logged in meanwhile', async () => {
    logIn('tok-first-account');
    const release = held('/api/get-user-home-info', () =>
      HttpResponse.json(envelope(401, '登录状态已失效，请重新登录！'), { status: 401 }),
    );
    const call = failure(hojFetch('/api/get-user-home-info'));
    logIn('tok-second-account');
    release();
    await call;
    expect(session.get().token).toBe('tok-second-account');
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a token renewal after a logout does not bring the session back', async () => {
    logIn('tok-old');
    const release = held('/api/get-recent-contest', () =>
      HttpResponse.json(envelope(200, 'success', []), {
        headers: { 'Refresh-Token': 'true', Authorization: 'tok-renewed' },
      }),
    );
    const call = hojFetch('/api/get-recent-contest');
    session.clear();
    release();
    await call;
    expect(session.get().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
