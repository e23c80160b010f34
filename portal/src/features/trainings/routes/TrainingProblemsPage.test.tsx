import { act, screen, waitFor, within } from '@testing-library/react';
import { JudgeStatus } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { problems } from '@hoj/mocks/store/schema/problems';
import { trainingCategoryLinks, trainingProblems, trainings } from '@hoj/mocks/store/schema/trainings';
import { REFRESH_FAILED, failingReads } from '@portal/test/failingReads';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

/** The seed's private training, which alice registered for and bob did not. */
const PRIVATE = 7;

const table = () => screen.findByRole('region', { name: 'Training problems' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

/** A training of group 1 (alice is a member), with two of the bank's problems. */
function seedGroupTraining(): number {
  const now = new Date();
  const training = trainings.insert({
    id: 901,
    title: '周测前热身',
    description: '团队内部的热身题单。',
    author: 'admin',
    auth: 'Public',
    privatePwd: null,
    rank: 1000,
    status: true,
    gid: 1,
    isGroup: true,
    gmtCreate: now,
    gmtModified: now,
  });
  trainingCategoryLinks.insert({ tid: training.id, cid: 1 });
  ['P1001', 'P1003'].forEach((problemId, index) => {
    const problem = problems.one('problemId', problemId);
    if (!problem) throw new Error(`the seed has no ${problemId}`);
    trainingProblems.insert({
      id: 9000 + index,
      tid: training.id,
      pid: problem.id,
      rank: index + 1,
      displayId: problemId,
      gmtCreate: now,
      gmtModified: now,
    });
  });
  return training.id;
}

describe('a training’s problems', () => {
  it('lists them in training order with the user’s result on each, as the server has them', async () => {
    await loginAs('alice');
    const list = await unwrap(
      api.GET('/api/get-training-problem-list', { params: { query: { tid: PRIVATE } } }),
    );
    const status = await unwrap(
      api.POST('/api/get-user-problem-status', {
        body: { pidList: list.map((problem) => problem.pid), isContestProblemList: false },
      }),
    );
    renderApp(`/training/${PRIVATE}/problems`);

    await waitFor(async () =>
      expect((await bodyRows()).map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual(
        list.map((problem) => problem.problemId),
      ),
    );
    const rows = await bodyRows();
    for (const [index, problem] of list.entries()) {
      const row = rows[index] as HTMLElement;
      const mine = status[String(problem.pid)]?.status;
      if (mine === JudgeStatus.ACCEPTED)
        expect(await within(row).findByRole('img', { name: 'Accepted' })).toBeInTheDocument();
      else if (mine === JudgeStatus.NOT_SUBMITTED)
        expect(within(row).queryByRole('img')).not.toBeInTheDocument();
      const cells = within(row).getAllByRole('cell');
      expect(cells.slice(-2).map((cell) => cell.textContent)).toEqual([
        String(problem.ac),
        String(problem.total),
      ]);
    }
    expect(Object.values(status).some((entry) => entry.status === JudgeStatus.ACCEPTED)).toBe(true);
  });

  it('asks for the password of a private training before showing them', async () => {
    await loginAs('bob');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    try {
      const { user } = renderApp(`/training/${PRIVATE}/problems`);
      const form = await screen.findByRole('region', { name: 'Password required' });
      expect(screen.queryByRole('region', { name: 'Training problems' })).not.toBeInTheDocument();
      // The list is not asked for before registering (the server would refuse it).
      expect(asked).not.toContain('/api/get-training-problem-list');
      await user.type(within(form).getByLabelText('Training password'), 'hoj-strings{Enter}');
      expect(await bodyRows()).toHaveLength(3);
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('works inside a group: its links stay in the group and the results are the group’s', async () => {
    await loginAs('alice');
    const tid = seedGroupTraining();
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/api/get-user-problem-status')
        bodies.push(await request.clone().json());
    });
    try {
      renderApp(`/group/1/training/${tid}/problems`);
      expect(await screen.findByRole('heading', { level: 1, name: '周测前热身' })).toBeInTheDocument();
      const rows = await bodyRows();
      expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'P1001' })).toHaveAttribute(
        'href',
        `/group/1/training/${tid}/problem/P1001`,
      );
      await waitFor(() => expect(bodies).toContainEqual(expect.objectContaining({ gid: 1 })));
      expect(screen.getByRole('link', { name: 'Group trainings' })).toHaveAttribute(
        'href',
        '/group/1/training',
      );
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('keeps the problems when a re-read fails', async () => {
    await loginAs('alice');
    const { queryClient } = renderApp(`/training/${PRIVATE}/problems`);
    const shown = (await bodyRows()).map((row) => row.textContent);
    failingReads(server, ['/api/get-training-problem-list']);
    await act(() => queryClient.refetchQueries({ queryKey: ['training', PRIVATE, 'problems'] }));
    expect(await screen.findByText(REFRESH_FAILED)).toBeInTheDocument();
    expect((await bodyRows()).map((row) => row.textContent)).toEqual(shown);
  });
});
