import { act, render, screen, waitFor } from '@testing-library/react';
import { login } from '@generated/api/account/account';
import { TOKEN_KEY, USER_KEY, session } from '@hoj/core/session/session';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { App } from '@backoffice/App';
import { loginAs, passwordOf, resetBrowserState } from '@backoffice/test/loginAs';

installMockServer();

beforeEach(() => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
});

afterEach(resetBrowserState);

/** What another tab does when it signs in: it writes the shared storage, and this tab hears a storage event. */
async function otherTabSignsInAs(username: string) {
  const saved = session.get();
  const user = await login({ username, password: passwordOf(username) });
  const token = session.get().token;
  if (token === null || token === saved.token) throw new Error(`no new token for ${username}`);
  // The login above went through this tab's session; put it back, as only the storage is shared.
  session.setUser(saved.user);
  session.setToken(saved.token);
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY })));
}

describe('<HojLayout> and the other tabs', () => {
  it('goes to the login page when another tab signs in a user without an admin role', async () => {
    await loginAs('root');
    window.history.replaceState(null, '', '/admin/users');
    render(<App />);
    await screen.findByRole('menuitem', { name: 'System config' });

    await otherTabSignsInAs('alice');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps going with the permissions of another admin signed in elsewhere', async () => {
    await loginAs('root');
    window.history.replaceState(null, '', '/admin/');
    render(<App />);
    await screen.findByRole('menuitem', { name: 'System config' });

    await otherTabSignsInAs('admin');
    await waitFor(() =>
      expect(screen.queryByRole('menuitem', { name: 'System config' })).not.toBeInTheDocument(),
    );
    expect(window.location.pathname).not.toBe('/admin/login');
    expect(screen.getByRole('menuitem', { name: /Dashboard/ })).toBeInTheDocument();
  });

  it('ends this tab’s session when another tab logs out', async () => {
    await loginAs('root');
    window.history.replaceState(null, '', '/admin/');
    render(<App />);
    await screen.findByRole('menuitem', { name: /Dashboard/ });

    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY })));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/login'));
    expect(session.get().token).toBeNull();
  });
});
