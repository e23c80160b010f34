import { http, HttpResponse } from 'msw';
import { failure, installHttpHarness } from '../test/httpHarness';
import { configureHttp, getHttpConfig, resetHttpConfig } from './config';
import { hojFetch } from './hojFetch';

const { server, hooks } = installHttpHarness();

describe('configureHttp', () => {
  it('changing the locale keeps the base URL and the hooks', async () => {
    configureHttp({ baseUrl: 'http://127.0.0.1:4010' });
    configureHttp({ locale: () => 'en-US' });
    server.use(http.get('http://127.0.0.1:4010/api/missing', () => new HttpResponse(null, { status: 404 })));
    const error = await failure(hojFetch('/api/missing'));
    expect(error.msg).toBe('Query error, unable to find the resource to request');
    expect(hooks.onError).toHaveBeenCalledWith(error);
  });

  it('changing the hooks keeps the locale', async () => {
    const onError = jest.fn();
    configureHttp({ locale: () => 'en-US' });
    configureHttp({ hooks: { onError } });
    server.use(http.get('http://localhost/api/offline', () => HttpResponse.error()));
    const error = await failure(hojFetch('/api/offline'));
    expect(error.msg).toBe('Network error, abnormal link with server, please try again later');
    expect(onError).toHaveBeenCalledWith(error);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it('resetting goes back to the page origin, zh-CN and no hooks', async () => {
    configureHttp({ baseUrl: 'http://127.0.0.1:4010', locale: () => 'en-US' });
    resetHttpConfig();
    expect(getHttpConfig().baseUrl).toBe('');
    expect(getHttpConfig().locale()).toBe('zh-CN');
    expect(getHttpConfig().hooks).toEqual({});
    server.use(http.get('http://localhost/api/offline', () => HttpResponse.error()));
    expect((await failure(hojFetch('/api/offline'))).msg).toBe('网络错误，与服务器的连接异常，请稍后再试');
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});
