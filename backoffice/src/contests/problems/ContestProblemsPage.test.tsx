import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { http, HttpResponse } from 'msw';
import { getContestProblem } from '@generated/api/contest/contest';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { contestProblems } from '@hoj/mocks/store/schema/problems';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { CONTEST_PROBLEMS_PATH } from '../paths';
import { ContestProblemsPage } from './ContestProblemsPage';

const server = installMockServer();

afterEach(() => {
  jest.restoreAllMocks();
  resetBrowserState();
});

/** Contest 5 (暑期集训选拔赛, ACM, scheduled) holds P1011 as A and P1034 as B. */
const CID = 5;

async function openProblems(username: string) {
  await loginAs(username);
  const { unmount } = await renderScreen(<ContestProblemsPage />, {
    path: `/contests/${CID}/problems`,
    route: CONTEST_PROBLEMS_PATH,
  });
  const table = await screen.findByRole('table', { name: 'Problems of contest "暑期集训选拔赛"' });
  await within(table).findByText('P1034');
  return { table, unmount };
}

describe('<ContestProblemsPage>', () => {
  it('adds a problem from the bank with a label and a balloon colour the contestants then see', async () => {
    const user = setupUser();
    await openProblems('root');
    await user.click(screen.getByRole('button', { name: 'Add from the problem bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a problem from the bank' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search ID or title' }), 'P1002{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: 'Add P1002' }));
    const choice = within(dialog).getByRole('region', { name: /Add P1002/ });
    expect(within(choice).getByRole('textbox', { name: /Display ID/ })).toHaveValue('C');
    fireEvent.change(within(choice).getByLabelText('Balloon colour'), { target: { value: '#8e44ad' } });
    await user.click(within(choice).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Problem P1002 added as C')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    const table = screen.getByRole('table', { name: /Problems of contest/ });
    const row = (await within(table).findByText('P1002')).closest('tr');
    if (!row) throw new Error('no row for P1002');
    expect(within(row).getByRole('img', { name: 'Balloon colour #8e44ad' })).toBeInTheDocument();
    const listed = await getContestProblem({ cid: CID });
    expect(listed).toContainEqual(expect.objectContaining({ displayId: 'C', pid: 1002, color: '#8e44ad' }));
  });

  it('resumes a bank add whose colour failed: the row shows at once, and Add again only saves the colour', async () => {
    const user = setupUser();
    await openProblems('root');
    server.use(
      http.put(
        '*/api/admin/contest/contest-problem',
        () => HttpResponse.json({ status: 500, msg: '服务器异常，请稍后再试', data: null }, { status: 500 }),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Add from the problem bank' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a problem from the bank' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search ID or title' }), 'P1002{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: 'Add P1002' }));
    const choice = within(dialog).getByRole('region', { name: /Add P1002/ });
    fireEvent.change(within(choice).getByLabelText('Balloon colour'), { target: { value: '#e74c3c' } });
    await user.click(within(choice).getByRole('button', { name: 'Add' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /its balloon colour was not saved: choose Add again/,
    );
    // The list (behind the dialog) was read again although the add failed half-way: the problem is there.
    const table = screen.getByRole('table', { name: /Problems of contest/, hidden: true });
    expect(await within(table).findByText('P1002')).toBeInTheDocument();

    await user.click(within(choice).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Problem P1002 added as C')).toBeInTheDocument();
    const links = contestProblems.where('cid', CID).filter((cp) => cp.pid === 1002);
    expect(links).toEqual([expect.objectContaining({ displayId: 'C', color: '#e74c3c' })]);
  });

  it('links each row to the full problem editor of that contest problem', async () => {
    const { table } = await openProblems('root');
    const link = within(table).getByRole('link', {
      name: 'Open problem A in the problem editor (statement, test data, limits)',
    });
    const pidOfA = contestProblems.where('cid', CID).find((cp) => cp.displayId === 'A')?.pid;
    expect(link).toHaveAttribute('href', `/admin/contests/${CID}/problems/${pidOfA}/edit`);
  });

  it('relabels and recolours a problem', async () => {
    const user = setupUser();
    const { table } = await openProblems('admin');
    await user.click(within(table).getByRole('button', { name: 'Edit problem B' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contest problem' });
    const title = within(dialog).getByRole('textbox', { name: 'Display title' });
    await user.clear(title);
    await user.type(title, '图的着色');
    fireEvent.change(within(dialog).getByLabelText('Balloon colour'), { target: { value: '#16a085' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Problem B saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(contestProblems.where('cid', CID).find((cp) => cp.displayId === 'B')).toMatchObject({
        displayTitle: '图的着色',
        color: '#16a085',
      }),
    );
  });

  it('clears the server’s refusal of a label once the label is changed, and names a missing one', async () => {
    const user = setupUser();
    const { table } = await openProblems('root');
    await user.click(within(table).getByRole('button', { name: 'Edit problem B' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contest problem' });
    const label = within(dialog).getByRole('textbox', { name: /Display ID/ });
    await user.clear(label);
    await user.type(label, 'A');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();

    await user.clear(label);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Display ID is required')).toBeInTheDocument();
  });

  it('offers removing a problem to a problem admin, not to an admin', async () => {
    const user = setupUser();
    const asAdmin = await openProblems('admin');
    expect(within(asAdmin.table).queryByRole('button', { name: /^Remove problem/ })).not.toBeInTheDocument();
    asAdmin.unmount();
    resetBrowserState();

    const { table: asProblemAdmin } = await openProblems('problemadmin');
    await user.click(within(asProblemAdmin).getByRole('button', { name: 'Remove problem A' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/Every submission made to it in this contest is deleted too/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Problem A removed')).toBeInTheDocument();
    await waitFor(() => expect(within(asProblemAdmin).queryByText('P1011')).not.toBeInTheDocument());
  });
});
