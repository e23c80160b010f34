import { act, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { getAdminAnnouncementList } from '@generated/api/admin-announcement/admin-announcement';
import { addAdminSysNotice, getAdminSysNotice } from '@generated/api/admin-notice/admin-notice';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { AnnouncementList } from '@backoffice/announcements/AnnouncementList';
import { NoticeList } from '@backoffice/notices/NoticeList';
import { loginAs } from '@backoffice/test/loginAs';
import { withEnglishBrowser } from '@backoffice/test/englishBrowser';
import { renderScreen } from '@backoffice/test/renderScreen';
import { findLoadedTable } from '@backoffice/test/loadedTable';

installMockServer();

withEnglishBrowser();

/** The two post lists, by the resource whose list it is. */
const LISTS = { announcements: <AnnouncementList />, notices: <NoticeList /> };

async function openList(resource: keyof typeof LISTS, title: string) {
  await renderScreen(LISTS[resource], { path: `/${resource}`, resource });
  const table = await findLoadedTable();
  const row = (await within(table).findByText(title)).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return { table, row };
}

/** The row is a tab stop of its own, right before its first control; Enter on it opens the post. */
async function tabOntoRowAndOpen(row: HTMLElement) {
  const user = setupUser();
  const firstControl = row.querySelector<HTMLElement>('input, a, button');
  if (!firstControl) throw new Error('the row has no control');
  act(() => firstControl.focus());
  await user.tab({ shift: true });
  expect(row).toHaveFocus();
  await user.keyboard('{Enter}');
}

describe('<PostList> with the keyboard', () => {
  it('opens an announcement’s editor with Enter on its row', async () => {
    await loginAs('root');
    const [newest] = (await getAdminAnnouncementList({ currentPage: 1, limit: 10 })).records;
    if (!newest) throw new Error('the seed has no announcement');
    const { row } = await openList('announcements', newest.title ?? 'none');

    await tabOntoRowAndOpen(row);

    await waitFor(() => expect(window.location.pathname).toBe(`/admin/announcements/${newest.id}`));
  });

  it('opens a notice’s editor with Enter on its row', async () => {
    await loginAs('root');
    await addAdminSysNotice({ title: 'Exam week', content: 'Rooms 101 and 102', type: 'All' });
    const [newest] = (await getAdminSysNotice({ currentPage: 1, limit: 10 })).records;
    if (!newest) throw new Error('the seed has no notice');
    const { row } = await openList('notices', newest.title ?? String(newest.id));

    await tabOntoRowAndOpen(row);

    await waitFor(() => expect(window.location.pathname).toBe(`/admin/notices/${newest.id}`));
  });
});

describe('<PostList> page sizes', () => {
  it('offers the same page sizes as the other lists, none above 100', async () => {
    await loginAs('root');
    const [newest] = (await getAdminAnnouncementList({ currentPage: 1, limit: 10 })).records;
    await openList('announcements', newest?.title ?? 'none');
    const user = setupUser();

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const sizes = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['10', '15', '30', '50', '100']);
  });
});

describe('<AnnouncementList> visibility switch', () => {
  it('asks before hiding an announcement: Cancel changes nothing, Confirm hides it on the server and says so', async () => {
    await loginAs('root');
    const firstPage = (await getAdminAnnouncementList({ currentPage: 1, limit: 10 })).records;
    const newest = firstPage.find((record) => record.status === 0);
    if (!newest?.title) throw new Error('the seed has no visible announcement on the first page');
    const { row } = await openList('announcements', newest.title);
    const user = setupUser();
    const toggle = within(row).getByRole('switch', {
      name: `Announcement "${newest.title}" is visible to users`,
    });

    await user.click(toggle);
    let dialog = await screen.findByRole('dialog', { name: `Hide announcement "${newest.title}"?` });
    expect(dialog).toHaveTextContent('Once hidden, no one on the portal sees this announcement any more.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toBeChecked();
    expect(window.location.pathname).toBe('/admin/announcements');
    const unchanged = (await getAdminAnnouncementList({ currentPage: 1, limit: 10 })).records;
    expect(unchanged.find((record) => record.id === newest.id)?.status).toBe(0);

    await user.click(toggle);
    dialog = await screen.findByRole('dialog', { name: `Hide announcement "${newest.title}"?` });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`Announcement "${newest.title}" hidden`)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(window.location.pathname).toBe('/admin/announcements');
    const stored = (await getAdminAnnouncementList({ currentPage: 1, limit: 10 })).records;
    expect(stored.find((record) => record.id === newest.id)?.status).toBe(1);
  });
});
