import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { getTrainingList } from '@generated/api/training/training';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { TrainingProblemsPage } from './problems/TrainingProblemsPage';
import { TRAINING_PROBLEMS_PATH } from './paths';
import { TrainingList } from './TrainingList';
import { findLoadedTable } from '@backoffice/test/loadedTable';

installMockServer();

beforeEach(() => {
  // Opening a row scrolls to the top, which jsdom does not implement.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  resetBrowserState();
});

async function rowOf(title: string): Promise<HTMLElement> {
  const table = await findLoadedTable();
  const row = (await within(table).findByText(title)).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

/** The list, and a training's problems that its rows link to. */
const openList = () =>
  renderScreen(<TrainingList />, {
    path: '/trainings',
    resource: 'trainings',
    routes: { [TRAINING_PROBLEMS_PATH]: <TrainingProblemsPage /> },
  });

const portalTitles = async () =>
  (await getTrainingList({ currentPage: 1, limit: 50 })).records.map((training) => training.title);

describe('<TrainingList>', () => {
  it('shows each training’s category chip, access and author', async () => {
    await loginAs('root');
    await openList();
    const row = await rowOf('Graph theory I');
    expect(await within(row).findByText('算法')).toBeInTheDocument();
    expect(within(row).getByText('Public')).toBeInTheDocument();
    expect(within(row).getByText('admin')).toBeInTheDocument();
    const squad = await rowOf('校队集训：字符串专题');
    expect(within(squad).getByText('Private')).toBeInTheDocument();
  });

  it('hides a training from the portal with its switch, after asking', async () => {
    await loginAs('admin');
    const user = setupUser();
    await openList();
    const row = await rowOf('Graph theory I');
    const toggle = within(row).getByRole('switch', {
      name: 'Training "Graph theory I" is shown on the portal',
    });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Hide training "Graph theory I"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Training "Graph theory I" hidden')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await portalTitles()).not.toContain('Graph theory I');
  });

  it('offers an admin the switch and the editor of their own trainings only, and no delete', async () => {
    await loginAs('admin');
    await openList();
    const own = await rowOf('Graph theory I');
    expect(within(own).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    const foreign = await rowOf('Dynamic programming basics');
    expect(within(foreign).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(foreign).getByRole('switch')).toBeDisabled();
    expect(
      within(foreign).getByRole('link', { name: 'Problems of training "Dynamic programming basics"' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('opens a training’s problem list from its row', async () => {
    await loginAs('admin');
    const user = setupUser();
    await openList();
    const row = await rowOf('Dynamic programming basics');
    await user.click(
      within(row).getByRole('link', { name: 'Problems of training "Dynamic programming basics"' }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/admin/trainings/4/problems'));
    expect(
      await screen.findByRole('heading', { name: 'Problems of training "Dynamic programming basics"' }),
    ).toBeInTheDocument();
  });

  it('searches by title', async () => {
    await loginAs('root');
    const user = setupUser();
    await openList();
    await rowOf('Graph theory I');
    await user.type(screen.getByLabelText(/Search \(title, ID or rank\)/), 'Dynamic');
    await waitFor(() => expect(screen.queryByText('Graph theory I')).not.toBeInTheDocument());
    expect(await rowOf('Dynamic programming basics')).toBeInTheDocument();
  });

  it('lets root delete a training, saying its problem links and registrations go with it', async () => {
    await loginAs('root');
    const user = setupUser();
    await openList();
    const row = await rowOf('搜索与回溯');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete training "搜索与回溯"?' });
    expect(
      within(dialog).getByText(/problem links and the users’ registrations are deleted with it/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('搜索与回溯')).not.toBeInTheDocument());
    expect(await portalTitles()).not.toContain('搜索与回溯');
  });
});
