import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { JudgeStatus } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { users } from '@hoj/mocks/store/schema/accounts';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { submissions, type SubmissionRow } from '@hoj/mocks/store/schema/judge';
import { JUDGING_UNTIL_MS } from '@hoj/mocks/store/rules/judgePhases';
import { APLUSB } from '@hoj/mocks/jest/submit';
import { problems } from '@hoj/mocks/store/schema/problems';
import { clock } from '@hoj/mocks/store/clock';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { loginAs } from '@portal/test/loginAs';

const server = installMockServer();

beforeEach(() => resetPortal());
afterEach(() => {
  jest.useRealTimers();
  clock.unfreeze();
});

/** alice's fresh submission (a `hoj:verdict` line picks its verdict), Pending until the clock moves. */
async function submitAsAlice(verdict?: string, pid = 'P1001') {
  await loginAs('alice');
  return unwrap(
    api.POST('/api/submit-problem-judge', {
      body: {
        pid,
        language: 'C++',
        code: verdict ? `${APLUSB}// hoj:verdict ${verdict}\n` : APLUSB,
        cid: 0,
        isRemote: false,
      },
    }),
  );
}

/** Counts the calls the page makes, by the path's last part. */
function countCalls() {
  const counts: Record<string, number> = {};
  server.events.on('request:start', ({ request }) => {
    const name = new URL(request.url).pathname.split('/').pop() ?? '';
    counts[name] = (counts[name] ?? 0) + 1;
  });
  return (name: string) => counts[name] ?? 0;
}

const fakeTimers = () =>
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });

