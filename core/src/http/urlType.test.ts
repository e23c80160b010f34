import { configureHttp, resetHttpConfig } from './config';
import { isAdminUrl, isLoginUrl, resolveUrl, urlTypeOf } from './urlType';

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
