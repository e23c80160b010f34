import { act, screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { contests } from '@hoj/mocks/store/schema/contests';
import { clock, HOUR, MINUTE } from '@hoj/mocks/store/clock';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { SWITCH_REFRESH_SPREAD_MS } from './useRefreshAtSwitch';

const server = installMockServer();

beforeEach(() => resetPortal());
afterEach(() => {
  jest.useRealTimers();
  server.events.removeAllListeners();
});

/** The seed's protected OI contest: three hours long, starting three days after the seed time. */
const PROTECTED = 3;

/** Fake timers move the page's clock and the mock's alike; the mock's is then set `msBeforeStart` before the start. */
function beforeStartOfProtected(msBeforeStart: number): void {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
  const contest = contests.get(PROTECTED);
  if (!contest) throw new Error('the seed has no contest 3');
  clock.advance(contest.startTime.getTime() - msBeforeStart - clock.nowMs());
}

/** What the server answers about the contest, each time the page asks. */
function watchContestInfo(): string[] {
  const statuses: string[] = [];
  server.events.on('response:mocked', async ({ request, response }) => {
    if (new URL(request.url).pathname !== '/api/get-contest-info') return;
    const body = (await response.clone().json()) as { data: { status: number } };
    statuses.push(String(body.data.status));
  });
  return statuses;
}

const progressOf = (bar: HTMLElement) => within(bar).getByRole('progressbar', { name: 'Contest progress' });

describe('the contest shell on the server’s clock', () => {
  it('turns a scheduled contest into a running one at its start, without a reload, and reads it again', async () => {
    beforeStartOfProtected(5_000);
    await loginAs('bob');
    const answers = watchContestInfo();
    renderApp(`/contest/${PROTECTED}`);

    const bar = await screen.findByRole('region', { name: 'Contest status' });
    expect(await within(bar).findByText('Scheduled')).toBeInTheDocument();
    expect(within(bar).getByRole('timer')).toHaveTextContent(/Starts in 00:00:0[45]/);
    expect(progressOf(bar)).toHaveAttribute('aria-valuenow', '0');
    expect(progressOf(bar).getAttribute('aria-valuetext')).toMatch(/^00:00:00 of 03:00:00 elapsed$/);
    const nav = screen.getByRole('navigation', { name: 'Contest navigation' });
    expect(within(nav).getByRole('link', { name: 'Problems' })).toHaveAttribute('aria-disabled', 'true');
    expect(answers).toEqual(['-1']);

    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(within(bar).getByText('Running')).toBeInTheDocument();
    expect(within(bar).getByRole('timer')).toHaveTextContent(/Ends in 0(3:00:00|2:59:5\d)/);
    expect(within(nav).getByRole('link', { name: 'Problems' })).toHaveAttribute(
      'href',
      `/contest/${PROTECTED}/problems`,
    );
    // The contest is read again once, within a few seconds of its start, and the server agrees.
    await act(() => jest.advanceTimersByTimeAsync(SWITCH_REFRESH_SPREAD_MS));
    await waitFor(() => expect(answers).toEqual(['-1', '0']));
  });

  it('fills the progress bar as the contest runs, and turns it ended at its end', async () => {
    beforeStartOfProtected(-(3 * HOUR - 5_000));
    await loginAs('bob');
    const answers = watchContestInfo();
    renderApp(`/contest/${PROTECTED}`);
    const bar = await screen.findByRole('region', { name: 'Contest status' });
    expect(await within(bar).findByText('Running')).toBeInTheDocument();
    expect(progressOf(bar)).toHaveAttribute('aria-valuenow', '99');
    expect(progressOf(bar).getAttribute('aria-valuetext')).toMatch(/^02:59:5\d of 03:00:00 elapsed$/);

    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(within(bar).getByText('Ended')).toBeInTheDocument();
    expect(within(bar).queryByRole('timer')).not.toBeInTheDocument();
    expect(progressOf(bar)).toHaveAttribute('aria-valuenow', '100');
    expect(progressOf(bar).getAttribute('aria-valuetext')).toMatch(/^03:00:00 of 03:00:00 elapsed$/);
    await act(() => jest.advanceTimersByTimeAsync(SWITCH_REFRESH_SPREAD_MS));
    await waitFor(() => expect(answers).toEqual(['0', '1']));
  });

  it('shows half the bar half-way through', async () => {
    beforeStartOfProtected(-90 * MINUTE);
    await loginAs('bob');
    renderApp(`/contest/${PROTECTED}`);
    const bar = await screen.findByRole('region', { name: 'Contest status' });
    await within(bar).findByText('Running');
    expect(progressOf(bar)).toHaveAttribute('aria-valuenow', '50');
  });

  it('says how far the contest has run in Chinese too', async () => {
    resetPortal('zh-CN');
    beforeStartOfProtected(-HOUR);
    await loginAs('bob');
    renderApp(`/contest/${PROTECTED}`);
    const bar = await screen.findByRole('region', { name: '比赛状态' });
    const progress = await within(bar).findByRole('progressbar', { name: '比赛进度' });
    expect(progress).toHaveAttribute('aria-valuenow', '33');
    expect(progress.getAttribute('aria-valuetext')).toMatch(/^已进行 01:00:0\d，共 03:00:00$/);
  });
});
