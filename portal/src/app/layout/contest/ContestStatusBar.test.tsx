import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { login } from '@portal/features/auth';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

function contestInfo(startInMs: number, lengthMs: number) {
  const start = Date.now() + startInMs;
  return http.get('*/api/get-contest-info', ({ request }) =>
    HttpResponse.json({
      status: 200,
      msg: 'success',
      data: {
        id: Number(new URL(request.url).searchParams.get('cid')),
        title: 'Spring Cup',
        type: 0,
        status: -1,
        auth: 0,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + lengthMs).toISOString(),
        duration: lengthMs / 1000,
      },
    }),
  );
}

beforeEach(() => resetPortal());
afterEach(() => jest.useRealTimers());

describe('contest mode', () => {
  it('switches the menu to the contest and back', async () => {
    server.use(contestInfo(-60_000, 3600_000));
    await login({ username: 'alice', password: 'alice123' });
    const { user } = renderApp('/contest/7/problems');
    const nav = await screen.findByRole('navigation', { name: 'Contest navigation' });
    // The running contest's pages are open (links, not disabled entries) once its facts are in.
    await within(nav).findByRole('link', { name: 'Problems', current: 'page' });
    await within(nav).findByRole('link', { name: 'Announcements' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/contest',
      '/contest/7',
      '/contest/7/problems',
      '/contest/7/submissions?onlyMine=true',
      '/contest/7/rank',
      '/contest/7/announcements',
      // The seed's site settings open the contest comments; the contest prints nothing; alice is no admin.
      '/contest/7/comment',
    ]);
    expect(within(nav).getByRole('link', { name: 'Problems' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Back to contests' }));
    const main = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(main).getByRole('link', { name: 'Contest' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('region', { name: 'Contest status' })).not.toBeInTheDocument();
  });

  it('counts down and switches scheduled → running → ended on the client clock', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    server.use(contestInfo(3_000, 5_000));
    await login({ username: 'alice', password: 'alice123' });
    renderApp('/contest/7');
    const bar = await screen.findByRole('region', { name: 'Contest status' });
    expect(await within(bar).findByText('Spring Cup')).toBeInTheDocument();
    expect(within(bar).getByText('Scheduled')).toBeInTheDocument();
    expect(within(bar).getByRole('timer')).toHaveTextContent('Starts in 00:00:03');

    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(within(bar).getByRole('timer')).toHaveTextContent('Starts in 00:00:02');

    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(within(bar).getByText('Running')).toBeInTheDocument();
    expect(within(bar).getByRole('timer')).toHaveTextContent('Ends in 00:00:05');
    expect(within(bar).getByRole('status')).toHaveTextContent('The contest has started');

    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(within(bar).getByText('Ended')).toBeInTheDocument();
    expect(within(bar).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(bar).getByText('The contest is over')).toBeInTheDocument();
    expect(within(bar).getByRole('status')).toHaveTextContent('The contest has ended');
  });

  it('shows days in a long countdown, in Chinese too', async () => {
    resetPortal('zh-CN');
    server.use(contestInfo(2 * 86_400_000 + 3_600_000, 3_600_000));
    await login({ username: 'alice', password: 'alice123' });
    renderApp('/contest/7');
    const bar = await screen.findByRole('region', { name: '比赛状态' });
    expect(await within(bar).findByRole('timer')).toHaveTextContent(/距开始 2 天 0(0:59:5\d|1:00:00)/);
    expect(screen.getByRole('navigation', { name: '比赛导航' })).toBeInTheDocument();
  });
});
