import { act, screen, waitFor } from '@testing-library/react';
import { session } from '@hoj/core/session/session';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());
afterEach(() => server.events.removeAllListeners());

/** Counts the logout calls the server receives. */
function watchLogoutCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/logout') calls.push(request.url);
  });
  return calls;
}

describe('/logout', () => {
  it('asks first: reaching the address (a link in a comment, say) signs nobody out', async () => {
    await loginAs('alice');
    const calls = watchLogoutCalls();
    renderApp('/logout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign out?' })).toBeInTheDocument();
    expect(screen.getByText('You are signed in as alice. Sign out in this browser?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(session.get().user?.username).toBe('alice');
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(calls).toEqual([]);
  });

  it('signs out when confirmed: the server is told, the session cleared, home with a toast', async () => {
    await loginAs('bob');
    const calls = watchLogoutCalls();
    const { user, router } = renderApp('/logout');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have logged out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(session.get().user).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('Cancel goes back to the page the reader came from, still signed in', async () => {
    await loginAs('alice');
    const { user, router } = renderApp('/problem');
    await screen.findByRole('heading', { name: 'Problems' });
    await act(() => router.navigate('/logout'));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/problem'));
    expect(session.get().user?.username).toBe('alice');
  });

  it('Cancel on the first page of a visit goes home, still signed in', async () => {
    await loginAs('alice');
    const { user, router } = renderApp('/logout');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(session.get().user?.username).toBe('alice');
  });

  it('asks in Chinese too', async () => {
    resetPortal('zh-CN');
    await loginAs('alice');
    renderApp('/logout');
    expect(await screen.findByRole('heading', { level: 1, name: '退出登录？' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });
});
