import { screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

const membership = () => screen.findByRole('group', { name: 'Membership' });
const tabs = () => screen.findByRole('navigation', { name: 'Group pages' });

describe('joining a group', () => {
  it('joins a public group at once, which opens its tabs', async () => {
    await loginAs('carol');
    const { user } = renderApp('/group/2');
    // The group's name heads the page (its description, below, starts with it too).
    expect(await screen.findAllByRole('heading', { level: 1, name: 'Python 编程兴趣小组' })).not.toHaveLength(
      0,
    );
    const locked = within(await tabs()).getByRole('link', { name: /Problems/ });
    expect(locked).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(await membership()).getByRole('button', { name: 'Join group' }));
    expect(await screen.findByText('You joined the group')).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await tabs()).getByRole('link', { name: 'Problems' })).toHaveAttribute(
        'href',
        '/group/2/problem',
      ),
    );
    expect(within(await membership()).getByRole('button', { name: 'Exit group' })).toBeInTheDocument();
  });

  it('applies to a protected group with a reason, which then waits for an answer', async () => {
    await loginAs('bob');
    const { user } = renderApp('/group/4');
    await user.click(within(await membership()).getByRole('button', { name: 'Apply to join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to join the group' });
    expect(within(dialog).queryByLabelText('Invitation code')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(within(dialog).getByLabelText('Reason for applying')).toHaveAccessibleDescription(
      'The reason for applying is required',
    );
    await user.click(within(dialog).getByLabelText('Reason for applying'));
    await user.paste('I have read the first three chapters.');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(await membership()).findByText('Application pending')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the invitation code of a private group and keeps the application on a wrong one', async () => {
    await loginAs('dave');
    const { user } = renderApp('/group/3');
    await user.click(within(await membership()).getByRole('button', { name: 'Apply to join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to join the group' });
    await user.click(within(dialog).getByLabelText('Invitation code'));
    await user.paste('WRONG1');
    await user.click(within(dialog).getByLabelText('Reason for applying'));
    await user.paste('学号 2024010240，补选了这门课。');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    // The server's reason; what was typed stays for another try.
    expect(
      await within(dialog).findByText(/邀请码|code/i, { selector: '[role="alert"]' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason for applying')).toHaveValue(
      '学号 2024010240，补选了这门课。',
    );

    await user.clear(within(dialog).getByLabelText('Invitation code'));
    await user.paste('k7Q2xm');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(await membership()).findByText('Application pending')).toBeInTheDocument();
  });
});
