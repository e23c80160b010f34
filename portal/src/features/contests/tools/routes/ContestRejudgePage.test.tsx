import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { JudgeStatus } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { submissions } from '@hoj/mocks/store/schema/judge';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());
afterEach(() => server.events.removeAllListeners());

/** The running public ACM contest of the seed, with contest submissions. */
const RUNNING = 2;

const table = () => screen.findByRole('region', { name: 'Contest problems' });

/** The contest's first problem that has submissions, as the contest lists it. */
async function problemWithSubmissions() {
  const problems = await unwrap(api.GET('/api/get-contest-problem', { params: { query: { cid: RUNNING } } }));
  const problem = problems.find((p) => submissions.where('cid', RUNNING).some((s) => s.pid === p.pid));
  if (!problem) throw new Error('the seed has submissions in contest 2');
  return problem;
}

const submissionsOf = (pid: number) => submissions.where('cid', RUNNING).filter((s) => s.pid === pid);

describe('the contest rejudge page', () => {
  it('lists the contest’s problems, each with its rejudge button', async () => {
    await loginAs('root');
    const problems = await unwrap(
      api.GET('/api/get-contest-problem', { params: { query: { cid: RUNNING } } }),
    );
    renderApp(`/contest/${RUNNING}/rejudge`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '春季个人赛 第 1 场 · Contest rejudge' }),
    ).toBeInTheDocument();
    const region = await table();
    expect(
      within(region)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(problems.map((problem) => problem.displayId));
    for (const problem of problems)
      expect(
        within(region).getByRole('button', {
          name: 'Rejudge all',
          description: `Rejudge every submission of problem ${problem.displayId}`,
        }),
      ).toBeInTheDocument();
  });

  it('asks first, then rejudges every submission of the problem and says so', async () => {
    await loginAs('root');
    const problem = await problemWithSubmissions();
    const rejudges: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/admin/judge/rejudge-contest-problem') rejudges.push(url.search);
    });
    const { user } = renderApp(`/contest/${RUNNING}/rejudge`);
    const button = within(await table()).getByRole('button', {
      name: 'Rejudge all',
      description: `Rejudge every submission of problem ${problem.displayId}`,
    });

    await user.click(button);
    let dialog = await screen.findByRole('dialog', { name: `Rejudge problem ${problem.displayId}?` });
    expect(dialog).toHaveTextContent(
      `Are you sure you want to rejudge every submission of ${problem.displayId} · ${problem.displayTitle}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rejudges).toEqual([]);

    await user.click(button);
    dialog = await screen.findByRole('dialog', { name: `Rejudge problem ${problem.displayId}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Rejudge' }));
    expect(await screen.findByText('Rejudge successful')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rejudges).toEqual([`?cid=${RUNNING}&pid=${problem.pid}`]);
    expect(submissionsOf(problem.pid).every((s) => s.status === JudgeStatus.PENDING)).toBe(true);
  });

  it('keeps the question open and tells the server’s reason when the rejudge is refused', async () => {
    await loginAs('root');
    const problem = await problemWithSubmissions();
    server.use(
      http.get('*/api/admin/judge/rejudge-contest-problem', () =>
        HttpResponse.json({ status: 500, msg: 'Server Error!', data: null }, { status: 500 }),
      ),
    );
    const { user } = renderApp(`/contest/${RUNNING}/rejudge`);
    await user.click(
      within(await table()).getByRole('button', {
        name: 'Rejudge all',
        description: `Rejudge every submission of problem ${problem.displayId}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Rejudge problem ${problem.displayId}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Rejudge' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Rejudge' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: `Rejudge problem ${problem.displayId}?` })).toBeInTheDocument();
    expect(screen.queryByText('Rejudge successful')).not.toBeInTheDocument();
  });

  it('tells a contest without problems from one whose problems could not be read', async () => {
    await loginAs('root');
    let fail = true;
    server.use(
      http.get('*/api/get-contest-problem', () =>
        fail
          ? HttpResponse.json({ status: 500, msg: 'Server Error!', data: null }, { status: 500 })
          : HttpResponse.json({ status: 200, msg: 'success', data: null }),
      ),
    );
    const { user } = renderApp(`/contest/${RUNNING}/rejudge`);
    expect(await screen.findByText('The contest problems could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('This contest has no problems yet')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    resetPortal('zh-CN');
    await loginAs('root');
    renderApp(`/contest/${RUNNING}/rejudge`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '春季个人赛 第 1 场 · 比赛重新测评' }),
    ).toBeInTheDocument();
    expect(
      (await screen.findAllByRole('button', { name: '重测', description: /^重测 \S+ 题的全部提交$/ })).length,
    ).toBeGreaterThan(0);
  });
});
