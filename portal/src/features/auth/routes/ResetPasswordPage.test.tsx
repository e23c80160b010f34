import { screen, waitFor, within } from '@testing-library/react';
import { resetPasswordCodeFor } from '@hoj/mocks/accounts/accountFlows';
import { issueResetCode } from '@hoj/mocks/accounts/registration';
import { accountMessages } from '@hoj/mocks/accounts/texts';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { localizeServerMessage } from '@hoj/core/i18n/serverMessages';

/** What an en-US reader is shown for a server message. */
const english = (message: string) => localizeServerMessage(message, 'en-US');

installMockServer();

const code = resetPasswordCodeFor('alice');

/** What `POST /api/apply-reset-password` leaves behind: a code for alice, valid for 10 minutes. */
function issueCode() {
  issueResetCode('alice');
}

beforeEach(() => resetPortal());

describe('reset-password page', () => {
  it('says the link is incomplete without a username or code, and offers the reset dialog', async () => {
    const { user } = renderApp('/reset-password?username=alice');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is incomplete');
    await user.click(screen.getByRole('button', { name: 'Request again' }));
    expect(await screen.findByRole('dialog', { name: 'Reset password' })).toBeInTheDocument();
  });

  it('checks the username on entry and refuses an unknown one', async () => {
    const { user } = renderApp('/reset-password?username=ghost&code=abc');
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    const username = await screen.findByLabelText('Username');
    expect(username).toHaveValue('ghost');
    expect(username).toHaveAttribute('readonly');
    expect(username).toHaveAccessibleDescription('The username does not exist');
    await user.type(screen.getByLabelText('New password'), 'new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(username).toHaveFocus();
  });

  it('checks the new password and its confirmation, re-checking the confirmation when the password changes', async () => {
    const { user } = renderApp(`/reset-password?username=alice&code=${code}`);
    const password = await screen.findByLabelText('New password');
    const again = screen.getByLabelText('Confirm new password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(password).toHaveAccessibleDescription('The password is required');
    expect(again).toHaveAccessibleDescription('Please enter the password again');
    await user.type(password, 'abc');
    expect(password).toHaveAccessibleDescription('The password must be 6 to 20 characters long');
    await user.type(password, 'def');
    await user.type(again, 'abcdef');
    expect(again).not.toHaveAttribute('aria-invalid');
    await user.type(password, 'g');
    expect(again).toHaveAccessibleDescription('The passwords do not match');
  });

  it('shows the server reason for a used or wrong code and keeps the input', async () => {
    const { user } = renderApp(`/reset-password?username=alice&code=${code}`);
    await user.type(await screen.findByLabelText('New password'), 'new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(english(accountMessages.resetCodeMissing));
    expect(screen.getByLabelText('New password')).toHaveValue('new-pass');
  });

  it('resets the password, goes home and opens the login dialog for the new password', async () => {
    issueCode();
    const { user, router } = renderApp(`/reset-password?username=alice&code=${code}`);
    await user.type(await screen.findByLabelText('New password'), 'new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(await screen.findByText('Your password has been reset')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(within(dialog).getByLabelText('Username')).toHaveValue('alice');
    await user.type(within(dialog).getByLabelText('Password'), 'new-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: /alice/ })).toBeInTheDocument();
  });
});
