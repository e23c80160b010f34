import { act, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { session } from '@hoj/core/session/session';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { messages } from '@hoj/mocks/http/messages';
import { login } from '@portal/features/auth';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { localizeServerMessage } from '@hoj/core/i18n/serverMessages';

/** What an en-US reader is shown for a server message. */
const english = (message: string) => localizeServerMessage(message, 'en-US');

const server = installMockServer();

beforeEach(() => resetPortal());

describe('session bridge', () => {
  it('refreshes the roles on load, so a new admin role shows Management without a new login', async () => {
    await login({ username: 'admin', password: 'admin123' });
    // What this browser remembered from an earlier visit, before the role was granted.
    session.setRoles(['default_user']);
    const { user } = renderApp('/home');

    await waitFor(() => expect(session.get().roles).toEqual(['admin']));
    await user.click(await screen.findByRole('button', { name: /^admin/ }));
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: /Management/ }),
    ).toBeInTheDocument();
  });

  it('treats a revoked token as logged out: session cleared, message shown, login dialog opened', async () => {
    await login({ username: 'alice', password: 'alice123' });
    session.setToken('revoked-token');
    renderApp('/home');

    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(english(messages.tokenExpired));
    expect(session.get().token).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(screen.queryByRole('button', { name: /^alice/ })).not.toBeInTheDocument();
  });

  it('logs out when another tab removed the token, as soon as this tab is shown again', async () => {
    await login({ username: 'alice', password: 'alice123' });
    const { router } = renderApp('/setting');
    expect(await screen.findByRole('button', { name: /^alice/ })).toBeInTheDocument();

    // Another tab logged out; this one hears nothing until it is shown.
    localStorage.removeItem('token');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('You logged out in another tab')).toBeInTheDocument();
    expect(session.get().user).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it("adopts another tab's login without a reload", async () => {
    await login({ username: 'bob', password: 'bob123' });
    const stored = { token: localStorage.getItem('token'), user: localStorage.getItem('userInfo') };
    session.clear();
    renderApp('/home');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();

    localStorage.setItem('token', stored.token ?? '');
    localStorage.setItem('userInfo', stored.user ?? '');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(await screen.findByRole('button', { name: /^bob/ })).toBeInTheDocument();
  });
});

describe('account switch in another tab', () => {
  it("drops the old account's messages at once and shows the new account's", async () => {
    await login({ username: 'bob', password: 'bob123' });
    const bobSession = { token: localStorage.getItem('token'), user: localStorage.getItem('userInfo') };
    await login({ username: 'alice', password: 'alice123' });
    renderApp('/message/mine');
    const panel = await screen.findByRole('tabpanel', { name: /^Mine/ });
    // alice's personal notices, from the seed.
    expect(await within(panel).findByRole('heading', { name: /题解被设为精选/ })).toBeInTheDocument();

    const waiting: (() => void)[] = [];
    server.use(
      http.get('*/api/msg/mine', async () => {
        await new Promise<void>((resolve) => waiting.push(resolve));
        return undefined;
      }),
    );
    // Another tab signed in as bob; this one adopts that session when shown.
    localStorage.setItem('token', bobSession.token ?? '');
    localStorage.setItem('userInfo', bobSession.user ?? '');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await waitFor(() => expect(screen.queryAllByText('题解被设为精选')).toEqual([]));
    act(() => waiting.forEach((resolve) => resolve()));
    expect(await screen.findByRole('heading', { name: /反馈已处理/ })).toBeInTheDocument();
    expect(screen.queryAllByText('题解被设为精选')).toEqual([]);
  });
});

describe('route progress bar', () => {
  it("shows while the page's first data loads, with a name, and goes away after", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/get-recent-seven-ac-rank', async () => {
        await held;
        return HttpResponse.json({ status: 200, msg: 'success', data: [] });
      }),
    );
    renderApp('/home');
    const bar = await screen.findByRole('progressbar', { name: 'Loading the page' });
    release();
    await waitForElementToBeRemoved(bar);
  });
});
