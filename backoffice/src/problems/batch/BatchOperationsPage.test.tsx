import { screen, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '@hoj/core/test/user';
import {
  deleteAdminProblem,
  getAdminProblem,
  getAdminProblemList,
} from '@generated/api/admin-problem/admin-problem';
import { ProblemAuth, type Problem } from '@generated/model/index';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { captureDownloads } from '@backoffice/test/captureDownloads';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { PROBLEM_BATCH_PATH } from '@backoffice/customPaths';
import { BatchOperationsPage } from './BatchOperationsPage';

installMockServer();

/** The names the page saved files under (the `download` of the link it clicks). */
const saved = captureDownloads().names;

afterEach(resetBrowserState);

async function openPage() {
  await renderScreen(<BatchOperationsPage />, { path: PROBLEM_BATCH_PATH });
  return screen.findByRole('region', { name: 'Choose problems' });
}

const tickName = (problem: Problem) => `Tick ${problem.problemId ?? ''} ${problem.title ?? ''}`.trim();

async function tick(user: UserEvent, picker: HTMLElement, problem: Problem) {
  await user.click(await within(picker).findByRole('checkbox', { name: tickName(problem) }));
}

describe('the problem batch page', () => {
  it('keeps ticks across pages and reports the problem that failed beside those that changed', async () => {
    await loginAs('root');
    const user = setupUser();
    const first = (await getAdminProblemList({ currentPage: 1, limit: 10 })).records;
    const second = (await getAdminProblemList({ currentPage: 2, limit: 10 })).records;
    const [a, gone] = first.filter((p) => p.auth !== ProblemAuth.PRIVATE);
    const [c] = second.filter((p) => p.auth !== ProblemAuth.PRIVATE);
    if (!a || !gone || !c) throw new Error('the seed needs three visible problems on the first two pages');

    const picker = await openPage();
    await tick(user, picker, a);
    await tick(user, picker, gone);
    await user.click(within(picker).getByRole('button', { name: 'Go to next page' }));
    await tick(user, picker, c);
    expect(screen.getByText('3 problems selected')).toBeInTheDocument();

    // Another admin deletes one of them before the batch runs.
    await deleteAdminProblem({ pid: gone.id ?? 0 });

    await user.selectOptions(screen.getByLabelText('New visibility'), 'Private');
    await user.click(screen.getByRole('button', { name: 'Apply to 3 problems' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('All 3 selected problems become "Private" on the portal at once.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const report = await screen.findByRole('region', { name: 'Outcome' });
    expect(
      await within(report).findByText('3 problems: 2 done, 1 failed, 0 skipped, 0 not run.'),
    ).toBeInTheDocument();
    const failedRow = within(report)
      .getByText(gone.title ?? '')
      .closest('tr') as HTMLElement;
    expect(failedRow).toHaveTextContent('Failed');
    expect(failedRow).toHaveTextContent('Could not save the change.');
    expect(
      within(report)
        .getByText(a.title ?? '')
        .closest('tr'),
    ).toHaveTextContent('Done');

    expect((await getAdminProblem({ pid: a.id ?? 0 })).auth).toBe(ProblemAuth.PRIVATE);
    expect((await getAdminProblem({ pid: c.id ?? 0 })).auth).toBe(ProblemAuth.PRIVATE);

    // Trying again runs only the failed one, which fails again for the same reason.
    await user.click(within(report).getByRole('button', { name: 'Retry the unfinished one' }));
    expect(
      await within(report).findByText('1 problem: 0 done, 1 failed, 0 skipped, 0 not run.'),
    ).toBeInTheDocument();
    expect(within(report).getAllByRole('row')).toHaveLength(2);
  });

  it('names the remote judges as the problem list does (one table), not by their codes', async () => {
    await loginAs('root');
    const picker = await openPage();
    const bank = within(picker).getByRole('combobox', { name: 'Bank' });
    const names = within(bank)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(expect.arrayContaining(['Codeforces', 'Codeforces Gym', 'AtCoder']));
    expect(names).not.toContain('CF');
  });

  it('does not offer "public" to a plain admin', async () => {
    await loginAs('admin');
    await openPage();
    const visibility = screen.getByLabelText('New visibility');
    expect(within(visibility).getByRole('option', { name: 'Public' })).toBeDisabled();
    expect(
      screen.getByText('Only super admins and problem admins may make problems public'),
    ).toBeInTheDocument();
  });

  it("downloads one zip per problem and lists a remote judge's problem as skipped", async () => {
    await loginAs('problemadmin');
    const user = setupUser();
    const own = (await getAdminProblemList({ currentPage: 1, limit: 10, oj: 'Mine' })).records[0];
    const remote = (await getAdminProblemList({ currentPage: 1, limit: 10, keyword: 'HDU-1000' })).records[0];
    if (!own || !remote) throw new Error('the seed needs a local problem and HDU-1000');

    const picker = await openPage();
    await tick(user, picker, own);
    await user.type(
      within(picker).getByRole('searchbox', { name: 'Search title, ID or author' }),
      'HDU-1000',
    );
    await tick(user, picker, remote);
    await user.click(screen.getByRole('button', { name: 'Download test data of 2 problems' }));

    const report = await screen.findByRole('region', { name: 'Outcome' });
    expect(
      await within(report).findByText('2 problems: 1 done, 0 failed, 1 skipped, 0 not run.'),
    ).toBeInTheDocument();
    const remoteRow = within(report)
      .getByText(remote.title ?? '')
      .closest('tr') as HTMLElement;
    expect(within(remoteRow).getByText('Skipped')).toBeInTheDocument();
    expect(
      within(remoteRow).getByText("A remote judge's problem: its test data is not on this site"),
    ).toBeInTheDocument();
    expect(saved).toEqual([expect.stringMatching(new RegExp(`^problem_${own.id}_testcase_\\d+\\.zip$`))]);
  });
});
