import { screen, waitFor, within } from '@testing-library/react';
import { JudgeStatus } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { users } from '@hoj/mocks/accounts/tables';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { submissions, type SubmissionRow } from '@hoj/mocks/judge/tables';
import { APLUSB } from '@hoj/mocks/judge/testSupport';
import { problems } from '@hoj/mocks/problems/tables';
import { clock } from '@hoj/mocks/store/clock';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { loginAs } from '@portal/test/loginAs';

installMockServer();

beforeEach(() => resetPortal());

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
    for (const excluded of ['Pending', 'Judging', 'Compiling', 'Compile Error', 'Cancelled', 'Submitting'])
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
});
