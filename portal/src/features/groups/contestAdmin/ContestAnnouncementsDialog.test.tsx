import { screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

describe("a group contest's announcements", () => {
  it('publishes, changes and deletes an announcement of the group contest', async () => {
    const midterm = '《程序设计基础》期中上机考试';
    await loginAs('problemadmin');
    const { user } = renderApp('/group/3/contest?manage=1');
    const table = await screen.findByRole('region', { name: 'Contests to manage' });
    await user.click(await within(table).findByRole('button', { name: `Announcements of “${midterm}”` }));
    const dialog = await screen.findByRole('dialog', { name: `Contest announcements: ${midterm}` });

    await user.click(await within(dialog).findByRole('button', { name: 'New announcement' }));
    const form = within(dialog).getByRole('form', { name: 'New announcement' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Announcement title')).toHaveAccessibleDescription(
      'Give the announcement a title',
    );
    await user.type(within(form).getByLabelText('Announcement title'), '考场调整');
    await user.type(within(form).getByLabelText('Announcement text'), '改在 302 机房');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const list = await within(dialog).findByRole('list', { name: 'Announcements' });
    expect(await within(list).findByRole('article', { name: '考场调整' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Edit “考场调整”' }));
    const edit = within(dialog).getByRole('form', { name: 'Edit announcement' });
    await user.click(within(edit).getByRole('switch', { name: 'Visible to contestants' }));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    const changed = await within(list).findByRole('article', { name: '考场调整' });
    expect(within(changed).getByText('Hidden')).toBeInTheDocument();

    await user.click(within(changed).getByRole('button', { name: 'Delete “考场调整”' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('article', { name: '考场调整' })).not.toBeInTheDocument(),
    );
  });
});
