import { act, screen, waitFor, within } from '@testing-library/react';
import { readCaptchaText } from '@hoj/mocks/accounts/accountFlows';
import { sentMails } from '@hoj/mocks/store/schema/outbox';
import { accountMessages, loginMessages as messages } from '@hoj/mocks/accounts/texts';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { resetLoginFailures } from '../state/loginFailures';
import { registerCodeLock, resetEmailLock } from '../state/resendLock';
import { localizeServerMessage } from '@hoj/core/i18n/serverMessages';

/** What an en-US reader is shown for a server message. */
const english = (message: string) => localizeServerMessage(message, 'en-US');

const server = installMockServer();

function recordCalls(path: string): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) calls.push(request.method);
  });
  return calls;
}

async function openDialog() {
  const app = renderApp('/home');
  await app.user.click(await screen.findByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
  return { ...app, dialog };
}

async function openRegister() {
  const app = await openDialog();
  await app.user.click(within(app.dialog).getByRole('button', { name: 'No account? Register' }));
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'Register' }) };
}

async function openReset() {
  const app = await openDialog();
  await app.user.click(within(app.dialog).getByRole('button', { name: 'Forgot password' }));
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'Reset password' }) };
}

beforeEach(() => {
  resetPortal();
  resetLoginFailures();
  registerCodeLock.clear();
  resetEmailLock.clear();
});
afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

