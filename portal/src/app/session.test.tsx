import { screen, waitFor, within } from '@testing-library/react';
import { session } from '@hoj/core/session/session';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { messages } from '@hoj/mocks/messages';
import { login } from '../features/auth/api/authApi';
import { renderApp, resetPortal } from '../test/renderApp';

installMockServer();

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
    expect(screen.getByRole('alert')).toHaveTextContent(messages.tokenExpired);
    expect(session.get().token).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(screen.queryByRole('button', { name: /^alice/ })).not.toBeInTheDocument();
  });
});
