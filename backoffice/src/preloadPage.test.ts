import type { RoleKey, UserInfoVO } from '@generated/model/index';
import { session } from '@hoj/core/session/session';
import {
  customPages,
  dashboardPage,
  importUsersPage,
  loginPage,
  switchPage,
  systemConfigPage,
} from './pages';
import { pageAt, preloadPageAt } from './preloadPage';
import { resources } from './resources';

const { users, announcements, notices } = resources;

afterEach(() => {
  jest.restoreAllMocks();
  session.clear();
});

describe('pageAt: the page an address shows', () => {
  it.each([
    ['/admin', dashboardPage],
    ['/admin/', dashboardPage],
    ['/admin/users', users.list],
    ['/admin/users/', users.list],
    ['/admin/users/a5fe9be03bafdaf6', users.edit],
    ['/admin/users/import', importUsersPage],
    ['/admin/announcements', announcements.list],
    ['/admin/announcements/create', announcements.create],
    ['/admin/announcements/12', announcements.edit],
    ['/admin/notices/create', notices.create],
    ['/admin/conf', systemConfigPage],
    ['/admin/switch', switchPage],
  ])('%s', (path, page) => {
    expect(pageAt(path)).toBe(page);
  });

  it.each([
    '/admin/login',
    // Users have no create screen, and no screen lies deeper than a record.
    '/admin/users/create',
    '/admin/users/12/show',
    '/admin/unknown',
    // The old front end's paths only redirect.
    '/admin/user',
    '/administrator',
    '/home',
  ])('%s has no page to fetch ahead', (path) => {
    expect(pageAt(path)).toBeUndefined();
  });

  it('knows every custom page by the path App.tsx routes it at', () => {
    for (const [path, page] of Object.entries(customPages)) {
      expect(pageAt(`/admin${path}`)).toBe(page);
    }
  });
});

describe('preloadPageAt', () => {
  const signInAs = (roles: RoleKey[]) => {
    session.setToken('a-token');
    session.setUser({ uid: 'u1', username: 'someone', roleList: roles } as unknown as UserInfoVO);
  };

  it('fetches the page the address names for a staff session', () => {
    signInAs(['root']);
    const list = jest.spyOn(users.list, 'preload').mockResolvedValue(undefined);
    const login = jest.spyOn(loginPage, 'preload').mockResolvedValue(undefined);
    preloadPageAt('/admin/users');
    expect(list).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveBeenCalled();
  });

  it('fetches the login page when signed out, whatever the address', () => {
    const list = jest.spyOn(users.list, 'preload').mockResolvedValue(undefined);
    const login = jest.spyOn(loginPage, 'preload').mockResolvedValue(undefined);
    preloadPageAt('/admin/users');
    expect(login).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
  });

  it('fetches the login page for a contestant signed in on the portal', () => {
    signInAs(['default_user']);
    const list = jest.spyOn(users.list, 'preload').mockResolvedValue(undefined);
    const login = jest.spyOn(loginPage, 'preload').mockResolvedValue(undefined);
    preloadPageAt('/admin/users');
    expect(login).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
  });

  it('lets a failed fetch go: the page tries again when it renders', async () => {
    signInAs(['admin']);
    jest.spyOn(notices.list, 'preload').mockRejectedValue(new Error('offline'));
    expect(() => preloadPageAt('/admin/notices')).not.toThrow();
    // Settles without an unhandled rejection.
    await Promise.resolve();
  });
});
