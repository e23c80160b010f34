import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type UserEvent } from '@hoj/core/test/user';
import {
  deleteAdminTrainingCategory,
  getAdminTraining,
  getAdminTrainingList,
} from '@generated/api/admin-training/admin-training';
import { getTrainingCategory } from '@generated/api/training/training';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { TrainingCreate, TrainingEdit } from './TrainingForm';

installMockServer();

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  resetBrowserState();
});

/** The saved training of that title, as the editor loads it. */
async function savedTraining(title: string) {
  const page = await getAdminTrainingList({ keyword: title, currentPage: 1, limit: 10 });
  const row = page.records.find((training) => training.title === title);
  if (!row?.id) return null;
  return getAdminTraining({ tid: row.id });
}

async function removeAllCategories() {
  for (const category of await getTrainingCategory()) {
    if (category.id) await deleteAdminTrainingCategory({ cid: category.id });
  }
}

const openCreate = () =>
  renderScreen(<TrainingCreate />, { path: '/trainings/create', resource: 'trainings' });

async function fillBasics(user: UserEvent, title: string) {
  await user.type(await screen.findByLabelText(/Title/), title);
  await user.type(screen.getByLabelText(/Description \(Markdown\)/), 'Guess the answer, then **check** it.');
}

async function chooseCategory(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('combobox', { name: /Category/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('the training editor', () => {
  it('creates a training in the chosen category with rank 1000 by default, and previews the description', async () => {
    await loginAs('problemadmin');
    const user = setupUser();
    await openCreate();
    await fillBasics(user, 'Binary search on the answer');
    expect(screen.getByLabelText(/Rank/)).toHaveValue(1000);
    const preview = screen.getByRole('region', { name: 'Description preview' });
    expect(await within(preview).findByText('check')).toBeInTheDocument();
    await chooseCategory(user, '算法');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(window.location.pathname).toBe('/admin/trainings'));
    const saved = await savedTraining('Binary search on the answer');
    expect(saved?.training).toMatchObject({
      author: 'problemadmin',
      rank: 1000,
      auth: 'Public',
      status: true,
    });
    expect(saved?.trainingCategory).toMatchObject({ name: '算法' });
  });

  it('asks for a password when the training is private, and refuses a rank out of range', async () => {
    await loginAs('root');
    const user = setupUser();
    await openCreate();
    await fillBasics(user, 'Squad selection');
    await chooseCategory(user, '专题集训');
    await user.click(screen.getByRole('radio', { name: 'Private' }));
    const rank = screen.getByLabelText(/Rank/);
    await user.clear(rank);
    await user.type(rank, '-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Training Password is required')).toBeInTheDocument();
    expect(screen.getByText('The rank must be an integer from 0 to 2147483647')).toBeInTheDocument();
    expect(await savedTraining('Squad selection')).toBeNull();

    await user.clear(rank);
    await user.type(rank, '5');
    await user.type(screen.getByLabelText(/Training password/), 'squad-2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/trainings'));
    expect((await savedTraining('Squad selection'))?.training).toMatchObject({
      auth: 'Private',
      privatePwd: 'squad-2026',
      rank: 5,
    });
  });

  it('says there is no category yet and links problem staff to the category admin', async () => {
    await loginAs('root');
    await removeAllCategories();
    const user = setupUser();
    await openCreate();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There are no training categories yet');
    expect(within(alert).getByRole('link', { name: 'Create a category first' })).toHaveAttribute(
      'href',
      '/admin/trainingCategories/create',
    );
    await fillBasics(user, 'Without a home');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Training Category is required')).toBeInTheDocument();
    expect(await savedTraining('Without a home')).toBeNull();
  });

  it('tells an admin, who may not create categories, whom to ask', async () => {
    await loginAs('root');
    await removeAllCategories();
    await loginAs('admin');
    await openCreate();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ask the super admin or a problem admin to create one.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('edits the admin’s own training: its saved values load, the change is saved', async () => {
    await loginAs('admin');
    const user = setupUser();
    await renderScreen(<TrainingEdit />, {
      path: '/trainings/5',
      route: '/trainings/:id',
      resource: 'trainings',
    });
    const title = await screen.findByLabelText(/Title/);
    await waitFor(() => expect(title).toHaveValue('Graph theory I'));
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveTextContent('算法');
    await user.clear(title);
    await user.type(title, 'Graph theory I: paths and trees');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/trainings'));
    expect((await getAdminTraining({ tid: 5 })).training?.title).toBe('Graph theory I: paths and trees');
  });
});
