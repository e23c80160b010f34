import { configureHttp, resetHttpConfig } from './config';
import { isAdminUrl, isAuthInfoUrl, isLoginUrl, resolveUrl, urlPath, urlTypeOf } from './urlType';

afterEach(() => resetHttpConfig());

describe('Url-Type by URL', () => {
  it.each([
    ['/api/admin/user/get-user-list', 'admin'],
    ['http://oj.example/api/admin/login', 'admin'],
    ['/api/admin', 'admin'],
    ['/api/get-user-home-info?username=admin', 'general'],
    ['/api/administrator/x', 'general'],
    ['/api/login', 'general'],
    ['/admin/api/get-website-config', 'general'],
  ])('%s is %s', (url, type) => {
    expect(urlTypeOf(url)).toBe(type);
    expect(isAdminUrl(url)).toBe(type === 'admin');
  });
});

describe('login URLs', () => {
  it.each([
    ['/api/login', true],
    ['http://h/api/admin/login', true],
    ['/api/login?x=1', true],
    ['/api/logout', false],
    ['/api/admin/logout', false],
    ['/api/login-history', false],
  ])('%s → %s', (url, login) => {
    expect(isLoginUrl(url)).toBe(login);
  });
});

describe('resolveUrl', () => {
  it('uses the page origin by default and the configured base URL when given', () => {
    expect(resolveUrl('/api/x')).toBe('http://localhost/api/x');
    configureHttp({ baseUrl: 'https://oj.example/backend/' });
    expect(resolveUrl('/api/x?y=1')).toBe('https://oj.example/backend/api/x?y=1');
    expect(resolveUrl('http://other/api/x')).toBe('http://other/api/x');
  });
});

describe('Url-Type outside /api', () => {
  it.each([
    ['/backend/admin/x', 'admin'],
    ['/backend/general/admin', 'general'],
    ['http://oj.example/hoj/admin/user', 'admin'],
  ])('%s is %s (the segment after the first one decides)', (url, type) => {
    expect(urlTypeOf(url)).toBe(type);
  });
});

describe('login URLs behind a trailing slash', () => {
  it.each([
    ['/api/login/', true],
    ['/api/admin/login//', true],
    ['/api/login/x', false],
  ])('%s → %s', (url, login) => {
    expect(isLoginUrl(url)).toBe(login);
  });
});

describe('get-user-auth-info URLs', () => {
  it.each([
    ['/api/get-user-auth-info', true],
    ['http://h/api/get-user-auth-info/?x=1', true],
    ['/api/get-user-auth-info-list', false],
  ])('%s → %s', (url, authInfo) => {
    expect(isAuthInfoUrl(url)).toBe(authInfo);
  });
});

describe('urlPath', () => {
  it('is the path of absolute and relative URLs, without query or fragment', () => {
    expect(urlPath('http://oj.example/api/x?y=1#z')).toBe('/api/x');
    expect(urlPath('/api/x?y=1')).toBe('/api/x');
  });

  it('cuts the query and fragment off a URL that does not parse', () => {
    expect(urlPath('http://[broken/api/x?y=1')).toBe('http://[broken/api/x');
    expect(urlPath('http://[broken/api/x#top')).toBe('http://[broken/api/x');
  });
});

describe('resolveUrl with a base URL', () => {
  it.each([
    ['https://oj.example/backend///', '/api/x', 'https://oj.example/backend/api/x'],
    ['https://oj.example/backend', 'api/x', 'https://oj.example/backend/api/x'],
    ['https://oj.example', '//cdn.example/a.js', 'http://cdn.example/a.js'],
    ['/backend/', '/api/x', 'http://localhost/backend/api/x'],
  ])('base %s + %s → %s', (baseUrl, url, resolved) => {
    configureHttp({ baseUrl });
    expect(resolveUrl(url)).toBe(resolved);
  });

  it('keeps any absolute scheme as it is', () => {
    configureHttp({ baseUrl: 'https://oj.example' });
    expect(resolveUrl('blob:http://localhost/1')).toBe('blob:http://localhost/1');
    expect(resolveUrl('HTTPS://Other.example/x')).toBe('HTTPS://Other.example/x');
  });
});
