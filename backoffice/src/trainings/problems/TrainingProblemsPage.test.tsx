import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { getAdminTrainingProblemList } from '@generated/api/admin-training/admin-training';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { TRAINING_PROBLEMS_PATH } from '../paths';
import { TrainingProblemsPage } from './TrainingProblemsPage';

installMockServer();

/** `Data structures I`: P1006, P1016, P1013, P1014, P1023 in that order. */
const STRUCTURES = 3;

afterEach(() => {
  jest.restoreAllMocks();
  resetBrowserState();
});

const openPage = () =>
  renderScreen(<TrainingProblemsPage />, {
    path: `/trainings/${STRUCTURES}/problems`,
    route: TRAINING_PROBLEMS_PATH,
  });

/** The training's labels in training order, as the server keeps them. */
async function savedLabels(tid = STRUCTURES): Promise<string[]> {
  const data = await getAdminTrainingProblemList({ tid, queryExisted: true, currentPage: 1, limit: 50 });
  return data.problemList.records.map((p) => data.trainingProblemMap[String(p.id)]?.displayId ?? '');
}

async function problemTable(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: /Smallest rank first/ });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return table;
}

const shownLabels = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');

describe('a training’s problems', () => {
  it('lists them in training order under the training’s heading', async () => {
    await loginAs('problemadmin');
    await openPage();
    expect(
      await screen.findByRole('heading', {
        name: 'Problems of training "Data structures I: stacks, queues and disjoint sets"',
      }),
    ).toBeInTheDocument();
    expect(shownLabels(await problemTable())).toEqual(['P1006', 'P1016', 'P1013', 'P1014', 'P1023']);
  });

  it('moves a problem by editing its rank in place', async () => {
    await loginAs('problemadmin');
    const user = setupUser();
    await openPage();
    const table = await problemTable();
    const rank = within(table).getByRole('spinbutton', { name: 'Rank of P1006' });
    await user.clear(rank);
    await user.type(rank, '9{Enter}');

    expect(await screen.findByText('Rank of P1006 set to 9')).toBeInTheDocument();
    await waitFor(() => expect(shownLabels(table)).toEqual(['P1016', 'P1013', 'P1014', 'P1023', 'P1006']));
    expect(await savedLabels()).toEqual(['P1016', 'P1013', 'P1014', 'P1023', 'P1006']);
  });

  it('refuses a negative rank beside the field without sending it', async () => {
    await loginAs('root');
    const user = setupUser();
    await openPage();
    const rank = within(await problemTable()).getByRole('spinbutton', { name: 'Rank of P1013' });
    await user.clear(rank);
    await user.type(rank, '-4');
    await user.tab();
    expect(await screen.findByText('The rank must be an integer from 0 to 2147483647')).toBeInTheDocument();
    expect(await savedLabels()).toEqual(['P1006', 'P1016', 'P1013', 'P1014', 'P1023']);
  });

  it('adds a problem from the public bank under the display id given', async () => {
    await loginAs('admin');
    const user = setupUser();
    await openPage();
    await problemTable();
    await user.click(screen.getByRole('button', { name: 'Add from the public bank' }));
    const picker = await screen.findByRole('dialog', { name: 'Add problems from the public bank' });

    // The page sizes of the old picker, and only problems not in the training yet.
    const candidates = await within(picker).findByRole('table', { name: 'Public problems you can add' });
    await within(candidates).findByText('P1001');
    expect(within(candidates).queryByText('P1006')).not.toBeInTheDocument();
    await user.click(within(picker).getByRole('combobox', { name: /Rows per page/ }));
    const sizes = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['10', '30', '50', '100']);
    await user.keyboard('{Escape}');

    await user.type(within(picker).getByLabelText('Search title, display ID or author'), 'Knight{Enter}');
    await user.click(await within(picker).findByRole('button', { name: 'Add P1017 Knight Moves' }));
    const ask = await screen.findByRole('dialog', { name: 'Add P1017 Knight Moves' });
    const label = within(ask).getByLabelText(/Display ID in the training/);
    expect(label).toHaveValue('P1017');
    await user.clear(label);
    await user.type(label, 'DS-BFS');
    await user.click(within(ask).getByRole('button', { name: 'Add to the training' }));

    expect(await screen.findByText('"Knight Moves" added to the training as DS-BFS')).toBeInTheDocument();
    expect(await savedLabels()).toContain('DS-BFS');
    await waitFor(() => expect(within(picker).queryByText('P1017')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal of a label the training already uses, keeping what was typed', async () => {
    await loginAs('root');
    const user = setupUser();
    await openPage();
    await problemTable();
    await user.click(screen.getByRole('button', { name: 'Add from the public bank' }));
    const picker = await screen.findByRole('dialog', { name: 'Add problems from the public bank' });
    await user.click(await within(picker).findByRole('button', { name: 'Add P1001 A + B Problem' }));
    const ask = await screen.findByRole('dialog', { name: 'Add P1001 A + B Problem' });
    const label = within(ask).getByLabelText(/Display ID in the training/);
    await user.clear(label);
    await user.type(label, 'P1013');
    await user.click(within(ask).getByRole('button', { name: 'Add to the training' }));
    // The server's own reason (in Chinese until the catalogue of server texts has an English one).
    expect(await within(ask).findByRole('alert')).toHaveTextContent(/该题目已添加|already/i);
    expect(label).toHaveValue('P1013');
  });

  it('removes a problem from the training after asking', async () => {
    await loginAs('root');
    const user = setupUser();
    await openPage();
    const table = await problemTable();
    await user.click(within(table).getByRole('button', { name: 'Remove P1014 区间求和 from the training' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove P1014 from the training?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(shownLabels(table)).not.toContain('P1014'));
    expect(await savedLabels()).toEqual(['P1006', 'P1016', 'P1013', 'P1023']);
  });

  it('imports a remote judge’s problem into the training', async () => {
    await loginAs('admin');
    const user = setupUser();
    await openPage();
    await problemTable();
    await user.click(screen.getByRole('button', { name: 'Import a remote problem' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Import a remote judge problem into the training',
    });
    await user.click(within(dialog).getByRole('combobox', { name: 'Remote judge' }));
    await user.click(await screen.findByRole('option', { name: 'Codeforces' }));
    await user.type(within(dialog).getByLabelText(/Problem ID on the remote judge/), '189A');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('CF-189A added to the training')).toBeInTheDocument();
    expect(await savedLabels()).toContain('CF-189A');
  });

  it('shows an admin the ranks without inputs or remove buttons', async () => {
    await loginAs('admin');
    await openPage();
    const table = await problemTable();
    expect(within(table).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
