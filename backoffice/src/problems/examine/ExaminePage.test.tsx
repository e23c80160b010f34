import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { http, HttpResponse } from 'msw';
import { getAdminGroupProblemList } from '@generated/api/admin-group-problem/admin-group-problem';
import { getAdminProblemList } from '@generated/api/admin-problem/admin-problem';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { ExaminePage } from './ExaminePage';
import { PROBLEM_EXAMINE_PATH } from '@backoffice/customPaths';

const server = installMockServer();

afterEach(resetBrowserState);

const openPage = () => renderScreen(<ExaminePage />, { path: PROBLEM_EXAMINE_PATH });

async function openQueue() {
  await openPage();
  return screen.findByRole('table', { name: 'Group problem review' });
}

const progressOf = async (problemId: string) =>
  (await getAdminGroupProblemList({ limit: 50 })).records.find((row) => row.problemId === problemId)
    ?.applyPublicProgress;

const rowOf = async (table: HTMLElement, title: string) =>
  (await within(table).findByText(title)).closest('tr') as HTMLElement;

describe('the group problem review queue', () => {
  it('previews a statement and accepts it into the public bank', async () => {
    await loginAs('problemadmin');
    const user = setupUser();
    const table = await openQueue();
    const row = await rowOf(table, '最长公共子序列');
    expect(row).toHaveTextContent('P1010');
    expect(row).toHaveTextContent('Waiting');

    await user.click(within(row).getByRole('button', { name: 'Show the statement of "最长公共子序列"' }));
    expect(await screen.findByText(/删去若干字符/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByText('Created')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Accept "最长公共子序列" into the public bank?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('"最长公共子序列" joined the public bank')).toBeInTheDocument();
    await waitFor(() => expect(row).toHaveTextContent('Accepted'));
    expect(within(row).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(await progressOf('P1010')).toBe(2);
    const bank = await getAdminProblemList({ keyword: 'P1010', limit: 10 });
    expect(bank.records.map((problem) => problem.problemId)).toContain('P1010');
  });

  it('refuses without a reason (HOJ stores none), and keeps one given beside the request on this screen', async () => {
    await loginAs('root');
    const user = setupUser();
    const table = await openQueue();
    const row = await rowOf(table, '快速幂');

    await user.click(within(row).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the request for "快速幂"' });
    expect(within(dialog).getByText(/the author will not see it/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reason/)).not.toBeRequired();

    await user.type(within(dialog).getByLabelText(/Reason/), 'The sample output is wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));

    expect(await screen.findByText('The request for "快速幂" was refused')).toBeInTheDocument();
    await waitFor(() => expect(row).toHaveTextContent('Refused'));
    expect(row).toHaveTextContent('Reason (on this screen only): The sample output is wrong');
    expect(within(row).queryByRole('button', { name: 'Refuse' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(await progressOf('P1020')).toBe(3);
  });

  it('says so when no group has asked', async () => {
    server.use(
      http.get('*/api/admin/group-problem/list', () =>
        HttpResponse.json({
          status: 200,
          msg: 'success',
          data: { records: [], total: 0, size: 10, current: 1, pages: 0 },
        }),
      ),
    );
    await loginAs('root');
    await openPage();
    expect(
      await screen.findByText('No group has asked for a problem to join the public bank.'),
    ).toBeInTheDocument();
  });
});
