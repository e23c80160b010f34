import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { session } from '@hoj/core/session/session';
import { userByUsername } from '@hoj/mocks/store/schema/accounts';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { loginAs } from '@portal/test/loginAs';

const server = installMockServer();

beforeEach(async () => {
  resetPortal();
  await loginAs('alice');
});

async function openSettings() {
  const view = renderApp('/setting');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return view;
}

const form = (title: string) => screen.getByRole('heading', { name: title }).closest('form') as HTMLElement;

describe('settings page', () => {
  it('is a two-section accordion', async () => {
    const { user } = await openSettings();
    const account = screen.getByRole('button', { name: 'Account Setting' });
    const info = screen.getByRole('button', { name: 'UserInfo Setting' });
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(info).toHaveAttribute('aria-expanded', 'true');
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
    await user.click(account);
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeVisible();
  });

  it('checks the password change before sending it and keeps the input when the server refuses', async () => {
    const { user } = await openSettings();
    const password = form('Change password');
    const submit = within(password).getByRole('button', { name: 'Change password' });
    await user.click(submit);
    expect(within(password).getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password',
    );
    expect(within(password).getByLabelText('New password')).toHaveAccessibleDescription(
      'The password must be 6 to 20 characters',
    );

    await user.type(within(password).getByLabelText('Current password'), 'wrong-one');
    await user.type(within(password).getByLabelText('New password'), 'wrong-one');
    await user.type(within(password).getByLabelText('Confirm new password'), 'other');
    await user.click(submit);
    expect(within(password).getByLabelText('New password')).toHaveAccessibleDescription(
      'The new password must differ from the current one',
    );
    expect(within(password).getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );

    await user.clear(within(password).getByLabelText('New password'));
    await user.type(within(password).getByLabelText('New password'), 'alice456');
    await user.clear(within(password).getByLabelText('Confirm new password'));
    await user.type(within(password).getByLabelText('Confirm new password'), 'alice456');
    await user.click(submit);
    // The server counts the wrong current password and says so; nothing typed is lost.
    expect(await within(password).findByRole('alert')).toHaveTextContent(
      /^Wrong password\. 1 failed password change attempts/,
    );
    expect(within(password).getByLabelText('Current password')).toHaveValue('wrong-one');
    expect(within(password).getByLabelText('New password')).toHaveValue('alice456');
    expect(userByUsername('alice')?.password).toBe('alice123');

    await user.clear(within(password).getByLabelText('Current password'));
    await user.type(within(password).getByLabelText('Current password'), 'alice123');
    await user.click(submit);
    expect(await within(password).findByRole('status')).toHaveTextContent('Password changed');
    expect(userByUsername('alice')?.password).toBe('alice456');
  });

  it('sends an e-mail code with a 60 s lock and refuses the current address', async () => {
    const { user } = await openSettings();
    const email = form('Change e-mail');
    const current = userByUsername('alice')?.email ?? '';
    await user.type(within(email).getByLabelText('New e-mail'), current);
    await user.click(within(email).getByRole('button', { name: 'Send code' }));
    expect(within(email).getByLabelText('New e-mail')).toHaveAccessibleDescription(
      'The new e-mail must differ from the current one',
    );

    await user.clear(within(email).getByLabelText('New e-mail'));
    await user.type(within(email).getByLabelText('New e-mail'), 'alice.new@example.com');
    await user.click(within(email).getByRole('button', { name: 'Send code' }));
    expect(await within(email).findByRole('button', { name: /^Resend in (60|59) s$/ })).toBeDisabled();
    expect(within(email).getByRole('status')).toHaveTextContent('A code was sent to alice.new@example.com');

    await user.type(within(email).getByLabelText('Verification code'), '123456');
    await user.type(within(email).getByLabelText('Current password'), 'alice123');
    await user.click(within(email).getByRole('button', { name: 'Change e-mail' }));
    await waitFor(() => expect(session.get().user?.email).toBe('alice.new@example.com'));
    expect(within(email).getByText('Current e-mail: alice.new@example.com')).toBeInTheDocument();
  });

  it('says clearly when the server cannot change mobile numbers (404)', async () => {
    server.use(http.get('*/api/get-change-mobile-code', () => new HttpResponse(null, { status: 404 })));
    const { user } = await openSettings();
    const mobile = form('Change mobile number');
    await user.type(within(mobile).getByLabelText('New mobile number'), '123');
    await user.click(within(mobile).getByRole('button', { name: 'Send code' }));
    expect(within(mobile).getByLabelText('New mobile number')).toHaveAccessibleDescription(
      'Enter a valid 11-digit mobile number',
    );
    await user.clear(within(mobile).getByLabelText('New mobile number'));
    await user.type(within(mobile).getByLabelText('New mobile number'), '13612345678');
    await user.click(within(mobile).getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Changing the mobile number is not available on this server.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New mobile number')).not.toBeInTheDocument();
  });

  it('rejects avatar files of the wrong type or over 2 MB before any upload', async () => {
    await openSettings();
    const input = screen.getByLabelText('Choose a new picture');
    expect(input).toHaveAccessibleDescription('gif, jpg, jpeg, png, bmp or webp, at most 2 MB');
    act(() => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    });
    expect(screen.getByText(/^File type not supported/)).toBeInTheDocument();
    act(() => {
      fireEvent.change(input, {
        target: {
          files: [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })],
        },
      });
    });
    expect(screen.getByText('The picture must not be larger than 2 MB')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves the profile, says Update Successfully, and keeps the input when saving fails', async () => {
    const { user } = await openSettings();
    const profile = form('Profile');
    const nickname = within(profile).getByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, 'x'.repeat(21));
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(nickname).toHaveAccessibleDescription('At most 20 characters');

    await user.clear(nickname);
    await user.type(nickname, 'Ali');
    await user.selectOptions(within(profile).getByLabelText('Gender'), 'female');
    await user.clear(within(profile).getByLabelText('Signature (Markdown)'));
    await user.type(within(profile).getByLabelText('Signature (Markdown)'), 'Hello **world**');
    await user.click(within(profile).getByRole('button', { name: 'Preview' }));
    // The renderer is fetched when the preview is first asked for.
    await waitFor(() =>
      expect(within(profile).getByRole('region', { name: 'Signature preview' })).toHaveTextContent(
        'Hello world',
      ),
    );
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByRole('status')).toHaveTextContent('Update Successfully');
    expect(userByUsername('alice')).toMatchObject({
      nickname: 'Ali',
      gender: 'female',
      signature: 'Hello **world**',
    });
    expect(session.get().user?.nickname).toBe('Ali');

    server.use(
      http.post('*/api/change-userInfo', () =>
        HttpResponse.json({ status: 500, msg: 'Server Error!', data: null }),
      ),
    );
    await user.clear(within(profile).getByLabelText('School'));
    await user.type(within(profile).getByLabelText('School'), 'Looking Glass College');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByRole('alert')).toHaveTextContent('Server Error!');
    expect(within(profile).getByLabelText('School')).toHaveValue('Looking Glass College');
    expect(within(profile).getByLabelText('Nickname')).toHaveValue('Ali');
  });

  it('saves a blog link only as an http(s) address, keeping what was typed', async () => {
    const { user } = await openSettings();
    const profile = form('Profile');
    const blog = within(profile).getByLabelText('Blog');
    const before = userByUsername('alice')?.blog ?? null;
    await user.clear(blog);
    await user.type(blog, 'javascript:alert(1)');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(blog).toHaveAccessibleDescription('Enter a full address starting with http:// or https://');
    expect(blog).toHaveValue('javascript:alert(1)');
    expect(userByUsername('alice')?.blog ?? null).toBe(before);

    await user.clear(blog);
    await user.type(blog, 'https://alice.example.com');
    await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByRole('status')).toHaveTextContent('Update Successfully');
    expect(userByUsername('alice')?.blog).toBe('https://alice.example.com');
  });
});
