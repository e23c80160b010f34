import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { getAdminTraining } from '@generated/api/admin-training/admin-training';
import { getTrainingCategory } from '@generated/api/training/training';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { TrainingCategoryCreate, TrainingCategoryEdit } from './TrainingCategoryForm';
import { TrainingCategoryList } from './TrainingCategoryList';
import { findLoadedTable } from '@backoffice/test/loadedTable';

installMockServer();

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  resetBrowserState();
});

const saved = async () => (await getTrainingCategory()).map((c) => [c.name, c.color]);

const inCategories = { resource: 'trainingCategories' } as const;
const openList = () =>
  renderScreen(<TrainingCategoryList />, { path: '/trainingCategories', ...inCategories });

async function rowOf(name: string): Promise<HTMLElement> {
  const table = await findLoadedTable();
  const row = (await within(table).findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('training categories', () => {
  it('are listed with their colours as the portal shows them', async () => {
    await loginAs('problemadmin');
    await openList();
    const row = await rowOf('数据结构');
    expect(within(row).getByText('#2d8cf0')).toBeInTheDocument();
  });

  it('go create (name and colour, previewed) → listed', async () => {
    await loginAs('problemadmin');
    const user = setupUser();
    await renderScreen(<TrainingCategoryCreate />, { path: '/trainingCategories/create', ...inCategories });
    await user.type(await screen.findByLabelText(/Name/), '模拟赛');
    fireEvent.change(screen.getByLabelText(/Colour/), { target: { value: '#9b59b6' } });
    expect(screen.getByText('模拟赛')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/trainingCategories'));
    expect(await saved()).toContainEqual(['模拟赛', '#9b59b6']);
  });

  it('refuses a blank name', async () => {
    await loginAs('root');
    const user = setupUser();
    await renderScreen(<TrainingCategoryCreate />, { path: '/trainingCategories/create', ...inCategories });
    await user.type(await screen.findByLabelText(/Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(await saved()).toHaveLength(4);
  });

  it('renames a category', async () => {
    await loginAs('root');
    const user = setupUser();
    await renderScreen(<TrainingCategoryEdit />, {
      path: '/trainingCategories/4',
      route: '/trainingCategories/:id',
      ...inCategories,
    });
    const name = await screen.findByLabelText(/Name/);
    await waitFor(() => expect(name).toHaveValue('专题集训'));
    await user.clear(name);
    await user.type(name, '校队专题');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/trainingCategories'));
    expect(await saved()).toContainEqual(['校队专题', '#ed4014']);
  });

  it('deletes a category after saying its trainings lose it', async () => {
    await loginAs('root');
    const user = setupUser();
    await openList();
    const row = await rowOf('入门');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete category "入门"?' });
    expect(within(dialog).getByText(/Its trainings lose their category/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(async () => expect((await saved()).map(([n]) => n)).not.toContain('入门'));
    expect((await getAdminTraining({ tid: 1 })).trainingCategory).toBeNull();
  });
});
