import { render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { session } from '@hoj/core/session/session';
import { App } from '@backoffice/App';
import { passwordOf, resetBrowserState } from '@backoffice/test/loginAs';
import { otherTabSignsInAs } from '@backoffice/test/otherTab';
import { MIN_TARGET, PAGE_STEP } from '@hoj/core/domain/slideVerify';

installMockServer();

beforeEach(() => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
  resetBrowserState();
});

/** The admin login requests the page sent. */
function watchLoginCalls(): () => number {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  return () =>
    fetchSpy.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('/api/admin/login'),
    ).length;
}

async function openLogin() {
  window.history.replaceState(null, '', '/admin/login');
  render(<App />);
  const user = setupUser();
  const username = await screen.findByLabelText('Username');
  const password = screen.getByLabelText('Password');
  const signIn = async (name: string, secret: string) => {
    await user.clear(username);
    if (name) await user.type(username, name);
    await user.clear(password);
    if (secret) await user.type(password, secret);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  };
  return { user, username, password, signIn };
}

describe('<LoginPage> checks before sending', () => {
  it('refuses a username over 20 characters at the field, without asking the server', async () => {
    const loginCalls = watchLoginCalls();
    const { username, signIn } = await openLogin();
    await signIn('a'.repeat(21), 'secret123');

    expect(await screen.findByText('The username can be at most 20 characters long')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(loginCalls()).toBe(0);
  });

  it('refuses a password shorter than 6 or longer than 20 characters, without asking the server', async () => {
    const loginCalls = watchLoginCalls();
    const { password, signIn } = await openLogin();
    await signIn('root', '12345');
    expect(await screen.findByText('The password must be 6 to 20 characters long')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await signIn('root', 'p'.repeat(21));
    expect(screen.getByText('The password must be 6 to 20 characters long')).toBeInTheDocument();
    expect(loginCalls()).toBe(0);
  });

  it('says so in Chinese in zh-CN', async () => {
    Object.defineProperty(window.navigator, 'languages', { value: ['zh-CN', 'zh'], configurable: true });
    window.history.replaceState(null, '', '/admin/login');
    render(<App />);
    const user = setupUser();
    await user.type(await screen.findByLabelText('用户名'), 'a'.repeat(21));
    await user.type(screen.getByLabelText('密码'), '123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('用户名长度不能超过 20 个字符')).toBeInTheDocument();
    expect(screen.getByText('密码长度应为 6 到 20 个字符')).toBeInTheDocument();
  });
});

describe('<LoginPage> slide check', () => {
  it('asks for the slide check after five failed logins, sends nothing until it is solved, then signs in', async () => {
    // The gap sits at its leftmost place, so the keyboard can reach it in whole Page Up steps.
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const loginCalls = watchLoginCalls();
    const { user, signIn } = await openLogin();

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(screen.queryByRole('slider', { name: 'Puzzle slider' })).not.toBeInTheDocument();
      await signIn('root', 'wrong-password');
      await waitFor(() => expect(loginCalls()).toBe(attempt));
      await screen.findByRole('alert');
    }
    const slider = await screen.findByRole('slider', { name: 'Puzzle slider' });

    await signIn('root', passwordOf('root'));
    expect(await screen.findByText('Please complete the slider check first')).toBeInTheDocument();
    expect(slider).toHaveFocus();
    expect(loginCalls()).toBe(5);

    for (let moved = 0; moved < MIN_TARGET; moved += PAGE_STEP) await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuetext', `Position ${MIN_TARGET}, on the gap, release now`);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Check passed, you can sign in now')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(session.get().token).not.toBeNull();
    expect(sessionStorage.getItem('loginFailNum')).toBeNull();
  });

  it('keeps asking after a reload of the tab, as the count lasts the browser session', async () => {
    sessionStorage.setItem('loginFailNum', '5');
    await openLogin();
    expect(await screen.findByRole('slider', { name: 'Puzzle slider' })).toBeInTheDocument();
  });

  it('moves on to the dashboard when an admin signs in in another tab; a user signing in elsewhere changes nothing', async () => {
    await openLogin();
    await otherTabSignsInAs('alice');
    expect(window.location.pathname).toBe('/admin/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();

    await otherTabSignsInAs('admin');
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/admin\/?$/));
    expect(await screen.findByRole('menuitem', { name: /Dashboard/ })).toBeInTheDocument();
  });
});
