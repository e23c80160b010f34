import { render, screen, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { getAdminUserList } from '@generated/api/admin-user/admin-user';
import { coreMessages } from '@hoj/core/i18n/messages';
import { session } from '@hoj/core/session/session';
// Not a React hook despite its name; renamed so react-hooks/rules-of-hooks lets it run at module level.
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { App } from './App';
import { loginAs, passwordOf, resetBrowserState } from './test/loginAs';
import { findLoadedTable } from '@backoffice/test/loadedTable';

installMockServer();

/** A browser set to Chinese with no `lang` cookie: the app must open in zh-CN. */
beforeEach(() => {
  Object.defineProperty(window.navigator, 'languages', { value: ['zh-CN', 'zh'], configurable: true });
});

/** What the server has on the first page, newest first (the seed adds generated users after the demo ones). */
async function firstPageUsernames(): Promise<string[]> {
  const page = await getAdminUserList({ currentPage: 1, limit: 10 });
  return page.records.map((record) => record.username);
}

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

afterEach(resetBrowserState);

describe('<App> as root', () => {
  it('lists the seeded users with zh-CN labels at /admin/users, then in English after switching', async () => {
    await loginAs('root');
    const expected = await firstPageUsernames();
    const user = setupUser();
    openAt('/admin/users');

    const table = await findLoadedTable();
    expect(await within(table).findByText(expected[0] ?? 'none')).toBeInTheDocument();
    for (const username of expected) expect(within(table).getByText(username)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(expected.length + 1);
    for (const header of ['用户名', '昵称', '真实姓名', '邮箱', '角色', '状态', '创建时间']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getAllByText('普通用户').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('正常').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('搜索用户名、邮箱或真实姓名')).toBeInTheDocument();
    expect(screen.getByLabelText('仅显示管理员')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/users');

    await user.click(screen.getByRole('button', { name: /切换语言/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));

    const englishTable = await findLoadedTable();
    expect(await within(englishTable).findByRole('columnheader', { name: 'Username' })).toBeInTheDocument();
    expect(within(englishTable).getByRole('columnheader', { name: 'Roles' })).toBeInTheDocument();
    expect(await within(englishTable).findByText(expected[0] ?? 'none')).toBeInTheDocument();
    expect(document.cookie).toContain('lang=en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it("sends the old front end's /admin/user bookmark to the user list", async () => {
    await loginAs('root');
    document.cookie = 'lang=en-US; path=/';
    const [newest] = await firstPageUsernames();
    openAt('/admin/user');
    const table = await findLoadedTable();
    expect(await within(table).findByText(newest ?? 'none')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/users');
  });

  it('opens in English when the lang cookie says so', async () => {
    await loginAs('root');
    document.cookie = 'lang=en-US; path=/';
    openAt('/admin/users?filter=%7B%22onlyAdmin%22%3Atrue%7D');
    const table = await findLoadedTable();
    expect(await within(table).findByRole('columnheader', { name: 'Username' })).toBeInTheDocument();
    expect(await within(table).findByText('root')).toBeInTheDocument();
    expect(within(table).getAllByText(coreMessages['en-US']['role.root'] ?? 'none')).not.toHaveLength(0);
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('logs out from the user menu and lands on /admin/login', async () => {
    await loginAs('root');
    const user = setupUser();
    openAt('/admin/');
    expect(await screen.findByRole('heading', { name: /欢迎/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '个人资料' }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));

    expect(await screen.findByRole('heading', { name: '登录后台管理' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/login');
    expect(session.get().token).toBeNull();
  });
});

describe('<App> navigation guard', () => {
  it('sends an unknown /admin path to the login page, which passes a signed-in admin on to the dashboard', async () => {
    const first = openAt('/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: '登录后台管理' })).toBeInTheDocument();
    first.unmount();

    await loginAs('admin');
    openAt('/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: /欢迎/ })).toBeInTheDocument();
    expect(window.location.pathname).toMatch(/^\/admin\/?$/);
  });

  it('follows a logout made in another tab back to the login page', async () => {
    await loginAs('root');
    openAt('/admin/');
    expect(await screen.findByRole('heading', { name: /欢迎/ })).toBeInTheDocument();

    // Another tab logged out: the shared storage lost the token, and this tab becomes visible again.
    localStorage.removeItem('token');
    document.dispatchEvent(new Event('visibilitychange'));

    expect(await screen.findByRole('heading', { name: '登录后台管理' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/login');
  });
});

describe('<App> as an admin without root', () => {
  it('refuses the user import at the page: the dashboard opens instead, with no file picker', async () => {
    await loginAs('admin');
    openAt('/admin/users/import');
    expect(await screen.findByRole('heading', { name: /欢迎/ })).toBeInTheDocument();
    expect(window.location.pathname).toMatch(/^\/admin\/?$/);
    expect(screen.queryByLabelText(/CSV/)).not.toBeInTheDocument();
  });
});

describe('<App> login page', () => {
  it('sends a visitor without a session to /admin/login', async () => {
    openAt('/admin/users');
    expect(await screen.findByRole('heading', { name: '登录后台管理' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/login');
    expect(screen.getByLabelText('用户名')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toBeInTheDocument();
  });

  it('refuses alice with a clear message and keeps her on the login page', async () => {
    const user = setupUser();
    openAt('/admin/login');
    await user.type(await screen.findByLabelText('用户名'), 'alice');
    await user.type(screen.getByLabelText('密码'), passwordOf('alice'));
    await user.click(screen.getByRole('button', { name: '登录' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('该账号没有后台管理的访问权限');
    expect(window.location.pathname).toBe('/admin/login');
    expect(session.get().token).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const user = setupUser();
    openAt('/admin/login');
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入用户名和密码');
  });

  it('signs root in and shows the dashboard with the root role and the users menu entry', async () => {
    const user = setupUser();
    openAt('/admin/login');
    await user.type(await screen.findByLabelText('用户名'), 'root');
    await user.type(screen.getByLabelText('密码'), passwordOf('root'));
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('heading', { name: /欢迎/ })).toBeInTheDocument();
    expect(window.location.pathname).toMatch(/^\/admin\/?$/);
    expect(await screen.findByText('超级管理员')).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: '用户' })).toBeInTheDocument();
  });
});

describe('<App> as an admin without root', () => {
  it('shows the dashboard without the users entry, and access denied at /admin/users', async () => {
    await loginAs('admin');
    const { unmount } = openAt('/admin/');
    expect(await screen.findByRole('heading', { name: /欢迎/ })).toBeInTheDocument();
    expect(await screen.findByText('管理员')).toBeInTheDocument();
    expect(screen.getByText('用户管理等全站设置需要超级管理员角色。')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '用户' })).not.toBeInTheDocument();
    unmount();

    openAt('/admin/users');
    expect(await screen.findByText('你没有访问此页面的权限')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