describe('register dialog', () => {
  it('checks every field, asks the server about the username and email on leaving them, keeps the input', async () => {
    const calls = recordCalls('/api/register');
    const { user, dialog } = await openRegister();
    const username = within(dialog).getByLabelText('Username');
    expect(username).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(username).toHaveAccessibleDescription('The username is required');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('The email is required');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('The password is required');
    expect(within(dialog).getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Please enter the password again',
    );
    expect(within(dialog).getByLabelText('Email code')).toHaveAccessibleDescription('The code is required');
    expect(username).toHaveFocus();

    await user.type(username, 'alice');
    await user.tab();
    await waitFor(() => expect(username).toHaveAccessibleDescription('The username already exists'));
    await user.type(within(dialog).getByLabelText('Email'), 'bob@hoj.test');
    await user.tab();
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
        'The email is already registered',
      ),
    );

    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret2');
    expect(within(dialog).getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    // Changing the password checks the confirmation again.
    await user.type(within(dialog).getByLabelText('Password'), '{Backspace}2');
    expect(within(dialog).getByLabelText('Confirm password')).not.toHaveAttribute('aria-invalid');
    await user.type(within(dialog).getByLabelText('Email code'), '12345');
    expect(within(dialog).getByLabelText('Email code')).toHaveAccessibleDescription(
      'The code has 6 characters',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(calls).toEqual([]);
    expect(username).toHaveValue('alice');
  });

  it('registers with the mailed code, then logs the new user in from the login dialog', async () => {
    const { user, dialog } = await openRegister();
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Email'), 'newbie@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The code was sent to newbie@example.com; it is valid for 5 minutes',
    );
    expect(within(dialog).getByRole('button', { name: /^Resend in (60|59) s$/ })).toBeDisabled();
    expect(sentMails().at(-1)).toMatchObject({ to: 'newbie@example.com', content: '123456' });

    // A wrong code: the server's reason in the dialog, nothing typed is lost.
    await user.type(within(dialog).getByLabelText('Email code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      english(accountMessages.registerCodeWrong),
    );
    expect(within(dialog).getByLabelText('Username')).toHaveValue('newbie');

    await user.clear(within(dialog).getByLabelText('Email code'));
    await user.type(within(dialog).getByLabelText('Email code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));

    const login = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(await screen.findByText('Registered. Please log in')).toBeInTheDocument();
    expect(within(login).getByLabelText('Username')).toHaveValue('newbie');
    await user.type(within(login).getByLabelText('Password'), 'secret1');
    await user.click(within(login).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: /newbie/ })).toBeInTheDocument();
  });

  it('keeps the 60 s code lock while switching to login and back', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { user, dialog } = await openRegister();
    await user.type(within(dialog).getByLabelText('Email'), 'newbie@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByRole('button', { name: /^Resend in \d+ s$/ });

    await user.click(within(dialog).getByRole('button', { name: 'Have an account? Back to login' }));
    const login = await screen.findByRole('dialog', { name: 'Welcome back' });
    act(() => jest.advanceTimersByTime(30_000));
    await user.click(within(login).getByRole('button', { name: 'No account? Register' }));
    const again = await screen.findByRole('dialog', { name: 'Register' });
    expect(within(again).getByRole('button', { name: /^Resend in (30|29) s$/ })).toBeDisabled();

    act(() => jest.advanceTimersByTime(31_000));
    expect(within(again).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});

describe('reset-password request dialog', () => {
  it('needs an existing email and the captcha, shows the server reason, and keeps the input', async () => {
    const { user, dialog } = await openReset();
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveFocus();
    const picture = await within(dialog).findByRole('img', { name: 'Captcha image' });
    const first = readCaptchaText(picture.getAttribute('src') ?? '');

    await user.click(within(dialog).getByRole('button', { name: 'Send reset email' }));
    expect(email).toHaveAccessibleDescription('The email is required');
    expect(within(dialog).getByLabelText('Captcha')).toHaveAccessibleDescription('The captcha is required');

    await user.type(email, 'ghost@hoj.test');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email does not exist'));
    await user.clear(email);
    await user.type(email, 'alice@hoj.test');
    await user.type(within(dialog).getByLabelText('Captcha'), '123456789');
    expect(within(dialog).getByLabelText('Captcha')).toHaveAccessibleDescription(
      'The captcha has at most 8 characters',
    );
    await user.clear(within(dialog).getByLabelText('Captcha'));
    await user.type(within(dialog).getByLabelText('Captcha'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset email' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(english(accountMessages.captchaWrong));
    expect(email).toHaveValue('alice@hoj.test');
    expect(within(dialog).getByLabelText('Captcha')).toHaveValue('nope');

    // The picture is a button: Enter shows another one.
    within(dialog).getByRole('button', { name: 'Hard to read? Show another' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        readCaptchaText(within(dialog).getByRole('img', { name: 'Captcha image' }).getAttribute('src') ?? ''),
      ).not.toBe(first),
    );
    const shown = readCaptchaText(
      within(dialog).getByRole('img', { name: 'Captcha image' }).getAttribute('src') ?? '',
    );
    await user.clear(within(dialog).getByLabelText('Captcha'));
    await user.type(within(dialog).getByLabelText('Captcha'), shown);
    await user.click(within(dialog).getByRole('button', { name: 'Send reset email' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'A reset email was sent to alice@hoj.test',
    );
    expect(within(dialog).getByRole('button', { name: /^Send again in (90|89) s$/ })).toBeDisabled();
    expect(sentMails().at(-1)?.content).toContain('/reset-password?username=alice&code=');
  });

  it('keeps the 90 s lock across closing and reopening', async () => {
    resetEmailLock.start();
    const { user, dialog } = await openReset();
    expect(within(dialog).getByRole('button', { name: /^Send again in (90|89) s$/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Welcome back' })).getByRole('button', {
        name: 'Forgot password',
      }),
    );
    const again = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(within(again).getByRole('button', { name: /^Send again in (90|89|88) s$/ })).toBeDisabled();
  });
});

describe('slide verify after 5 failed logins', () => {
  it('asks for the puzzle from the fifth failure on, even after reopening, and a success resets the count', async () => {
    const calls = recordCalls('/api/login');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Username'), 'alice');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(within(dialog).queryByRole('slider')).not.toBeInTheDocument();
      await user.clear(within(dialog).getByLabelText('Password'));
      await user.type(within(dialog).getByLabelText('Password'), `wrong-${attempt}`);
      await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(calls).toHaveLength(attempt));
      await within(dialog).findByText(english(messages.badCredentials));
    }
    expect(await within(dialog).findByRole('slider', { name: 'Puzzle slider' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const reopened = await screen.findByRole('dialog', { name: 'Welcome back' });
    const slider = within(reopened).getByRole('slider', { name: 'Puzzle slider' });
    await user.type(within(reopened).getByLabelText('Username'), 'alice');
    await user.type(within(reopened).getByLabelText('Password'), 'alice123');
    await user.click(within(reopened).getByRole('button', { name: 'Sign in' }));
    expect(within(reopened).getByRole('alert')).toHaveTextContent('Please complete the slider check first');
    expect(slider).toHaveFocus();
    expect(calls).toHaveLength(5);

    // As a screen-reader user: move until the slider says the piece is on the gap, then release.
    await user.keyboard('{Home}');
    while (!slider.getAttribute('aria-valuetext')?.includes('on the gap'))
      await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    expect(within(reopened).getByRole('status')).toHaveTextContent('Check passed');
    await user.click(within(reopened).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: /alice/ })).toBeInTheDocument();
    expect(sessionStorage.getItem('loginFailNum')).toBeNull();
  });
});
