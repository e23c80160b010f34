import { screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

const tabs = () => screen.findByRole('navigation', { name: 'Group pages' });
const tabNames = async () =>
  within(await tabs())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe("a group's members", () => {
  it('lets the owner approve an application; the new member then sees the tabs but not the settings', async () => {
    await loginAs('admin');
    const view = renderApp('/group/1/member');
    const applications = await screen.findByRole('region', { name: 'Waiting applications' });
    expect(within(applications).getByText('2024 级计科，刷题 100+，希望参加周测。')).toBeInTheDocument();
    await view.user.click(within(applications).getByRole('button', { name: 'Approve bob' }));
    expect(await screen.findByText('Level updated')).toBeInTheDocument();
    expect(await screen.findByText('No application is waiting')).toBeInTheDocument();
    const members = await screen.findByRole('region', { name: 'Member list' });
    await waitFor(() => expect(within(members).getByRole('link', { name: 'bob' })).toBeInTheDocument());
    view.unmount();

    resetPortal();
    await loginAs('bob');
    renderApp('/group/1');
    await waitFor(async () =>
      expect(await tabNames()).toEqual([
        'Home',
        'Problems',
        'Trainings',
        'Contests',
        'Submissions',
        'Discussions',
        'Members',
        'Rank',
      ]),
    );
    expect(within(await tabs()).getByRole('link', { name: 'Problems' })).toHaveAttribute(
      'href',
      '/group/1/problem',
    );
  });

  it('lets a group admin manage only the members below them, and never the owner', async () => {
    await loginAs('alice');
    const { user } = renderApp('/group/3/member');
    const members = await screen.findByRole('region', { name: 'Member list' });
    const row = (name: string) => within(members).getByRole('link', { name }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(members).getAllByRole('row').length).toBeGreaterThan(1));
    // The owner's and alice's own rows are read-only; a member's level can only stay "member".
    expect(within(row('problemadmin')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row('alice')).queryByRole('combobox')).not.toBeInTheDocument();
    const level = within(row('benny_bogan')).getByRole('combobox', { name: 'Level of benny_bogan' });
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Member']);

    await user.click(within(row('benny_bogan')).getByRole('button', { name: 'Remove benny_bogan' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove a member' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(members).queryByRole('link', { name: 'benny_bogan' })).not.toBeInTheDocument(),
    );
  });

  it('lets the owner make a member an admin', async () => {
    await loginAs('alice');
    const { user } = renderApp('/group/2/member');
    const members = await screen.findByRole('region', { name: 'Member list' });
    const level = await within(members).findByRole('combobox', { name: 'Level of bob' });
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Member', 'Admin']);
    await user.selectOptions(level, 'Admin');
    expect(await screen.findByText('Level updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(members).getByRole('combobox', { name: 'Level of bob' })).toHaveValue('4'),
    );
  });
});
