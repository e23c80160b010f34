import { screen, within } from '@testing-library/react';
import { PointerEventsCheckLevel, setupUser } from '@hoj/core/test/user';
import { getAdminContestProblemList } from '@generated/api/admin-contest/admin-contest';
import { getAdminProblem } from '@generated/api/admin-problem/admin-problem';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@backoffice/test/loginAs';
import { pasteInto, withEnglishBrowser } from '@backoffice/test/englishBrowser';
import { renderScreen } from '@backoffice/test/renderScreen';
import { CONTEST_PROBLEM_CREATE_PATH, CONTEST_PROBLEMS_PATH } from '../paths';
import { ContestProblemCreate } from './ContestProblemCreate';
import { ContestProblemsPage } from './ContestProblemsPage';

installMockServer();

withEnglishBrowser();

/** The seeded summer selection contest (ACM, scheduled), which holds two problems. */
const CONTEST = 5;

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('a contest-only problem', () => {
  it('is made from the contest, asks for its label and title there, and joins the contest', async () => {
    await loginAs('root');
    await renderScreen(<ContestProblemCreate />, {
      path: `/contests/${CONTEST}/problems/create`,
      route: CONTEST_PROBLEM_CREATE_PATH,
      routes: { [CONTEST_PROBLEMS_PATH]: <ContestProblemsPage /> },
    });
    await screen.findByLabelText(/^Label in the contest/, { selector: 'input' });
    const user = setupUser({ pointerEventsCheck: PointerEventsCheckLevel.Never });

    await pasteInto(user, input(/^Display ID/), 'C5X1');
    await pasteInto(user, input(/^Title\b(?! in)/), 'Rope Bridge');
    await pasteInto(
      user,
      screen.getByLabelText(/^Input\b/, { selector: 'textarea' }),
      'The plank count $n$.',
    );
    await pasteInto(user, screen.getByLabelText(/^Output\b/, { selector: 'textarea' }), 'The crossing time.');
    const cases = screen.getByText('Test data', { selector: 'h2' }).closest('section') as HTMLElement;
    await user.click(within(cases).getByLabelText('Type in by hand'));
    await user.click(within(cases).getByRole('button', { name: 'Add test case' }));
    await pasteInto(user, within(cases).getByLabelText('Test case 1 input'), '3');
    await pasteInto(user, within(cases).getByLabelText('Test case 1 output'), '7');
    // Every language is allowed from the start.
    const languages = screen.getByText('Languages and code templates', { selector: 'h2' }).closest('section');
    expect(await within(languages as HTMLElement).findByLabelText('C++')).toBeChecked();

    // Without its place in the contest the problem is not saved.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contest Display ID is required')).toBeInTheDocument();

    await pasteInto(user, input(/^Label in the contest/), 'C');
    await pasteInto(user, input(/^Title in the contest/), '吊桥');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('table', { name: /Problems of contest/ });
    expect(window.location.pathname).toBe(`/admin/contests/${CONTEST}/problems`);
    const { problemList, contestProblemMap } = await getAdminContestProblemList({
      cid: CONTEST,
      currentPage: 1,
      limit: 10,
    });
    const added = problemList.records.find((row) => row.problemId === 'C5X1');
    if (typeof added?.id !== 'number') throw new Error('the problem did not join the contest');
    expect(contestProblemMap[String(added.id)]).toMatchObject({ displayId: 'C', displayTitle: '吊桥' });
    expect(await getAdminProblem({ pid: added.id })).toMatchObject({ auth: 3, title: 'Rope Bridge' });
  });
});
