import { screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

const membership = () => screen.findByRole('group', { name: 'Membership' });

describe('leaving a group', () => {
  it('shows a refused application as it is', async () => {
    await loginAs('alice');
    renderApp('/group/5');
    expect(await within(await membership()).findByText('Application refused')).toBeInTheDocument();
  });

  it('lets a member leave after a confirmation', async () => {
    await loginAs('bob');
    const { user } = renderApp('/group/2');
    await user.click(within(await membership()).getByRole('button', { name: 'Exit group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Exit the group' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(await membership()).getByRole('button', { name: 'Exit group' })).toBeInTheDocument();

    await user.click(within(await membership()).getByRole('button', { name: 'Exit group' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Exit the group' })).getByRole('button', {
        name: 'Exit group',
      }),
    );
    expect(await screen.findByText('You left the group')).toBeInTheDocument();
    expect(await within(await membership()).findByRole('button', { name: 'Join group' })).toBeInTheDocument();
  });

  it('lets the owner disband the group from its settings, after a confirmation naming it', async () => {
    await loginAs('alice');
    const { user, router } = renderApp('/group/2/setting');
    await user.click(await screen.findByRole('button', { name: 'Disband group' }));
    // The owner has nothing to leave or join: disbanding is in the settings.
    expect(screen.queryByRole('group', { name: 'Membership' })).not.toBeInTheDocument();
    const confirm = await screen.findByRole('dialog', { name: 'Disband the group' });
    expect(confirm).toHaveTextContent('Disband the group “Python 编程兴趣小组”? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Disband group' }));
    expect(await screen.findByText('The group was disbanded')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/group'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Python 编程兴趣小组' })).not.toBeInTheDocument(),
    );
  });
});
