import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { getContestAnnouncement } from '@generated/api/contest/contest';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { contestAnnouncements } from '@hoj/mocks/store/schema/contests';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { CONTEST_ANNOUNCEMENTS_PATH } from '../paths';
import { ContestAnnouncementsPage } from './ContestAnnouncementsPage';

installMockServer();

afterEach(() => {
  jest.restoreAllMocks();
  resetBrowserState();
});

/** Contest 2 (春季个人赛 第 1 场) has two visible announcements and a hidden draft. */
const CID = 2;

async function openAnnouncements() {
  await loginAs('admin');
  await renderScreen(<ContestAnnouncementsPage />, {
    path: `/contests/${CID}/announcements`,
    route: CONTEST_ANNOUNCEMENTS_PATH,
  });
  const table = await screen.findByRole('table', { name: 'Announcements of contest "春季个人赛 第 1 场"' });
  await within(table).findByText('封榜提醒');
  return table;
}

const contestantTitles = async () =>
  (await getContestAnnouncement({ cid: CID, limit: 50 })).records.map((a) => a.title);

describe('<ContestAnnouncementsPage>', () => {
  it('lists hidden announcements too, and publishes a new one to the contestants', async () => {
    const user = setupUser();
    const table = await openAnnouncements();
    const draft = (await within(table).findByText('赛后题解安排（草稿）')).closest('tr');
    if (!draft) throw new Error('no row for the draft');
    expect(within(draft).getByText('Hidden')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish an announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a contest announcement' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'D 题时限调整');
    await user.type(within(dialog).getByRole('textbox', { name: /Content/ }), 'D 题时限改为 **2 秒**。');
    expect(await within(dialog).findByRole('region', { name: 'Preview' })).toHaveTextContent(
      'D 题时限改为 2 秒。',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Announcement "D 题时限调整" saved')).toBeInTheDocument();
    expect(await within(table).findByText('D 题时限调整')).toBeInTheDocument();
    expect(await contestantTitles()).toContain('D 题时限调整');
  });

  it('hides an announcement by editing it, and deletes one after asking', async () => {
    const user = setupUser();
    const table = await openAnnouncements();
    await user.click(within(table).getByRole('button', { name: 'Edit announcement "封榜提醒"' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contest announcement' });
    await user.click(within(dialog).getByRole('radio', { name: 'Hidden' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Announcement "封榜提醒" saved')).toBeInTheDocument();
    await waitFor(() => expect(contestAnnouncements.find((a) => a.title === '封榜提醒')?.status).toBe(1));

    await user.click(within(table).getByRole('button', { name: 'Delete announcement "B 题样例说明更正"' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Announcement "B 题样例说明更正" deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('B 题样例说明更正')).not.toBeInTheDocument());
  });

  it('asks before Esc throws away a typed announcement, and closes at once when nothing was typed', async () => {
    const user = setupUser();
    await openAnnouncements();
    await user.click(screen.getByRole('button', { name: 'Publish an announcement' }));
    let dialog = await screen.findByRole('dialog', { name: 'Publish a contest announcement' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Publish an announcement' }));
    dialog = await screen.findByRole('dialog', { name: 'Publish a contest announcement' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), '机房调整');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('机房调整');
  });

  it('keeps the dialog open with the rule beside an empty title', async () => {
    const user = setupUser();
    await openAnnouncements();
    await user.click(screen.getByRole('button', { name: 'Publish an announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a contest announcement' });
    await user.type(within(dialog).getByRole('textbox', { name: /Content/ }), '内容');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(contestAnnouncements.where('cid', CID)).toHaveLength(3);
  });
});
