import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { JudgeStatus } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { users } from '@hoj/mocks/store/schema/accounts';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { submissions } from '@hoj/mocks/store/schema/judge';
import { JUDGING_UNTIL_MS } from '@hoj/mocks/store/rules/judgePhases';
import { APLUSB } from '@hoj/mocks/jest/submit';
import { clock } from '@hoj/mocks/store/clock';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { loginAs } from '@portal/test/loginAs';

const server = installMockServer();

beforeEach(() => resetPortal());
afterEach(() => {
  jest.useRealTimers();
  clock.unfreeze();
});

const rows = () =>
  within(screen.getByRole('table', { name: 'Submissions' }))
    .getAllByRole('row')
    .slice(1);
const cellTexts = (column: number) =>
  rows().map((row) => within(row).getAllByRole('cell')[column]?.textContent ?? '');
const search = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

/** A fresh submission of alice's, Pending until the judge's clock moves on; `code` may carry a directive. */
const submitAsAlice = (code = APLUSB) =>
  unwrap(
    api.POST('/api/submit-problem-judge', {
      body: { pid: 'P1001', language: 'C++', code, cid: 0, gid: null, isRemote: false },
    }),
  );

const rowOf = async (submitId: number | undefined) =>
  (await screen.findByText(String(submitId), { selector: 'td' })).closest('tr') as HTMLElement;

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

  it('polls only the live rows, in one batch call, until they are final, then never again', async () => {
    await loginAs('alice');
    const submitted = await submitAsAlice();
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
    const line = await rowOf(submitted.submitId);
    expect(within(line).getByText('Pending')).toBeInTheDocument();
    expect(checks).toHaveLength(0);

    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(checks).toHaveLength(1));
    expect(checks[0]).toEqual({ submitIds: [submitted.submitId] });

    await act(() => jest.advanceTimersByTimeAsync(4_000));
    await waitFor(() => expect(within(line).getByText('Accepted')).toBeInTheDocument());
    const polls = checks.length;
    // A whole minute after the verdict: not one more status check.
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(checks).toHaveLength(polls);
  });

  it('says when status updates are paused, keeps asking with a growing wait, and recovers by itself', async () => {
    await loginAs('alice');
    const submitted = await submitAsAlice();
    clock.freeze();
    let down = true;
    let failed = 0;
    let answered = 0;
    server.use(
      http.post('*/api/check-submissions-status', () => {
        if (!down) return undefined;
        failed += 1;
        return HttpResponse.error();
      }),
    );
    server.events.on('response:mocked', ({ request, response }) => {
      if (request.url.endsWith('/api/check-submissions-status') && response.status === 200) answered += 1;
    });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    renderApp('/status?onlyMine=true');
    const line = await rowOf(submitted.submitId);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(
      await screen.findByText(/^Status updates paused: the server could not be reached/),
    ).toBeInTheDocument();
    // The rows stay, with what was last known: never an error page in their place.
    expect(within(line).getByText('Pending')).toBeInTheDocument();

    // Two minutes without a server: 2 + 4 + 8 + 16 + 30 + 30 + 30 s of waits (±20 %) instead of a poll every 2 s.
    await act(() => jest.advanceTimersByTimeAsync(118_000));
    expect(failed).toBeGreaterThanOrEqual(5);
    expect(failed).toBeLessThanOrEqual(9);
    expect(screen.getByText(/^Status updates paused/)).toBeInTheDocument();

    // The server is back and the judge has finished: within a minute the row has its verdict, with no click.
    down = false;
    clock.advance(JUDGING_UNTIL_MS);
    await act(() => jest.advanceTimersByTimeAsync(36_000));
    await waitFor(() => expect(within(line).getByText('Accepted')).toBeInTheDocument());
    expect(answered).toBeGreaterThan(0);
    expect(screen.queryByText(/^Status updates paused/)).not.toBeInTheDocument();
    clock.unfreeze();
  });

  it('asks at once on Retry and when the browser is back online', async () => {
    await loginAs('alice');
    const submitted = await submitAsAlice();
    clock.freeze();
    let down = true;
    let calls = 0;
    server.use(
      http.post('*/api/check-submissions-status', () => {
        calls += 1;
        return down ? HttpResponse.error() : undefined;
      }),
    );
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    renderApp('/status?onlyMine=true');
    const line = await rowOf(submitted.submitId);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await screen.findByText(/^Status updates paused/);
    // Into the long waits of the back-off.
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    const before = calls;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls).toBe(before + 1));
    expect(await screen.findByText(/^Status updates paused/)).toBeInTheDocument();

    down = false;
    clock.advance(JUDGING_UNTIL_MS);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(within(line).getByText('Accepted')).toBeInTheDocument());
    expect(calls).toBe(before + 2);
    expect(screen.queryByText(/^Status updates paused/)).not.toBeInTheDocument();
    clock.unfreeze();
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

  it('offers no "No Status" filter: no judged submission carries it', async () => {
    renderApp('/status');
    const filter = await screen.findByRole('combobox', { name: 'Status' });
    const offered = within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toContain('Submitted Failed');
    expect(offered).toContain('Accepted');
    expect(offered).not.toContain('No Status');
    expect(offered).not.toContain('Submitting');
  });

  it("lets the owner resubmit a Submitted Failed row, which goes live again, and nobody else's", async () => {
    await loginAs('alice');
    const failed = await submitAsAlice(`${APLUSB}// hoj:verdict SF\n`);
    clock.advance(JUDGING_UNTIL_MS);
    clock.freeze();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    const first = renderApp('/status?onlyMine=true');
    const line = await rowOf(failed.submitId);
    expect(within(line).getByText('Submitted Failed')).toBeInTheDocument();
    fireEvent.click(within(line).getByRole('button', { name: `Resubmit submission ${failed.submitId}` }));
    expect(await screen.findByText('Resubmitted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(line).getByText('Pending')).toBeInTheDocument());
    clock.advance(JUDGING_UNTIL_MS);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(within(line).getByText('Accepted')).toBeInTheDocument());
    first.unmount();
    jest.useRealTimers();
    clock.unfreeze();

    const other = await submitAsAlice(`${APLUSB}// hoj:verdict SF\n`);
    clock.advance(JUDGING_UNTIL_MS);
    await loginAs('bob');
    renderApp('/status');
    const theirs = await rowOf(other.submitId);
    expect(within(theirs).getByText('Submitted Failed')).toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: /^Resubmit/ })).not.toBeInTheDocument();
  });
});
