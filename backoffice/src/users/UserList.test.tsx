import { act, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { http, HttpResponse } from 'msw';
import { getAdminUserList } from '@generated/api/admin-user/admin-user';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import type { Locale } from '@hoj/core/i18n/locale';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { UserList } from './UserList';
import { findLoadedTable } from '@backoffice/test/loadedTable';

const server = installMockServer();

function browserLanguage(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

beforeEach(() => browserLanguage(['en-US', 'en']));
afterEach(() => {
  jest.restoreAllMocks();
  resetBrowserState();
});

async function uidOf(username: string): Promise<string> {
  const page = await getAdminUserList({ keyword: username, currentPage: 1, limit: 10 });
  const found = page.records.find((record) => record.username === username);
  if (!found) throw new Error(`the seed has no ${username}`);
  return found.uid;
}

const ALICE_ONLY = '?filter=%7B%22q%22%3A%22alice%22%7D';

/** Root at the user list (filtered to alice unless told otherwise, so that her row is on the page). */
async function openUserList(search = ALICE_ONLY, locale: Locale = 'en-US') {
  await loginAs('root');
  await showList(search, locale);
  return findLoadedTable();
}

const showList = (search: string, locale: Locale = 'en-US') =>
  renderScreen(<UserList />, { path: `/users${search}`, resource: 'users', locale });

const rowOf = async (table: HTMLElement, username: string) => {
  const cell = await within(table).findByText(username);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${username}`);
  return row;
};

describe('<UserList> with the keyboard', () => {
  it('reaches a row with Tab and opens its editor with Enter', async () => {
    // Opening a row scrolls to the top, which jsdom does not implement.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = setupUser();
    const table = await openUserList();
    const uid = await uidOf('alice');
    const row = await rowOf(table, 'alice');

    // The row is the tab stop right before its selection box.
    act(() => within(row).getByRole('checkbox').focus());
    await user.tab({ shift: true });
    expect(row).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(window.location.pathname).toBe(`/admin/users/${uid}`));
  });

  it('ticks a row’s box with Space without opening the row', async () => {
    const user = setupUser();
    const table = await openUserList();
    await rowOf(table, 'alice');

    const box = within(table).getByRole('checkbox', { name: 'Select alice' });
    act(() => box.focus());
    await user.keyboard(' ');

    expect(box).toBeChecked();
    expect(window.location.pathname).toBe('/admin/users');
  });
});

describe('<UserList> for screen readers', () => {
  it('names each selection box after its account, and the header box "Select all"', async () => {
    const table = await openUserList('');
    const [newest] = (await getAdminUserList({ currentPage: 1, limit: 10 })).records;
    await rowOf(table, newest?.username ?? 'none');

    expect(within(table).getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows) {
      const username = row.querySelector('td.column-username')?.textContent ?? '';
      expect(within(row).getByRole('checkbox', { name: `Select ${username}` })).toBeInTheDocument();
    }
  });

  it('names the selection boxes in Chinese in zh-CN', async () => {
    const table = await openUserList(ALICE_ONLY, 'zh-CN');
    await rowOf(table, 'alice');

    expect(within(table).getByRole('checkbox', { name: '全选' })).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: '选择 alice' })).toBeInTheDocument();
  });

  it('offers no column as sortable, as the server sorts the list by creation time only', async () => {
    const table = await openUserList();
    await rowOf(table, 'alice');

    const headers = within(table).getAllByRole('columnheader');
    expect(headers.length).toBeGreaterThan(1);
    for (const header of headers) {
      expect(within(header).queryByRole('button')).not.toBeInTheDocument();
      expect(header).not.toHaveAttribute('aria-sort');
    }
  });
});

describe('<UserList> pagination', () => {
  it('labels the pagination in Chinese in zh-CN', async () => {
    const table = await openUserList('', 'zh-CN');
    const { records, total } = await getAdminUserList({ currentPage: 1, limit: 10 });
    await rowOf(table, records[0]?.username ?? 'none');

    expect(screen.getByRole('combobox', { name: /每页行数/ })).toBeInTheDocument();
    expect(screen.getByText(`第 1-10 条，共 ${total} 条`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '转到下一页' })).toBeInTheDocument();
    expect(screen.queryByText(/Rows per page|of \d+/)).not.toBeInTheDocument();
  });

  it('asks the server for no more than 100 rows when the URL asks for 100000, and shows 100 as the size', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const table = await openUserList(`${ALICE_ONLY}&perPage=100000`);
    await rowOf(table, 'alice');

    await waitFor(() => expect(new URLSearchParams(window.location.search).get('perPage')).toBe('100'));
    expect(screen.getByRole('combobox', { name: /Rows per page/ })).toHaveTextContent('100');
    const limits = fetchSpy.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/get-user-list'))
      .map((url) => Number(url.searchParams.get('limit')));
    expect(limits.length).toBeGreaterThan(0);
    expect(Math.max(...limits)).toBeLessThanOrEqual(100);
  });

  it('falls back to ten a page for a page size that is not a number', async () => {
    const table = await openUserList(`${ALICE_ONLY}&perPage=abc`);
    await rowOf(table, 'alice');
    expect(screen.getByRole('combobox', { name: /Rows per page/ })).toHaveTextContent('10');
  });

  it('tells a failed load from an empty list, and its retry loads the users', async () => {
    // react-admin logs every failed call in development builds; the failure is what this test is about.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    server.use(
      http.get('*/api/admin/user/get-user-list', () =>
        failing
          ? HttpResponse.json({ status: 500, msg: 'database unavailable', data: null }, { status: 500 })
          : undefined,
      ),
    );
    await loginAs('root');
    await showList(ALICE_ONLY);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The list could not be loaded');
    expect(alert).toHaveTextContent('database unavailable');
    expect(screen.queryByText(/No User/i)).not.toBeInTheDocument();

    failing = false;
    await setupUser().click(within(alert).getByRole('button', { name: 'Retry' }));
    const table = await findLoadedTable();
    expect(await within(table).findByText('alice')).toBeInTheDocument();
  });

  it('offers no retry when the list is refused', async () => {
    // react-admin logs every failed call in development builds; the failure is what this test is about.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/admin/user/get-user-list', () =>
        HttpResponse.json({ status: 400, msg: 'keyword too long', data: null }),
      ),
    );
    await loginAs('root');
    await showList(ALICE_ONLY);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('keyword too long');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('the user list’s address', () => {
  it('names the order the server applies (newest accounts first), not react-admin’s id ascending', async () => {
    await loginAs('root');
    await showList('');
    await setupUser().click(await screen.findByRole('button', { name: /next page/i }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('page')).toBe('2'));
    const query = new URLSearchParams(window.location.search);
    expect([query.get('sort'), query.get('order')]).toEqual(['gmtCreate', 'DESC']);
  });
});

describe('<UserList> search and filters', () => {
  /** What the server has on the first page, newest first (the seed adds generated users after the demo ones). */
  async function firstPageUsernames(): Promise<string[]> {
    await loginAs('root');
    const page = await getAdminUserList({ currentPage: 1, limit: 10 });
    return page.records.map((record) => record.username);
  }

  it('searches by keyword through the labelled search box', async () => {
    const [newest] = await firstPageUsernames();
    const user = setupUser();
    const table = await openUserList('', 'zh-CN');
    await within(table).findByText(newest ?? 'none');

    await user.type(screen.getByLabelText('搜索用户名、邮箱或真实姓名'), 'alice');

    expect(await within(screen.getByRole('table')).findByText('alice')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByText(newest ?? 'none')).not.toBeInTheDocument();
    expect(window.location.search).toContain('alice');
  });

  it('filters to admins with the labelled switch and offers the page sizes 10 to 100', async () => {
    const [newest] = await firstPageUsernames();
    const user = setupUser();
    await within(await openUserList('', 'zh-CN')).findByText(newest ?? 'none');

    await user.click(screen.getByLabelText('仅显示管理员'));

    const table = screen.getByRole('table');
    expect(await within(table).findByText('root')).toBeInTheDocument();
    expect(within(table).getByText('problemadmin')).toBeInTheDocument();
    expect(within(table).queryByText(newest ?? 'none')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /每页行数/ }));
    const sizes = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['10', '15', '30', '50', '100']);
  });
});
