import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { JudgeStatus } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { users } from '@hoj/mocks/accounts/tables';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { submissions } from '@hoj/mocks/judge/tables';
import { APLUSB } from '@hoj/mocks/judge/testSupport';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { loginAs } from '@portal/test/loginAs';

const server = installMockServer();

beforeEach(() => resetPortal());
afterEach(() => jest.useRealTimers());

const rows = () =>
  within(screen.getByRole('table', { name: 'Submissions' }))
    .getAllByRole('row')
    .slice(1);
const cellTexts = (column: number) =>
  rows().map((row) => within(row).getAllByRole('cell')[column]?.textContent ?? '');
const search = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

describe('SubmissionListPage', () => {
  it('keeps its filters in the address, both ways', async () => {
    const bob = users.find((row) => row.username === 'bob')?.uid;
    const wrong = submissions.find(
      (row) =>
        row.uid === bob && row.cid === 0 && row.gid === null && row.status === JudgeStatus.WRONG_ANSWER,
    );
    const problemID = wrong?.displayPid ?? '';
    const { user, router } = renderApp(`/status?problemID=${problemID}&currentPage=1`);
    await screen.findByRole('table', { name: 'Submissions' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByLabelText('Problem ID')).toHaveValue(problemID);
    for (const problem of cellTexts(1)) expect(problem).toContain(problemID);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Wrong Answer');
    await waitFor(() => expect(search(router).get('status')).toBe(String(JudgeStatus.WRONG_ANSWER)));
    expect(search(router).get('problemID')).toBe(problemID);
    expect(search(router).has('currentPage')).toBe(false);

    await user.type(screen.getByLabelText('Author'), 'bob{Enter}');
    await waitFor(() => expect(search(router).get('username')).toBe('bob'));
    await waitFor(() => {
      expect(cellTexts(9).length).toBeGreaterThan(0);
      for (const author of cellTexts(9)) expect(author).toBe('bob');
    });
    for (const status of cellTexts(2)) expect(status).toContain('Wrong Answer');

    // Back in history restores the filters the address held.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Author')).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue(String(JudgeStatus.WRONG_ANSWER));
  });

  it('asks a visitor to log in for "Mine" and leaves the switch off', async () => {
    const { user, router } = renderApp('/status');
    await screen.findByRole('table', { name: 'Submissions' });
    const mine = screen.getByRole('switch', { name: 'Mine' });
    await user.click(mine);
    expect(mine).not.toBeChecked();
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getAllByText('Please login first').length).toBeGreaterThan(0);
    expect(search(router).has('onlyMine')).toBe(false);
  });

  it('clears and disables the author search while only-mine is on', async () => {
    await loginAs('alice');
    const { user, router } = renderApp('/status?username=bob');
    await screen.findByRole('table', { name: 'Submissions' });
    expect(screen.getByLabelText('Author')).toHaveValue('bob');

    await user.click(screen.getByRole('switch', { name: 'Mine' }));
    await waitFor(() => expect(search(router).get('onlyMine')).toBe('true'));
    expect(search(router).has('username')).toBe(false);
    expect(screen.getByLabelText('Author')).toBeDisabled();
    expect(screen.getByLabelText('Author')).toHaveValue('');
    await waitFor(() => {
      for (const author of cellTexts(9)) expect(author).toBe('alice');
    });
  });

  it('polls only the live rows, in one batch call, until they are final', async () => {
    await loginAs('alice');
    const submitted = await unwrap(
      api.POST('/api/submit-problem-judge', {
        body: { pid: 'P1001', language: 'C++', code: APLUSB, cid: 0, gid: null, isRemote: false },
      }),
    );
    const checks: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/check-submissions-status'))
        void request
          .clone()
          .json()
          .then((body: unknown) => checks.push(body));
    });
    // Only timers are faked: the mock server's promises run as usual, and the mock clock follows the fake time.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    renderApp('/status?onlyMine=true');
    const row = await screen.findByText(String(submitted.submitId), { selector: 'td' });
    const line = row.closest('tr') as HTMLElement;
    expect(within(line).getByText('Pending')).toBeInTheDocument();
    expect(checks).toHaveLength(0);

    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(checks).toHaveLength(1));
    expect(checks[0]).toEqual({ submitIds: [submitted.submitId] });

    await act(() => jest.advanceTimersByTimeAsync(4_000));
    await waitFor(() => expect(within(line).getByText('Accepted')).toBeInTheDocument());
    const polls = checks.length;
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(checks).toHaveLength(polls);
  });

  it('offers Rejudge to the super admin only', async () => {
    await loginAs('alice');
    const first = renderApp('/status');
    await screen.findByRole('table', { name: 'Submissions' });
    expect(screen.queryByRole('columnheader', { name: 'Option' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rejudge submission/ })).not.toBeInTheDocument();
    first.unmount();

    await loginAs('root');
    const { user } = renderApp('/status');
    await screen.findByRole('table', { name: 'Submissions' });
    const [line] = rows();
    const id = within(line as HTMLElement).getAllByRole('cell')[0]?.textContent ?? '';
    await user.click(screen.getByRole('button', { name: `Rejudge submission ${id}` }));
    expect(await screen.findByText('Rejudge successfully')).toBeInTheDocument();
    expect(within(line as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(line as HTMLElement).getAllByRole('cell')[3]).toHaveTextContent('--');
  });

  it("lists a contest's submissions through the contest call, linked inside the contest", async () => {
    await loginAs('alice');
    const contestCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/contest-submissions')) contestCalls.push(request.url);
    });
    renderApp('/contest/2/submissions');
    await screen.findByRole('table', { name: 'Submissions' });
    expect(new URL(contestCalls[0] ?? '').searchParams.get('contestID')).toBe('2');
    const details = within(screen.getByRole('table', { name: 'Submissions' })).getAllByRole('link', {
      name: /\(details of submission \d+\)$/,
    });
    expect(details.length).toBeGreaterThan(0);
    for (const link of details)
      expect(link.getAttribute('href')).toMatch(/^\/contest\/2\/problem\/[^/]+\/submission-detail\/\d+$/);
  });

  it('tells an empty result and a failed one apart, the failure with a retry', async () => {
    const empty = renderApp('/status?problemID=NO-SUCH-PROBLEM');
    expect(await screen.findByText('No submissions')).toBeInTheDocument();
    empty.unmount();

    let refuse = true;
    server.use(
      http.get('*/api/get-submission-list', () =>
        refuse ? HttpResponse.json({ status: 503, msg: 'busy', data: null }, { status: 503 }) : undefined,
      ),
    );
    const { user } = renderApp('/status');
    expect(await screen.findByText('The submissions could not be loaded')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Submissions' })).toBeInTheDocument();
  });
});
