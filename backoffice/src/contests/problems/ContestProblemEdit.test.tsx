import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, setupUser } from '@hoj/core/test/user';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { contestProblems, problems } from '@hoj/mocks/store/schema/problems';
import { loginAs, resetBrowserState } from '@backoffice/test/loginAs';
import { pasteInto } from '@backoffice/test/englishBrowser';
import { renderScreen } from '@backoffice/test/renderScreen';
import { ProblemCreate, ProblemEdit } from '@backoffice/problems/editor/ProblemForm';
import { CONTEST_PROBLEM_CREATE_PATH, CONTEST_PROBLEM_EDIT_PATH, CONTEST_PROBLEMS_PATH } from '../paths';
import { ContestProblemCreate } from './ContestProblemCreate';
import { ContestProblemEdit } from './ContestProblemEdit';
import { ContestProblemsPage } from './ContestProblemsPage';

installMockServer();

beforeEach(() => {
  // A redirect scrolls to the top, which jsdom does not implement.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  resetBrowserState();
});

/** Contest 5 (暑期集训选拔赛) is ACM and holds two problems; contest 1 (新生入门赛) is OI. */
const ACM_CONTEST = 5;
const OI_CONTEST = 1;

const pidLabelled = (cid: number, displayId: string) => {
  const pid = contestProblems.where('cid', cid).find((cp) => cp.displayId === displayId)?.pid;
  if (pid === undefined) throw new Error(`contest ${cid} has no problem ${displayId}`);
  return pid;
};

const ruleRadio = (name: 'ACM' | 'OI') => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('a contest problem in the full problem editor', () => {
  // The old bookmark path that leads here is a row of the app's route table (routes.test.tsx).
  it('locks the rule, and saves through the contest back to its list', async () => {
    await loginAs('root');
    const pid = pidLabelled(ACM_CONTEST, 'A');
    const stored = problems.get(pid);
    await renderScreen(<ContestProblemEdit />, {
      path: `/contests/${ACM_CONTEST}/problems/${pid}/edit`,
      route: CONTEST_PROBLEM_EDIT_PATH,
      routes: { [CONTEST_PROBLEMS_PATH]: <ContestProblemsPage /> },
    });

    const title = await screen.findByLabelText(/^Title/, { selector: 'input' });
    await waitFor(() => expect(title).toHaveValue(stored?.title));
    expect(window.location.pathname).toBe(`/admin/contests/${ACM_CONTEST}/problems/${pid}/edit`);
    // Statement, test data and limits are all there.
    expect(screen.getByText('Test data', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Time limit/, { selector: 'input' })).toBeInTheDocument();
    expect(ruleRadio('ACM')).toBeDisabled();
    expect(screen.getByText(/takes the contest’s rule/)).toBeInTheDocument();

    const user = setupUser({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.clear(title);
    await pasteInto(user, title, 'Renamed from the contest');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('table', { name: /Problems of contest/ });
    expect(window.location.pathname).toBe(`/admin/contests/${ACM_CONTEST}/problems`);
    expect(screen.getByText('Problem saved')).toBeInTheDocument();
    expect(problems.get(pid)?.title).toBe('Renamed from the contest');
  });

  it('says the server’s refusal (no permission) for another’s problem, not "does not exist"', async () => {
    await loginAs('admin');
    const others = problems.find((row) => row.author !== 'admin' && !row.isRemote);
    if (!others) throw new Error('the seed has no problem of another author');
    // react-admin logs every failed data provider call outside production; here the refusal is the point.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderScreen(<ProblemEdit />, {
      path: `/problems/${others.id}`,
      route: '/problems/:id',
      resource: 'problems',
    });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/problems'));
    // The mock's refusal, as HOJ words it for another's problem (in the browser's language).
    expect(await screen.findByText('Sorry, you may not see this problem.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 403 }));
    expect(screen.queryByText(/does not exist/i)).not.toBeInTheDocument();
  });
});

describe('a new contest-only problem', () => {
  it('takes the OI rule of an OI contest, cannot change it, and offers no visibility to choose', async () => {
    await loginAs('root');
    await renderScreen(<ContestProblemCreate />, {
      path: `/contests/${OI_CONTEST}/problems/create`,
      route: CONTEST_PROBLEM_CREATE_PATH,
    });
    await screen.findByLabelText(/^Label in the contest/, { selector: 'input' });
    expect(ruleRadio('OI')).toBeChecked();
    expect(ruleRadio('OI')).toBeDisabled();
    expect(ruleRadio('ACM')).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: /Visibility/ })).not.toBeInTheDocument();
    expect(screen.getByText('This problem is visible only in this contest')).toBeInTheDocument();
  });
});

describe('the bank’s problem editor', () => {
  it('does not offer contest-only visibility outside a contest', async () => {
    await loginAs('root');
    await renderScreen(<ProblemCreate />, { path: '/problems/create', resource: 'problems' });
    const user = setupUser({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('combobox', { name: /Visibility/ }));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getByRole('option', { name: 'Public' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(options.getByRole('option', { name: 'Contest' })).toHaveAttribute('aria-disabled', 'true');
  });
});
