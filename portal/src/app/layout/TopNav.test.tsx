import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { session } from '@hoj/core/session/session';
import { siteConfig } from '@hoj/mocks/store/schema/site';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { login } from '@portal/features/auth';
import { invalidateUnread, markUnreadRead, type UnreadCounts } from '@portal/shared/session/unread';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });

function websiteConfig(changes: Partial<typeof siteConfig>) {
  return http.get('*/api/get-website-config', () =>
    HttpResponse.json({ status: 200, msg: 'success', data: { ...siteConfig, ...changes } }),
  );
}

function unreadCounts(counts: UnreadCounts) {
  return http.get('*/api/msg/unread', () => HttpResponse.json({ status: 200, msg: 'success', data: counts }));
}

beforeEach(() => resetPortal());

describe('top menu', () => {
  it('lists the top menu in order, marks the current page and redirects / to /home', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await within(mainNav()).findByRole('link', { name: 'Discussion' });

    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Problems', '/problem'],
      ['Training', '/training'],
      ['Contest', '/contest'],
      ['Status', '/status'],
      ['ACM Rank', '/acm-rank'],
      ['OI Rank', '/oi-rank'],
      ['Discussion', '/discussion'],
      ['Group', '/group'],
      ['Introduction', '/introduction'],
    ]);
    await waitFor(() =>
      expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(mainNav()).getByRole('link', { name: 'Problems' })).not.toHaveAttribute('aria-current');
  });

  describe('the points board', () => {
    const global = globalThis as { __HOJ_POINTS_BOARD_URL__?: string };
    afterEach(() => delete global.__HOJ_POINTS_BOARD_URL__);

    it('follows OI Rank as a link to the address the deployment set, opening in a new tab', async () => {
      global.__HOJ_POINTS_BOARD_URL__ = 'https://board.example.edu/points';
      renderApp('/home');
      const board = await within(mainNav()).findByRole('link', { name: 'Points Board (opens in a new tab)' });
      expect(board).toHaveAttribute('href', 'https://board.example.edu/points');
      expect(board).toHaveAttribute('target', '_blank');
      expect(board).toHaveAttribute('rel', 'noopener noreferrer');
      const names = within(mainNav())
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(names.indexOf('Points Board (opens in a new tab)')).toBe(names.indexOf('OI Rank') + 1);
    });

    it('is left out when the deployment set no address, or one that is not http(s)', async () => {
      for (const address of [undefined, '', 'javascript:alert(1)']) {
        if (address === undefined) delete global.__HOJ_POINTS_BOARD_URL__;
        else global.__HOJ_POINTS_BOARD_URL__ = address;
        const { unmount } = renderApp('/home');
        await within(mainNav()).findByRole('link', { name: 'OI Rank' });
        expect(within(mainNav()).queryByRole('link', { name: /Points Board/ })).not.toBeInTheDocument();
        unmount();
      }
    });
  });

  it('shows Discussion only while the public-discussion switch is on', async () => {
    server.use(websiteConfig({ openPublicDiscussion: false, shortName: 'TestOJ' }));
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'TestOJ' })).toHaveAttribute('href', '/home');
    expect(within(mainNav()).queryByRole('link', { name: 'Discussion' })).not.toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Group' })).toBeInTheDocument();
  });

  it('sends a visitor of a switched-off discussion route home with "No access"', async () => {
    server.use(websiteConfig({ openPublicDiscussion: false }));
    const { router } = renderApp('/discussion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('No access: this feature is switched off')).toBeInTheDocument();
  });

  it('opens the menu panel with its button and closes it with Escape, returning focus', async () => {
    const { user } = renderApp('/home');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', mainNav().id);

    within(mainNav()).getByRole('link', { name: 'Training' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(mainNav()).getByRole('link', { name: 'Training' }));
    expect(await screen.findByRole('heading', { name: 'Training' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the site configuration in the footer', async () => {
    renderApp('/home');
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText(siteConfig.name);
    if (siteConfig.recordName) {
      expect(within(footer).getByRole('link', { name: siteConfig.recordName })).toHaveAttribute(
        'href',
        siteConfig.recordUrl,
      );
    }
    if (siteConfig.projectName) {
      expect(within(footer).getByRole('link', { name: siteConfig.projectName })).toHaveAttribute(
        'href',
        siteConfig.projectUrl,
      );
    }
  });

  it('makes no link of a footer address that is not http(s)', async () => {
    server.use(
      websiteConfig({
        recordName: 'Record 001',
        recordUrl: 'javascript:alert(1)',
        projectName: 'HOJ',
        projectUrl: 'https://github.com/HimitZH/HOJ',
      }),
    );
    renderApp('/home');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('Record 001')).not.toHaveAttribute('href');
    expect(within(footer).queryByRole('link', { name: 'Record 001' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'HOJ' })).toHaveAttribute(
      'href',
      'https://github.com/HimitZH/HOJ',
    );
  });
});

describe('language switch', () => {
  it('switches every text without a reload and remembers the choice in the lang cookie', async () => {
    const { user } = renderApp('/home');
    expect(await screen.findByRole('region', { name: 'Announcements' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Problems' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '简体中文');

    expect(within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '题目' }));
    expect(screen.getByRole('region', { name: '公告' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '语言' })).toHaveValue('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.cookie).toContain('lang=zh-CN');

    await user.selectOptions(screen.getByRole('combobox', { name: '语言' }), 'English');
    expect(screen.getByRole('region', { name: 'Announcements' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=en-US');
  });
});

describe('user menu', () => {
  async function openUserMenu(username: string, password: string) {
    await login({ username, password });
    const app = renderApp('/home');
    const button = await screen.findByRole('button', { name: new RegExp(username) });
    await app.user.click(button);
    return { ...app, button, menu: screen.getByRole('menu') };
  }

  it('offers home page, submissions, messages, settings and logout to a user, focus on the first item', async () => {
    server.use(unreadCounts({ comment: 0, reply: 2, like: 0, sys: 1, mine: 0 }));
    const { menu } = await openUserMenu('alice', 'alice123');
    const uid = session.get().user?.uid ?? '';
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() =>
      expect(items.map((item) => item.textContent)).toEqual([
        'Home page',
        'My submissions',
        'Messages33 unread messages',
        'Settings',
        'Logout',
      ]),
    );
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveAttribute('href', `/user-home?uid=${uid}&username=alice`);
    expect(items[1]).toHaveAttribute('href', '/status?onlyMine=true');
    // The first box with unread messages.
    expect(items[2]).toHaveAttribute('href', '/message/reply');
    expect(items[3]).toHaveAttribute('href', '/setting');
  });

  it('shows the unread total on the menu button, capped at 99+, with the exact count for screen readers', async () => {
    server.use(unreadCounts({ comment: 40, reply: 30, like: 20, sys: 10, mine: 50 }));
    await login({ username: 'alice', password: 'alice123' });
    renderApp('/home');
    const button = await screen.findByRole('button', { name: /150 unread messages/ });
    expect(within(button).getByText('99+')).toBeInTheDocument();
  });

  it('shows no badge without unread messages and links Messages to the discuss tab', async () => {
    server.use(unreadCounts({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 }));
    const { menu, button } = await openUserMenu('bob', 'bob123');
    expect(button).toHaveAccessibleName('bob User menu');
    expect(within(menu).getByRole('menuitem', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/message/discuss',
    );
  });

  it('updates the badge when another part of the app lowers or re-reads the counts', async () => {
    server.use(unreadCounts({ comment: 1, reply: 0, like: 0, sys: 0, mine: 0 }));
    await login({ username: 'alice', password: 'alice123' });
    const { queryClient } = renderApp('/home');
    expect(await screen.findByRole('button', { name: /1 unread message$/ })).toBeInTheDocument();

    act(() => markUnreadRead(queryClient, 'comment'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /alice/ })).toHaveAccessibleName('alice User menu'),
    );

    server.use(unreadCounts({ comment: 0, reply: 0, like: 4, sys: 0, mine: 0 }));
    await act(() => invalidateUnread(queryClient));
    expect(await screen.findByRole('button', { name: /4 unread messages/ })).toBeInTheDocument();
  });

  it('adds Management, opening the back office in a new tab, for an admin role', async () => {
    const { menu } = await openUserMenu('problemadmin', 'problemadmin123');
    const management = within(menu).getByRole('menuitem', { name: /Management/ });
    expect(management).toHaveAttribute('href', '/admin/');
    expect(management).toHaveAttribute('target', '_blank');
  });

  it('moves with the arrow keys and closes with Escape', async () => {
    const { user, button, menu } = await openUserMenu('alice', 'alice123');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'My submissions' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('logs out: the server is told, the session is cleared, the page goes home with a toast', async () => {
    const logoutCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/logout')
        logoutCalls.push(request.headers.get('Authorization') ?? '');
    });
    await login({ username: 'alice', password: 'alice123' });
    const token = session.get().token;
    const { user, router } = renderApp('/problem');
    await user.click(await screen.findByRole('button', { name: /alice/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('You have logged out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(session.get().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(logoutCalls).toEqual([token]);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('logs out through the /logout route as well, once confirmed there', async () => {
    await login({ username: 'bob', password: 'bob123' });
    const { user, router } = renderApp('/logout');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have logged out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(session.get().user).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows a logout in another tab back to the home page', async () => {
    await login({ username: 'alice', password: 'alice123' });
    const { router } = renderApp('/problem');
    expect(await screen.findByRole('button', { name: /alice/ })).toBeInTheDocument();

    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