/** Moves the judge (mock clock) and the page's timers forward together. */
async function pass(ms: number) {
  clock.advance(ms);
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/** What the page's polite live regions say now. */
const spoken = () => screen.getAllByRole('status').map((element) => element.textContent);

const uidOf = (username: string) => {
  const uid = users.find((user) => user.username === username)?.uid;
  if (!uid) throw new Error(`${username} is not seeded`);
  return uid;
};

/** A seeded, judged submission outside contests and groups matching `keep`. */
function seeded(keep: (row: SubmissionRow) => boolean): SubmissionRow {
  const row = submissions.find((s) => s.cid === 0 && s.gid === null && s.run === null && keep(s));
  if (!row) throw new Error('no seeded submission fits the test');
  return row;
}

const sharable = (row: SubmissionRow) => problems.get(row.pid)?.codeShare === true;

describe('SubmissionDetailPage', () => {
  it('says why the code is hidden when the answer carries none', async () => {
    const row = seeded((s) => !s.share);
    renderApp(`/submission-detail/${row.submitId}`);
    expect(await screen.findByText(/^The code is hidden: only its author and admins/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });

  it('shows the owner the code with a copy button and the share toggle', async () => {
    const row = seeded((s) => s.uid === uidOf('alice') && !s.share && sharable(s));
    await loginAs('alice');
    const { user } = renderApp(`/submission-detail/${row.submitId}`);
    const code = await screen.findByRole('figure', { name: /^Code/ });
    expect(
      within(code).getByText((_, element) => element?.tagName === 'CODE' && element.textContent === row.code),
    ).toBeInTheDocument();

    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(code).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied successfully')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(row.code);
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(within(code).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied failed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Shared successfully')).toBeInTheDocument();
    expect(submissions.get(row.submitId)?.share).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Unshare' }));
    expect(await screen.findByText('Cancel Sharing Successfully')).toBeInTheDocument();
    expect(submissions.get(row.submitId)?.share).toBe(false);
  });

  it('offers sharing to the owner only', async () => {
    const row = seeded((s) => s.uid === uidOf('alice') && s.share && sharable(s));
    await loginAs('bob');
    renderApp(`/submission-detail/${row.submitId}`);
    // Shared code is open to everyone, but only its author may stop sharing it.
    expect(await screen.findByRole('figure', { name: /^Code/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Share|Unshare)$/ })).not.toBeInTheDocument();
  });

  it('lists subtasks with their figures, each expandable to its cases', async () => {
    const row = seeded((s) => s.judgeCaseMode === 'subtask_lowest' && s.status !== JudgeStatus.COMPILE_ERROR);
    const { user } = renderApp(`/submission-detail/${row.submitId}`);
    expect(await screen.findByText('Judge mode: Subtask (Lowest Score)')).toBeInTheDocument();
    const groups = new Set(row.cases.map((item) => item.groupNum));
    expect(screen.getAllByText(/^Subtask \d+$/)).toHaveLength(groups.size);

    const firstGroup = row.cases.filter((item) => item.groupNum === 1);
    const toggle = screen.getByRole('button', { name: 'Show the cases of subtask 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const cases = await screen.findByRole('table', { name: 'Subtask 1' });
    expect(within(cases).getAllByRole('row')).toHaveLength(firstGroup.length + 1);
    expect(screen.getByRole('button', { name: 'Hide the cases of subtask 1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('lists the cases of a default-mode problem in one table', async () => {
    const row = seeded(
      (s) =>
        s.judgeCaseMode === 'default' && s.cases.length > 0 && problems.get(s.pid)?.openCaseResult === true,
    );
    renderApp(`/submission-detail/${row.submitId}`);
    const table = await screen.findByRole('table', { name: 'Test Case Results' });
    expect(within(table).getAllByRole('row')).toHaveLength(row.cases.length + 1);
  });

  it('keeps the judge actions for the super admin', async () => {
    const row = seeded((s) => s.status === JudgeStatus.WRONG_ANSWER);
    await loginAs('alice');
    renderApp(`/submission-detail/${row.submitId}`);
    await screen.findByRole('heading', { name: 'Summary' });
    expect(screen.queryByRole('group', { name: 'Admin actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rejudge' })).not.toBeInTheDocument();
  });

  it('rejudges for the super admin: back to Pending, score emptied', async () => {
    const row = seeded((s) => s.status === JudgeStatus.PARTIAL_ACCEPTED);
    // The judge stands still, so the rejudged submission stays Pending while the page is read.
    clock.freeze();
    await loginAs('root');
    const { user } = renderApp(`/submission-detail/${row.submitId}`);
    const actions = await screen.findByRole('group', { name: 'Admin actions' });
    await user.click(within(actions).getByRole('button', { name: 'Rejudge' }));
    expect(await screen.findByText('Rejudge successfully')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Pending')).toBeInTheDocument();
    expect(within(summary).getByText('Score').nextElementSibling).toHaveTextContent('--');
  });

  it('sets a verdict by hand from the allowed statuses only', async () => {
    const row = seeded((s) => s.status === JudgeStatus.WRONG_ANSWER);
    await loginAs('root');
    const { user } = renderApp(`/submission-detail/${row.submitId}`);
    const actions = await screen.findByRole('group', { name: 'Admin actions' });
    await user.click(within(actions).getByRole('button', { name: 'Manual judge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manual judge' });
    const status = within(dialog).getByLabelText('Judge status');
    const offered = within(status)
      .getAllByRole('option')
      .map((option) => option.textContent);
    for (const excluded of [
      'Pending',
      'Judging',
      'Compiling',
      'Compile Error',
      'Cancelled',
      'Submitting',
      'No Status',
    ])
      expect(offered).not.toContain(excluded);
    expect(status).toHaveValue(String(JudgeStatus.WRONG_ANSWER));

    await user.selectOptions(status, 'Accepted');
    await user.click(within(dialog).getByRole('button', { name: 'Modify' }));
    expect(await screen.findByText('Update Successfully')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    await waitFor(() => expect(within(summary).getByText('Accepted')).toBeInTheDocument());
    expect(within(summary).getByText('Changed by hand')).toBeInTheDocument();
    expect(submissions.get(row.submitId)?.isManual).toBe(true);
  });

  it('closes manual judging for a compile error and saving for a pending submission', async () => {
    await loginAs('alice');
    const compileError = await unwrap(
      api.POST('/api/submit-problem-judge', {
        body: {
          pid: 'P1001',
          language: 'C++',
          code: `${APLUSB}// hoj:verdict CE\n`,
          cid: 0,
          isRemote: false,
        },
      }),
    );
    // Past the simulated judge's run: the submission has its final verdict.
    clock.advance(5_000);
    await loginAs('root');
    const first = renderApp(`/submission-detail/${compileError.submitId}`);
    expect(await screen.findByText('Compile Error')).toBeInTheDocument();
    const actions = await screen.findByRole('group', { name: 'Admin actions' });
    expect(within(actions).getByRole('button', { name: 'Manual judge' })).toBeDisabled();
    first.unmount();

    const pending = seeded((s) => s.status === JudgeStatus.WRONG_ANSWER);
    clock.freeze();
    const { user } = renderApp(`/submission-detail/${pending.submitId}`);
    const again = await screen.findByRole('group', { name: 'Admin actions' });
    await user.click(within(again).getByRole('button', { name: 'Rejudge' }));
    await screen.findByText('Rejudge successfully');
    await user.click(within(again).getByRole('button', { name: 'Manual judge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manual judge' });
    expect(within(dialog).getByRole('button', { name: 'Modify' })).toBeDisabled();
    expect(within(dialog).getByText('A pending submission cannot be modified')).toBeInTheDocument();
  });

  it('cancels a submission once: the button is off when it is already cancelled', async () => {
    const row = seeded((s) => s.status === JudgeStatus.ACCEPTED);
    await loginAs('root');
    const { user } = renderApp(`/submission-detail/${row.submitId}`);
    const actions = await screen.findByRole('group', { name: 'Admin actions' });
    await user.click(within(actions).getByRole('button', { name: 'Cancel judge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel judge' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel judge' }));
    expect(await screen.findByText('Cancel Successfully')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    await waitFor(() => expect(within(summary).getByText('Cancelled')).toBeInTheDocument());
    expect(within(actions).getByRole('button', { name: 'Cancel judge' })).toBeDisabled();
  });

  it('follows a live submission with the batch status check only, and reads it whole once at its verdict', async () => {
    const submitted = await submitAsAlice('PA');
    clock.freeze();
    const calls = countCalls();
    fakeTimers();
    renderApp(`/submission-detail/${submitted.submitId}`);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Pending')).toBeInTheDocument();
    expect(calls('get-submission-detail')).toBe(1);

    await pass(2_000);
    await waitFor(() => expect(within(summary).getByText('Judging')).toBeInTheDocument());
    expect(calls('check-submissions-status')).toBe(1);
    expect(calls('get-submission-detail')).toBe(1);

    await pass(2_000);
    await waitFor(() => expect(within(summary).getByText('Partial Accepted')).toBeInTheDocument());
    await screen.findByRole('table', { name: 'Test Case Results' });
    expect(calls('get-submission-detail')).toBe(2);
    expect(calls('get-all-case-result')).toBe(1);
    const checks = calls('check-submissions-status');

    // A minute after the verdict: nothing is asked again.
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(calls('check-submissions-status')).toBe(checks);
    expect(calls('get-submission-detail')).toBe(2);
  });

  it('announces each status change in words, the verdict with its score', async () => {
    const oi = problems.find((p) => p.type === 1 && p.auth === 1 && p.gid === null && !p.isRemote);
    if (!oi) throw new Error('the seed has no public OI problem');
    const submitted = await submitAsAlice('PA', oi.problemId);
    clock.freeze();
    fakeTimers();
    renderApp(`/submission-detail/${submitted.submitId}`);
    await screen.findByRole('region', { name: 'Summary' });
    // The status the page opens with is on screen: it is not read out.
    expect(spoken()).not.toContain('Pending');
    await pass(1_000);
    await waitFor(() => expect(spoken()).toContain('Compiling'));
    await pass(1_000);
    await waitFor(() => expect(spoken()).toContain('Judging'));
    await pass(2_000);
    await waitFor(() =>
      expect(spoken()).toContainEqual(expect.stringMatching(/^Partial Accepted, score \d+$/)),
    );
  });

  it('keeps the submission on screen when its status cannot be checked, says so, and recovers by itself', async () => {
    const submitted = await submitAsAlice();
    clock.freeze();
    let down = true;
    server.use(http.post('*/api/check-submissions-status', () => (down ? HttpResponse.error() : undefined)));
    fakeTimers();
    renderApp(`/submission-detail/${submitted.submitId}`);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(
      await screen.findByText(/^Status updates paused: the server could not be reached/),
    ).toBeInTheDocument();
    expect(within(summary).getByText('Pending')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(60_000));

    down = false;
    await pass(JUDGING_UNTIL_MS);
    await act(() => jest.advanceTimersByTimeAsync(36_000));
    await waitFor(() => expect(within(summary).getByText('Accepted')).toBeInTheDocument());
    expect(screen.queryByText(/^Status updates paused/)).not.toBeInTheDocument();
  });

  it('shows the judge message only for a compile error, a system error and a failed submit', async () => {
    const accepted = seeded((s) => s.status === JudgeStatus.ACCEPTED);
    const first = renderApp(`/submission-detail/${accepted.submitId}`);
    await screen.findByRole('region', { name: 'Summary' });
    expect(screen.queryByRole('region', { name: 'Judge message' })).not.toBeInTheDocument();
    expect(screen.queryByText('The error message does not support viewing.')).not.toBeInTheDocument();
    first.unmount();

    const failed = await submitAsAlice('SE');
    clock.advance(JUDGING_UNTIL_MS);
    renderApp(`/submission-detail/${failed.submitId}`);
    const message = await screen.findByRole('region', { name: 'Judge message' });
    expect(within(message).getByText(/judgeServer/)).toBeInTheDocument();
  });

  it('lets the owner resubmit a Submitted Failed submission, which is then followed to its verdict', async () => {
    const failed = await submitAsAlice('SF');
    clock.advance(JUDGING_UNTIL_MS);
    clock.freeze();
    fakeTimers();
    renderApp(`/submission-detail/${failed.submitId}`);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Submitted Failed')).toBeInTheDocument();
    fireEvent.click(within(summary).getByRole('button', { name: 'Resubmit' }));
    expect(await screen.findByText('Resubmitted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(summary).getByText('Pending')).toBeInTheDocument());
    await pass(2_000);
    await pass(2_000);
    await waitFor(() => expect(within(summary).getByText('Accepted')).toBeInTheDocument());
    expect(within(summary).queryByRole('button', { name: 'Resubmit' })).not.toBeInTheDocument();
  });

  it('offers no resubmit to anyone but the owner', async () => {
    const failed = await submitAsAlice('SF');
    clock.advance(JUDGING_UNTIL_MS);
    await loginAs('bob');
    renderApp(`/submission-detail/${failed.submitId}`);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Submitted Failed')).toBeInTheDocument();
    expect(within(summary).queryByRole('button', { name: 'Resubmit' })).not.toBeInTheDocument();
  });

  it('names the files of each case, shows the checker note, and calls a case the judge skipped Skipped', async () => {
    const row = seeded(
      (s) =>
        s.judgeCaseMode === 'subtask_lowest' &&
        s.cases.some((item) => item.status === JudgeStatus.CANCELLED) &&
        problems.get(s.pid)?.openCaseResult === true,
    );
    const skipped = row.cases.find((item) => item.status === JudgeStatus.CANCELLED);
    if (!skipped) throw new Error('no skipped case');
    await loginAs('root');
    const { user } = renderApp(`/submission-detail/${row.submitId}`);
    await user.click(
      await screen.findByRole('button', { name: `Show the cases of subtask ${skipped.groupNum}` }),
    );
    const table = await screen.findByRole('table', { name: `Subtask ${skipped.groupNum}` });
    expect(within(table).getByRole('columnheader', { name: 'Input file' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Output file' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
    const line = within(table).getByRole('row', {
      name: new RegExp(`^#${skipped.seq} `),
    });
    expect(within(line).getByText('Skipped')).toBeInTheDocument();
    expect(within(line).queryByText('Cancelled')).not.toBeInTheDocument();
    expect(within(line).getByText(skipped.inputData)).toBeInTheDocument();
    expect(within(line).getByText(skipped.outputData)).toBeInTheDocument();
    expect(within(line).getByText(skipped.userOutput ?? '')).toBeInTheDocument();
  });

  it("scores by hand up to the problem's total score, above 100 where the problem is worth more", async () => {
    const row = seeded(
      (s) => s.status === JudgeStatus.PARTIAL_ACCEPTED && s.score !== null && problems.get(s.pid)?.type === 1,
    );
    const problem = problems.get(row.pid);
    if (!problem) throw new Error('no problem');
    problems.update(problem, { ioScore: 150 });
    await loginAs('root');
    const { user } = renderApp(`/submission-detail/${row.submitId}`);
    const actions = await screen.findByRole('group', { name: 'Admin actions' });
    await user.click(within(actions).getByRole('button', { name: 'Manual judge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manual judge' });
    expect(
      await within(dialog).findByText("A whole number from 0 to 150 (the problem's total score)"),
    ).toBeInTheDocument();
    const score = within(dialog).getByLabelText('Score');
    await user.clear(score);
    await user.type(score, '151');
    await user.click(within(dialog).getByRole('button', { name: 'Modify' }));
    expect(within(dialog).getByText('The score must be a whole number from 0 to 150')).toBeInTheDocument();
    expect(submissions.get(row.submitId)?.isManual).toBe(false);

    await user.clear(score);
    await user.type(score, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Modify' }));
    expect(await screen.findByText('Update Successfully')).toBeInTheDocument();
    expect(submissions.get(row.submitId)?.score).toBe(120);
  });

  it('bounds a hand score by what the server stores when the total cannot be read', async () => {
    const row = seeded(
      (s) => s.status === JudgeStatus.PARTIAL_ACCEPTED && s.score !== null && problems.get(s.pid)?.type === 1,
    );
    server.use(http.get('*/api/admin/problem', () => HttpResponse.error()));
    await loginAs('root');
    const { user } = renderApp(`/submission-detail/${row.submitId}`);
    const actions = await screen.findByRole('group', { name: 'Admin actions' });
    await user.click(within(actions).getByRole('button', { name: 'Manual judge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manual judge' });
    const score = within(dialog).getByLabelText('Score');
    await user.clear(score);
    await user.type(score, '2147483648');
    await user.click(within(dialog).getByRole('button', { name: 'Modify' }));
    expect(
      within(dialog).getByText('The score must be a whole number from 0 to 2,147,483,647'),
    ).toBeInTheDocument();
    await user.clear(score);
    await user.type(score, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Modify' }));
    expect(await screen.findByText('Update Successfully')).toBeInTheDocument();
  });
});
