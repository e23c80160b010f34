import { HttpError } from 'react-admin';
import { ApiError } from '@hoj/core/http/apiError';
import { session } from '@hoj/core/session/session';
// Not a React hook despite its name; renamed so react-hooks/rules-of-hooks lets it run at module level.
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, passwordOf, resetBrowserState } from '../test/loginAs';
import { canAccessResource, createAuthProvider, LoginRefusedError } from './authProvider';
import { createI18nProvider } from './i18nProvider';

installMockServer();

async function authProviderIn(locale: 'zh-CN' | 'en-US') {
  const i18n = await createI18nProvider(locale);
  return createAuthProvider(i18n.translate);
}

const apiError = (overrides: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({
    kind: 'server',
    msg: 'x',
    url: '/api/admin/user/get-user-list',
    admin: true,
    httpStatus: 200,
    status: 500,
    transport: false,
    ...overrides,
  });

afterEach(resetBrowserState);

describe('authProvider.login', () => {
  it('signs root in: token and user stored, identity, fresh permissions and access to users', async () => {
    const authProvider = await authProviderIn('zh-CN');

    await authProvider.login({ username: 'root', password: passwordOf('root') });

    const { token, user, roles } = session.get();
    expect(token).toEqual(expect.any(String));
    expect(user?.username).toBe('root');
    expect(roles).toContain('root');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({ id: user?.uid, username: 'root' });
    await expect(authProvider.getPermissions?.({})).resolves.toEqual(expect.arrayContaining(['root']));
    await expect(authProvider.canAccess?.({ action: 'list', resource: 'users' })).resolves.toBe(true);
  });

  it('refuses alice, who has no admin role, with the localized message and the server text as detail', async () => {
    const zh = await authProviderIn('zh-CN');
    const error: unknown = await zh
      .login({ username: 'alice', password: passwordOf('alice') })
      .catch((e) => e);
    expect(error).toBeInstanceOf(LoginRefusedError);
    expect((error as LoginRefusedError).message).toBe('该账号没有后台管理的访问权限');
    expect((error as LoginRefusedError).detail).toEqual(expect.any(String));
    expect(session.get().token).toBeNull();
    await expect(zh.checkAuth({})).rejects.toMatchObject({ message: 'hoj.auth.adminLoginRequired' });

    const en = await authProviderIn('en-US');
    await expect(en.login({ username: 'alice', password: passwordOf('alice') })).rejects.toThrow(
      'This account has no access to the back office',
    );
  });

  it('passes a wrong password on with the server message and stores nothing', async () => {
    const authProvider = await authProviderIn('zh-CN');
    const error: unknown = await authProvider
      .login({ username: 'root', password: 'wrong-password' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(LoginRefusedError);
    expect((error as Error).message).not.toBe('');
    expect(session.get().token).toBeNull();
  });
});

describe('authProvider session checks', () => {
  it('rejects checkAuth without a session, and for a portal user who is not staff', async () => {
    const authProvider = await authProviderIn('zh-CN');
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    session.setToken('portal-token');
    session.setUser({ uid: 'u', username: 'alice', roleList: ['default_user'] });
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('logout revokes the token on the server and clears the session', async () => {
    const authProvider = await authProviderIn('zh-CN');
    await loginAs('root');
    const revoked = session.get().token;

    await authProvider.logout({});

    expect(session.get()).toMatchObject({ token: null, user: null, roles: [] });
    // The old token no longer works: the server answers 401 (and core clears the session again).
    session.setToken(revoked);
    session.setUser({ uid: 'u', username: 'root', roleList: ['root'] });
    await expect(authProvider.getPermissions?.({})).rejects.toMatchObject({ status: 401 });
  });

  it('admin without root may use the back office but not the user admin', async () => {
    const authProvider = await authProviderIn('zh-CN');
    await loginAs('admin');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.canAccess?.({ action: 'list', resource: 'users' })).resolves.toBe(false);
    expect(canAccessResource('users', ['problem_admin'])).toBe(false);
    expect(canAccessResource('users', ['default_user', 'root'])).toBe(true);
    expect(canAccessResource('dashboard', ['default_user'])).toBe(false);
  });

  it('opens the content screens by the roles the backend checks, and no screen nobody declared', () => {
    expect(canAccessResource('problems', ['admin'])).toBe(true);
    expect(canAccessResource('tags', ['admin'])).toBe(false);
    expect(canAccessResource('tagClassifications', ['problem_admin'])).toBe(true);
    expect(canAccessResource('discussionReports', ['admin'])).toBe(true);
    expect(canAccessResource('contests', ['default_user'])).toBe(false);
    expect(canAccessResource('somethingNew', ['root'])).toBe(false);
  });
});

describe('authProvider.checkError', () => {
  it('rejects a 401 so react-admin logs out and redirects to the login page', async () => {
    const authProvider = await authProviderIn('zh-CN');
    const rejection: unknown = await authProvider.checkError(new HttpError('expired', 401)).catch((e) => e);
    expect(rejection).toMatchObject({ message: 'hoj.auth.sessionExpired' });
    expect(rejection).not.toHaveProperty('logoutUser', false);
  });

  it('reads body statuses of HTTP 200 answers as well as transport statuses of core errors', async () => {
    const authProvider = await authProviderIn('zh-CN');
    await expect(
      authProvider.checkError(apiError({ kind: 'unauthorized', httpStatus: 200, status: 401 })),
    ).rejects.toMatchObject({ message: 'hoj.auth.sessionExpired' });
    await expect(
      authProvider.checkError(
        apiError({ kind: 'unauthorized', httpStatus: 401, status: 401, transport: true }),
      ),
    ).rejects.toMatchObject({ message: 'hoj.auth.sessionExpired' });
  });

  it('lets a 403 through to the screen that made the call (react-admin would read a rejection as an empty success)', async () => {
    const authProvider = await authProviderIn('zh-CN');
    await expect(authProvider.checkError(new HttpError('no', 403))).resolves.toBeUndefined();
    await expect(
      authProvider.checkError(apiError({ kind: 'forbidden', httpStatus: 403, status: 403, transport: true })),
    ).resolves.toBeUndefined();
  });

  it('lets every other error through to the screen that made the call', async () => {
    const authProvider = await authProviderIn('zh-CN');
    await expect(authProvider.checkError(new HttpError('boom', 500))).resolves.toBeUndefined();
    await expect(
      authProvider.checkError(apiError({ kind: 'business', status: 400 })),
    ).resolves.toBeUndefined();
    await expect(
      authProvider.checkError(apiError({ kind: 'network', httpStatus: null, status: null, transport: true })),
    ).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('render bug'))).resolves.toBeUndefined();
  });
});
