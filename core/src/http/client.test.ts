import { getWebsiteConfig } from '@generated/api/home/home';
import { getAdminUserList } from '@generated/api/admin-user/admin-user';
import { http, HttpResponse } from 'msw';
import { session } from '../session/session';
import { isApiError } from './apiError';
import { installHttpHarness } from '../test/httpHarness';
import { configureHttp } from './config';
import { api, unwrap } from './client';
import { fetchWith } from './hojFetch';
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
