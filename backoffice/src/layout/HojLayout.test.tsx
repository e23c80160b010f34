import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { TOKEN_KEY, USER_KEY, session } from '@hoj/core/session/session';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { App } from '@backoffice/App';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { otherTabSignsInAs } from '@backoffice/test/otherTab';

const server = installMockServer();

beforeEach(() => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
});

afterEach(resetBrowserState);

describe('<HojLayout> headings', () => {
  it.each([
    ['/admin/', 'Dashboard'],
    ['/admin/problems', 'Problems'],
    ['/admin/contests', 'Contests'],
  ])('gives %s one level-one heading: its title in the app bar', async (path, title) => {
    await loginAs('root');
    window.history.replaceState(null, '', path);
    render(<App />);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

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

  it('drops what the old account saw at once when another admin signs in elsewhere, then loads theirs', async () => {
    await loginAs('admin');
    window.history.replaceState(null, '', '/admin/');
    render(<App />);
    const previousSignIn = () => screen.getByRole('region', { name: 'Previous sign-in' });
    // admin's previous sign-in, from the seed.
    expect(
      await within(await screen.findByRole('region', { name: 'Previous sign-in' })).findByText('10.20.4.88'),
    );

    const waiting: (() => void)[] = [];
    server.use(
      http.post('*/api/admin/dashboard/get-sessions', async () => {
        // The new account's answer is slow to come: until then nothing of the old account's may show.
        await new Promise<void>((resolve) => waiting.push(resolve));
        return undefined;
      }),
    );
    await otherTabSignsInAs('problemadmin');
    await waitFor(() => expect(screen.queryByText('10.20.4.88')).not.toBeInTheDocument());
    act(() => waiting.forEach((resolve) => resolve()));
    expect(await within(previousSignIn()).findByText('10.20.4.91')).toBeInTheDocument();
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
