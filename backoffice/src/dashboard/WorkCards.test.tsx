import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getGetAdminContestListUrl } from '@generated/api/admin-contest/admin-contest';
import { getAdminProblemList } from '@generated/api/admin-problem/admin-problem';
import { getAdminTrainingList } from '@generated/api/admin-training/admin-training';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { renderScreen } from '@backoffice/test/renderScreen';
import { Dashboard } from './Dashboard';

const server = installMockServer();

afterEach(resetBrowserState);

async function openDashboardAs(username: string) {
  await loginAs(username);
  await renderScreen(<Dashboard />, { path: '/' });
  expect(await screen.findByRole('heading', { name: /^Welcome/ })).toBeInTheDocument();
}

const cardTitles = () =>
  screen
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-label'))
    .filter(
      (name) =>
        name !== 'Overview' &&
        name !== 'Previous sign-in' &&
        name !== 'Judge servers' &&
        name !== 'Backend service',
    );

describe('the dashboard work cards', () => {
  it('gives a problem admin the problem bank, contests, trainings, the examine queue and reports', async () => {
    await openDashboardAs('problemadmin');
    expect(cardTitles()).toEqual([
      'Problems',
      'Contests',
      'Trainings',
      'Group problems to examine',
      'Discussion reports',
    ]);
    const problems = screen.getByRole('region', { name: 'Problems' });
    const { total } = await getAdminProblemList({ currentPage: 1, limit: 1 });
    expect(await within(problems).findByText(`${total} problems in the bank`)).toBeInTheDocument();
    expect(within(problems).getByRole('link', { name: 'Create a problem' })).toHaveAttribute(
      'href',
      '/admin/problems/create',
    );
  });

  it('gives an admin no examine queue, which only problem staff may act on', async () => {
    await openDashboardAs('admin');
    expect(cardTitles()).toEqual(['Problems', 'Contests', 'Trainings', 'Discussion reports']);
  });

  it('shows a count that fails as an error in its own card, the others still counted', async () => {
    server.use(
      http.get(`*${getGetAdminContestListUrl()}`, () =>
        HttpResponse.json({ status: 500, msg: 'database unavailable', data: null }),
      ),
    );
    await openDashboardAs('admin');
    const contests = screen.getByRole('region', { name: 'Contests' });
    expect(await within(contests).findByRole('alert')).toHaveTextContent('database unavailable');
    const { total } = await getAdminTrainingList({ currentPage: 1, limit: 1 });
    expect(
      await within(screen.getByRole('region', { name: 'Trainings' })).findByText(`${total} trainings`),
    ).toBeInTheDocument();
  });
});
