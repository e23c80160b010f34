import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { session } from '@hoj/core/session/session';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginMessages as messages } from '@hoj/mocks/accounts/texts';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { resetLoginFailures } from '../state/loginFailures';
import { localizeServerMessage } from '@hoj/core/i18n/serverMessages';

/** What an en-US reader is shown for a server message. */
const english = (message: string) => localizeServerMessage(message, 'en-US');

const server = installMockServer();

/** Every login call the portal sends, so a test can prove that invalid input never reaches the server. */
function recordLoginCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/login') calls.push(request.method);
  });
  return calls;
}

async function openLoginDialog() {
  const app = renderApp('/home');
  await app.user.click(await screen.findByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
  return { ...app, dialog };
}

beforeEach(() => {
  resetPortal();
  resetLoginFailures();
});
afterEach(() => server.events.removeAllListeners());

describe('login dialog', () => {
  it('is a labelled modal that focuses the username and closes with Escape, restoring focus', async () => {
    const { user, dialog } = await openLoginDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('does not close when the backdrop is clicked, and keeps Tab inside', async () => {
    const { user, dialog } = await openLoginDialog();
    const backdrop = dialog.parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'No account? Register' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('shows the validation messages under the fields without calling the server', async () => {
    const calls = recordLoginCalls();
    const { user, dialog } = await openLoginDialog();
    const username = within(dialog).getByLabelText('Username');
    const password = within(dialog).getByLabelText('Password');

    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('The username is required');
    expect(password).toHaveAccessibleDescription('The password is required');
    expect(username).toHaveFocus();

    await user.type(username, 'a'.repeat(21));
    expect(username).toHaveAccessibleDescription('The username can be at most 20 characters long');
    await user.clear(username);
    await user.type(username, 'alice');
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByText(/username/i, { selector: '.field__error' })).not.toBeInTheDocument();

    await user.type(password, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(password).toHaveAccessibleDescription('The password must be 6 to 20 characters long');
    expect(password).toHaveFocus();

    await user.type(password, 'x'.repeat(18));
    expect(password).toHaveAccessibleDescription('The password must be 6 to 20 characters long');

    expect(calls).toEqual([]);
    expect(username).toHaveValue('alice');
  });

  it('logs alice in: the dialog closes, her menu button appears and the token is stored', async () => {
    const calls = recordLoginCalls();
    const { user, dialog } = await openLoginDialog();
    await user.type(within(dialog).getByLabelText('Username'), 'alice');
    await user.type(within(dialog).getByLabelText('Password'), 'alice123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('button', { name: /alice/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(await screen.findByText('Welcome back, alice')).toBeInTheDocument();
    expect(calls).toEqual(['POST']);

    const stored = session.get();
    expect(stored.token).toEqual(expect.any(String));
    expect(localStorage.getItem('token')).toBe(stored.token);
    expect(stored.user?.username).toBe('alice');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ username: 'alice' });
  });

  it('shows the server message for a wrong password inside the dialog and keeps what was typed', async () => {
    const { user, dialog } = await openLoginDialog();
    await user.type(within(dialog).getByLabelText('Username'), 'alice');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(english(messages.badCredentials));
    expect(within(dialog).getByLabelText('Username')).toHaveValue('alice');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('wrong-password');
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(session.get().token).toBeNull();
    // The failure is told once, in the dialog: no toast repeats it.
    expect(screen.getAllByText(english(messages.badCredentials))).toHaveLength(1);
  });

  it('disables the submit button and shows progress while the login is pending', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the login until released; answering nothing hands the request on to the stateful handler.
    server.use(http.post('*/api/login', () => gate.then(() => undefined)));
    const { user, dialog } = await openLoginDialog();
    await user.type(within(dialog).getByLabelText('Username'), 'bob');
    await user.type(within(dialog).getByLabelText('Password'), 'bob123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await within(dialog).findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /bob/ })).toBeInTheDocument();
  });
});
