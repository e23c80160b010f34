import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAdminAnnouncementList } from '@generated/api/admin-announcement/admin-announcement';
import { addAdminSysNotice, getAdminSysNotice } from '@generated/api/admin-notice/admin-notice';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { App } from '@backoffice/App';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';

installMockServer();

beforeEach(() => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
  // Opening a row scrolls to the top, which jsdom does not implement.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  resetBrowserState();
});

async function openList(path: string, title: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
  const table = await screen.findByRole('table');
  const row = (await within(table).findByText(title)).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return { table, row };
}

/** The row is a tab stop of its own, right before its first control; Enter on it opens the post. */
async function tabOntoRowAndOpen(row: HTMLElement) {
  const user = userEvent.setup();
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
    const { row } = await openList('/admin/announcements', newest.title ?? 'none');

    await tabOntoRowAndOpen(row);

    await waitFor(() => expect(window.location.pathname).toBe(`/admin/announcements/${newest.id}`));
  });

  it('opens a notice’s editor with Enter on its row', async () => {
    await loginAs('root');
    await addAdminSysNotice({ title: 'Exam week', content: 'Rooms 101 and 102', type: 'All' });
    const [newest] = (await getAdminSysNotice({ currentPage: 1, limit: 10 })).records;
    if (!newest) throw new Error('the seed has no notice');
    const { row } = await openList('/admin/notices', newest.title ?? String(newest.id));

    await tabOntoRowAndOpen(row);

    await waitFor(() => expect(window.location.pathname).toBe(`/admin/notices/${newest.id}`));
  });
});

describe('<PostList> page sizes', () => {
  it('offers the same page sizes as the other lists, none above 100', async () => {
    await loginAs('root');
    const [newest] = (await getAdminAnnouncementList({ currentPage: 1, limit: 10 })).records;
    await openList('/admin/announcements', newest?.title ?? 'none');
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const sizes = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['10', '15', '30', '50', '100']);
  });
});
