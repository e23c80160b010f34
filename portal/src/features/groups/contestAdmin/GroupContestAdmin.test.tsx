import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

beforeEach(() => resetPortal());

async function openManager(path = '/group/3/contest') {
  await loginAs('alice');
  const view = renderApp(path);
  await view.user.click(await screen.findByRole('button', { name: /Manage contests|管理比赛/ }));
  return view;
}

describe("a group's contest admin", () => {
  it('creates a sealed contest with awards, adds a group problem, and the members’ list then has the contest', async () => {
    const { user } = await openManager();
    await user.click(await screen.findByRole('button', { name: 'New contest' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contest' });

    // Nothing typed: core's rules speak at each field, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByLabelText('Contest title')).toHaveAccessibleDescription(
      'Contest Title is required',
    );
    expect(within(dialog).getByLabelText('Start time')).toHaveAccessibleDescription('Start Time is required');

    await user.type(within(dialog).getByLabelText('Contest title'), '期末模拟赛');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description (Markdown)' }),
      '三小时，五道题',
    );
    fireEvent.change(within(dialog).getByLabelText('Start time'), { target: { value: '2030-06-01T09:00' } });
    fireEvent.change(within(dialog).getByLabelText('End time'), { target: { value: '2030-06-01T12:00' } });
    expect(within(dialog).getByText(/^Length:/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Seal the board' }));
    expect(within(dialog).getByLabelText('Seal from')).toHaveValue('1');
    await user.selectOptions(within(dialog).getByLabelText('Awards by'), 'Proportion');
    expect(within(dialog).getAllByRole('group', { name: /^Award \d$/ })).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();

    const table = await screen.findByRole('region', { name: 'Contests to manage' });
    const row = (await within(table).findByText('期末模拟赛')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('switch', { name: '“期末模拟赛” visible to members' })).toBeChecked();

    // The editor reads the contest back with its seal and its awards.
    await user.click(within(row).getByRole('button', { name: 'Edit “期末模拟赛”' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit contest' });
    expect(within(editor).getByRole('switch', { name: 'Seal the board' })).toBeChecked();
    expect(within(editor).getAllByRole('group', { name: /^Award \d$/ })).toHaveLength(3);
    expect(within(editor).getByText('Rule: ACM (fixed once created)')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));

    await user.click(within(row).getByRole('button', { name: 'Problems of “期末模拟赛”' }));
    const problems = await screen.findByRole('dialog', { name: 'Contest problems: 期末模拟赛' });
    expect(await within(problems).findByText('The contest has no problems yet')).toBeInTheDocument();
    expect(within(problems).getByLabelText('Label for the next problem')).toHaveValue('A');
    await user.click(within(problems).getByRole('button', { name: "Add from the group's problems" }));
    const own = await within(problems).findByRole('region', { name: "The group's problems" });
    await user.click(await within(own).findByRole('button', { name: 'Add CS2401A' }));
    const inContest = await within(problems).findByRole('region', { name: 'Problems in the contest' });
    const added = (await within(inContest).findByText('CS2401A')).closest('tr') as HTMLElement;
    expect(within(added).getByRole('cell', { name: 'A' })).toBeInTheDocument();
    expect(within(problems).getByLabelText('Label for the next problem')).toHaveValue('B');

    await user.click(within(problems).getByRole('button', { name: 'Close' }));

    // The members' list (the call every member's page makes) now has the contest.
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('link', { name: '期末模拟赛' })).toBeInTheDocument();
  });

  it("hides a contest from the group's members with its switch", async () => {
    const midterm = '《程序设计基础》期中上机考试';
    await loginAs('alice');
    const before = renderApp('/group/3/contest');
    expect(await screen.findByRole('link', { name: midterm })).toBeInTheDocument();
    before.unmount();

    // The class's owner runs the midterm (a group admin manages only the contests she made).
    resetPortal();
    await loginAs('problemadmin');
    const { user, unmount } = renderApp('/group/3/contest?manage=1');
    const table = await screen.findByRole('region', { name: 'Contests to manage' });
    const toggle = await within(table).findByRole('switch', { name: `“${midterm}” visible to members` });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    unmount();

    resetPortal();
    await loginAs('alice');
    renderApp('/group/3/contest');
    expect(await screen.findByRole('heading', { name: 'Contests' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: midterm })).not.toBeInTheDocument());
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('words the rules in Chinese for a Chinese reader', async () => {
    resetPortal('zh-CN');
    const { user } = await openManager();
    await user.click(await screen.findByRole('button', { name: '创建比赛' }));
    const dialog = await screen.findByRole('dialog', { name: '创建比赛' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByLabelText('比赛标题')).toHaveAccessibleDescription('比赛标题不能为空');
  });

  it('shows a plain member no admin controls', async () => {
    await loginAs('alice');
    renderApp('/group/1/contest');
    expect(await screen.findByRole('heading', { name: /Contests|团队比赛/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage contests' })).not.toBeInTheDocument();
  });
});
