import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { users } from '@hoj/mocks/store/schema/accounts';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { JUDGING_UNTIL_MS } from '@hoj/mocks/store/rules/judgePhases';
import { submissions } from '@hoj/mocks/store/schema/judge';
import { problems } from '@hoj/mocks/store/schema/problems';
import { clock } from '@hoj/mocks/store/clock';
import { api, unwrap } from '@hoj/core/http/client';
import { loginDialogSignal } from '@portal/shared/auth/loginDialogState';
import { renderApp, renderWithProviders, resetPortal } from '@portal/test/renderApp';
import { loginAs } from '@portal/test/loginAs';
import { MySubmissionsPanel } from './MySubmissionsPanel';

installMockServer();

beforeEach(() => resetPortal());
afterEach(() => {
  jest.useRealTimers();
  clock.unfreeze();
});

/** A public problem of the bank that `username` has never submitted to. */
function untriedBy(username: string) {
  const uid = users.find((user) => user.username === username)?.uid;
  const tried = new Set(submissions.filter((row) => row.uid === uid).map((row) => row.displayPid));
  const untried = problems.filter(
    (p) => p.auth === 1 && p.gid === null && !p.isRemote && !tried.has(p.problemId),
  )[0];
  if (!untried) throw new Error(`${username} has tried every problem`);
  return untried;
}

function panel(problemId: string, judgedCount = 0) {
  return (
    <MemoryRouter>
      <MySubmissionsPanel problemId={problemId} contestId={null} groupId={null} judgedCount={judgedCount} />
    </MemoryRouter>
  );
}

/** The problem page's side of the slot: its count of verdicts goes up when the editor's submission is judged. */
function Judged({ problemId }: { problemId: string }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        A verdict arrives
      </button>
      {panel(problemId, count)}
    </>
  );
}

function renderPanel(problemId: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(panel(problemId), client);
}

describe('MySubmissionsPanel', () => {
  it('asks a visitor to log in', async () => {
    renderPanel('P1001');
    await setupUser().click(screen.getByRole('button', { name: 'Login' }));
    expect(loginDialogSignal.value).toMatchObject({ open: true, notice: 'loginRequired' });
  });

  it("lists the caller's submissions of this problem, 10 a page", async () => {
    const uid = users.find((user) => user.username === 'alice')?.uid;
    const mine = submissions
      .filter((row) => row.uid === uid && row.cid === 0 && row.gid === null)
      .reduce<Record<string, number>>((count, row) => {
        count[row.displayPid] = (count[row.displayPid] ?? 0) + 1;
        return count;
      }, {});
    const [problemId, count] = Object.entries(mine).sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    await loginAs('alice');
    renderPanel(problemId);
    const table = await screen.findByRole('table', { name: 'My Submissions' });
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(count, 10) + 1);
    expect(within(table).queryByRole('columnheader', { name: 'Author' })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    const uid = users.find((user) => user.username === 'dave')?.uid;
    const tried = new Set(submissions.filter((row) => row.uid === uid).map((row) => row.displayPid));
    const untried = Array.from({ length: 40 }, (_, i) => `P${1001 + i}`).find((id) => !tried.has(id));
    await loginAs('dave');
    renderPanel(untried ?? '');
    expect(await screen.findByText('You have not submitted to this problem yet')).toBeInTheDocument();
  });

  it('reads again when a submission made on the page gets its verdict, while the tab stays open', async () => {
    const uid = users.find((user) => user.username === 'bob')?.uid;
    const tried = new Set(submissions.filter((row) => row.uid === uid).map((row) => row.displayPid));
    const untried = problems.filter(
      (p) => p.auth === 1 && p.gid === null && !p.isRemote && !tried.has(p.problemId),
    )[0];
    if (!untried) throw new Error('bob has tried every problem');
    await loginAs('bob');
    renderWithProviders(
      <Judged problemId={untried.problemId} />,
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    );
    expect(await screen.findByText('You have not submitted to this problem yet')).toBeInTheDocument();

    await unwrap(
      api.POST('/api/submit-problem-judge', {
        body: {
          pid: untried.problemId,
          language: untried.languages[0] ?? 'C++',
          code: '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d", a + b); }\n',
          cid: 0,
          isRemote: false,
        },
      }),
    );
    await setupUser().click(screen.getByRole('button', { name: 'A verdict arrives' }));
    const table = await screen.findByRole('table', { name: 'My Submissions' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('lists a submission made on the problem page at once, Pending, and follows it to its verdict', async () => {
    const untried = untriedBy('bob');
    await loginAs('bob');
    clock.freeze();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    renderApp(`/problem/${untried.problemId}`);
    fireEvent.click(await screen.findByRole('tab', { name: 'My submissions' }));
    expect(await screen.findByText('You have not submitted to this problem yet')).toBeInTheDocument();

    const editor = await screen.findByRole('textbox', { name: 'Code editor' });
    fireEvent.input(
      Object.assign(editor, {
        value: '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d", a + b); }\n',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(() => jest.advanceTimersByTimeAsync(500));
    // Before the judge has even started: the new submission is in the tab.
    const table = await screen.findByRole('table', { name: 'My Submissions' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Pending')).toBeInTheDocument();

    clock.advance(JUDGING_UNTIL_MS);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(within(table).getByText('Accepted')).toBeInTheDocument());
  });
});
