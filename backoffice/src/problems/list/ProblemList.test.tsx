import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { getAdminProblem, getAdminProblemList } from '@generated/api/admin-problem/admin-problem';
import type { Problem } from '@generated/model/index';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@backoffice/test/loginAs';
import { withEnglishBrowser } from '@backoffice/test/englishBrowser';
import { renderScreen } from '@backoffice/test/renderScreen';
import { ProblemList } from './ProblemList';
import { findLoadedTable } from '@backoffice/test/loadedTable';

installMockServer();

withEnglishBrowser();

/** The newest problem of the site's own bank written by `author` (the list is newest first). */
async function ownProblemBy(author: string): Promise<Problem & { id: number; title: string }> {
  const page = await getAdminProblemList({ oj: 'Mine', limit: 100 });
  const found = page.records.find((row) => row.author === author && !row.isRemote);
  if (typeof found?.id !== 'number' || !found.title) throw new Error(`the seed has no problem by ${author}`);
  return { ...found, id: found.id, title: found.title };
}

const filterOf = (filter: Record<string, string>) => `?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const showList = (search: string) =>
  renderScreen(<ProblemList />, { path: `/problems${search}`, resource: 'problems' });

async function openList(username: string, filter: Record<string, string>) {
  await loginAs(username);
  await showList(filterOf(filter));
  return findLoadedTable();
}

async function rowOf(table: HTMLElement, title: string): Promise<HTMLElement> {
  const row = (await within(table).findByText(title)).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

describe('<ProblemList>', () => {
  it('changes a problem’s visibility in place and says so', async () => {
    await loginAs('root');
    const problem = await ownProblemBy('root');
    const table = await openList('root', { q: problem.problemId ?? '' });
    const row = await rowOf(table, problem.title);
    const user = setupUser();

    await user.selectOptions(
      within(row).getByLabelText(`Visibility of problem "${problem.title}"`),
      'Contest',
    );

    expect(await screen.findByText(`Problem "${problem.title}" is now Contest`)).toBeInTheDocument();
    expect((await getAdminProblem({ pid: problem.id })).auth).toBe(3);
  });

  it('offers a plain admin neither delete nor making problems public, and edits only their own', async () => {
    await loginAs('admin');
    const others = await ownProblemBy('root');
    const own = await ownProblemBy('admin');
    const table = await openList('admin', { oj: 'Mine' });
    const otherRow = await rowOf(table, others.title);
    const ownRow = await rowOf(table, own.title);

    expect(within(ownRow).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(within(otherRow).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const select = within(ownRow).getByLabelText(`Visibility of problem "${own.title}"`);
    expect(within(select).getByRole('option', { name: 'Public' })).toHaveProperty('disabled', own.auth !== 1);
    expect(within(select).getByRole('option', { name: 'Private' })).toHaveProperty('disabled', false);
  });

  it('deletes a problem after a confirmation that says what goes with it', async () => {
    await loginAs('problemadmin');
    const problem = await ownProblemBy('problemadmin');
    const table = await openList('problemadmin', { q: problem.problemId ?? '' });
    const row = await rowOf(table, problem.title);
    const user = setupUser();
    const logged = jest.spyOn(console, 'error');

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Delete problem ${problem.problemId} ${problem.title}?`,
    });
    expect(dialog).toHaveTextContent('Its test cases are deleted with it');
    expect(dialog).toHaveTextContent('removed from every contest and training');
    expect(dialog).toHaveTextContent('tag links are removed');
    expect(dialog).toHaveTextContent('Submissions to it are kept');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(within(table).queryByText(problem.title)).not.toBeInTheDocument());
    const after = await getAdminProblemList({ keyword: problem.problemId ?? '' });
    expect(after.records.map((row) => row.id)).not.toContain(problem.id);
    expect(logged).not.toHaveBeenCalled();
  });

  it('imports a problem from a remote judge, and shows a refusal inside the dialog', async () => {
    const table = await openList('root', { oj: 'CF' });
    const user = setupUser();
    await within(table).findByText(/Theatre Square/i);

    await user.click(screen.getByRole('button', { name: 'Import from a remote judge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a problem from a remote judge' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Remote judge' }));
    await user.click(await screen.findByRole('option', { name: 'Codeforces' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Problem ID/ }), '1A');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/./);
    expect(dialog).toBeInTheDocument();

    const field = within(dialog).getByRole('textbox', { name: /Problem ID/ });
    await user.clear(field);
    await user.type(field, '4A');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported Codeforces problem 4A')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByText('Watermelon')).toBeInTheDocument();
  });

  it('downloads the test data of an own problem under the server’s file name', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:cases', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await loginAs('root');
    const problem = await ownProblemBy('root');
    const table = await openList('root', { q: problem.problemId ?? '' });
    const row = await rowOf(table, problem.title);
    const user = setupUser();

    await user.click(
      within(row).getByRole('button', { name: `Download the test cases of "${problem.title}"` }),
    );

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(new RegExp(`^problem_${problem.id}_testcase_\\d+\\.zip$`));
    expect(await screen.findByText(`Downloaded ${saved[0] ?? ''}`)).toBeInTheDocument();
  });

  it('lists only the site’s own problems with the bank filter', async () => {
    const table = await openList('root', { oj: 'Mine' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    const ids = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[2]?.textContent ?? '');
    expect(ids.filter((id) => /^(HDU|CF|GYM|POJ|AC|SPOJ)-/.test(id))).toEqual([]);
  });

  it('writes the order the server applies (newest first) into the address, not react-admin’s id ascending', async () => {
    await loginAs('root');
    await showList('');
    await findLoadedTable();
    await setupUser().click(await screen.findByRole('button', { name: /next page/i }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('page')).toBe('2'));
    const query = new URLSearchParams(window.location.search);
    expect([query.get('sort'), query.get('order')]).toEqual(['id', 'DESC']);
  });
});
