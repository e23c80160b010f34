import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { getContestList } from '@generated/api/contest/contest';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { contests } from '@hoj/mocks/store/schema/contests';
import { captureDownloads } from '@backoffice/test/captureDownloads';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { ContestList } from './ContestList';
import { localDay } from '@backoffice/common/fileNames';
import { findLoadedTable } from '@backoffice/test/loadedTable';

installMockServer();

/** The names the page saved files under (the `download` of the link it clicks). */
const saved = captureDownloads().names;

afterEach(resetBrowserState);

const SPRING = '春季个人赛 第 1 场';

async function openList(username: string) {
  await loginAs(username);
  await renderScreen(<ContestList />, { path: '/contests', resource: 'contests' });
  return findLoadedTable();
}

async function rowOf(table: HTMLElement, title: string) {
  const cell = await within(table).findByText(title);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

const publicTitles = async () => (await getContestList({ limit: 50 })).records.map((c) => c.title);

describe('<ContestList>', () => {
  it('shows each contest’s rule, access and status, and root’s actions', async () => {
    const table = await openList('root');
    const spring = await rowOf(table, SPRING);
    expect(within(spring).getByText('ACM')).toBeInTheDocument();
    expect(within(spring).getByText('Public')).toBeInTheDocument();
    expect(within(spring).getByText('Running')).toBeInTheDocument();
    expect(within(spring).getByText('5 h')).toBeInTheDocument();
    const ended = await rowOf(table, '新生入门赛');
    expect(within(ended).getByText('Ended')).toBeInTheDocument();
    expect(within(spring).getByRole('button', { name: `Delete contest "${SPRING}"` })).toBeInTheDocument();
    expect(within(spring).getByRole('link', { name: `Problems of contest "${SPRING}"` })).toHaveAttribute(
      'href',
      '/admin/contests/2/problems',
    );
  });

  it('hides delete from an admin, and edit from contests someone else created', async () => {
    const table = await openList('admin');
    const spring = await rowOf(table, SPRING);
    expect(within(spring).queryByRole('button', { name: /^Delete contest/ })).not.toBeInTheDocument();
    // Root created it: an admin may not edit, hide or download it.
    expect(within(spring).queryByRole('link', { name: /^Edit contest/ })).not.toBeInTheDocument();
    expect(within(spring).getByRole('switch', { name: /is visible to contestants/ })).toBeDisabled();
    const own = await rowOf(table, '新生入门赛');
    expect(within(own).getByRole('link', { name: /^Edit contest/ })).toHaveAttribute(
      'href',
      '/admin/contests/1',
    );
  });

  it('hides a contest from contestants with its switch', async () => {
    const user = setupUser();
    const table = await openList('root');
    const spring = await rowOf(table, SPRING);
    expect(await publicTitles()).toContain(SPRING);
    await user.click(
      within(spring).getByRole('switch', { name: `Contest "${SPRING}" is visible to contestants` }),
    );
    expect(await screen.findByText(`Contest "${SPRING}" is now hidden from contestants`)).toBeInTheDocument();
    expect(await publicTitles()).not.toContain(SPRING);
  });

  it('downloads the accepted code as a dated zip, with the admins left out by default', async () => {
    const user = setupUser();
    const table = await openList('root');
    const spring = await rowOf(table, SPRING);
    await user.click(
      within(spring).getByRole('button', { name: `Download the accepted code of contest "${SPRING}"` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Download accepted code' });
    expect(within(dialog).getByRole('checkbox', { name: 'Leave out the admins’ submissions' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /One per problem/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    const name = `contest-2-accepted-code-${localDay(new Date())}.zip`;
    expect(await screen.findByText(`Downloaded ${name}`)).toBeInTheDocument();
    expect(saved).toEqual([name]);
  });

  it('warns what goes with a contest before root deletes it', async () => {
    const user = setupUser();
    const table = await openList('root');
    const spring = await rowOf(table, SPRING);
    await user.click(within(spring).getByRole('button', { name: `Delete contest "${SPRING}"` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/registrations, announcements and every submission/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`Contest "${SPRING}" deleted`)).toBeInTheDocument();
    await waitFor(() => expect(contests.get(2)).toBeUndefined());
  });

  it('clones a contest after asking', async () => {
    const user = setupUser();
    const table = await openList('admin');
    const spring = await rowOf(table, SPRING);
    await user.click(within(spring).getByRole('button', { name: `Clone contest "${SPRING}"` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await within(table).findByText(`${SPRING} [Cloned]`)).toBeInTheDocument();
  });
});
