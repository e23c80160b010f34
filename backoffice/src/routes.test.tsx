import { screen, waitFor } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { problems } from '@hoj/mocks/store/schema/problems';
import { withEnglishBrowser } from './test/englishBrowser';
import { loginAs } from './test/loginAs';
import { renderBackOffice } from './test/renderBackOffice';
import { summerProblemA } from './test/routeMatrix';

installMockServer();

withEnglishBrowser();

// Every page's route and guard, role by role: routesForRoot, routesForAdmin and routesForProblemAdmin.test.tsx.
describe('the old front end’s addresses', () => {
  it('lead a training category bookmark to the training categories', async () => {
    await loginAs('root');
    renderBackOffice('/training/category');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/trainingCategories'));
    expect(await screen.findByText('算法')).toBeInTheDocument();
  });

  it('lead a contest problem bookmark to the problem in the contest’s editor', async () => {
    await loginAs('root');
    const pid = summerProblemA();
    renderBackOffice(`/contest/5/problem/${pid}/edit`);
    const title = await screen.findByLabelText(/^Title/, { selector: 'input' });
    await waitFor(() => expect(title).toHaveValue(problems.get(pid)?.title));
    expect(window.location.pathname).toBe(`/admin/contests/5/problems/${pid}/edit`);
  });
});
