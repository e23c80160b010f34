import { screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

const table = () => screen.findByRole('region', { name: 'Announcement list' });
const rowOf = async (title: string) =>
  (await within(await table()).findByText(title)).closest('tr') as HTMLElement;

describe("a group's admin pages", () => {
  it('lets a group admin publish, hide and delete their own announcements, not the others', async () => {
    await loginAs('alice');
    const { user } = renderApp('/group/3/announcement');
    // problemadmin (the owner) wrote this one: alice, a group admin, may only read it here.
    const theirs = await rowOf('第 8 周上机作业');
    expect(within(theirs).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(theirs).getByRole('switch')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'New announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New announcement' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('The title is required');
    await user.click(within(dialog).getByLabelText('Title'));
    await user.paste('第 9 周上机作业');
    await user.click(within(dialog).getByLabelText('Content (Markdown)'));
    await user.paste('完成训练「循环」中的 5 道题。');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Announcement published')).toBeInTheDocument();

    const mine = await rowOf('第 9 周上机作业');
    const visible = within(mine).getByRole('switch', { name: '“第 9 周上机作业” visible to members' });
    expect(visible).toBeChecked();
    await user.click(visible);
    await waitFor(async () =>
      expect(within(await rowOf('第 9 周上机作业')).getByRole('switch')).not.toBeChecked(),
    );

    await user.click(
      within(await rowOf('第 9 周上机作业')).getByRole('button', { name: 'Delete “第 9 周上机作业”' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete an announcement' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(async () =>
      expect(within(await table()).queryByText('第 9 周上机作业')).not.toBeInTheDocument(),
    );
  });

  it("saves the owner's changes to the group, checking each field as it is left", async () => {
    await loginAs('alice');
    const { user } = renderApp('/group/2/setting');
    const brief = await screen.findByLabelText('Brief');
    await user.clear(brief);
    await user.paste('Py');
    await user.tab();
    expect(brief).toHaveAccessibleDescription('The group brief must have 5 to 50 characters');
    await user.clear(screen.getByLabelText('Group name'));
    await user.paste('Python 兴趣小组（周四）');
    await user.clear(brief);
    await user.paste('每周四晚上一起写 Python');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Python 兴趣小组（周四）' }),
    ).toBeInTheDocument();
  });

  it("keeps a member who is not a root out of the group's settings", async () => {
    await loginAs('alice');
    renderApp('/group/1/setting');
    expect(await screen.findByText("Only the group's roots change its settings")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });
});
