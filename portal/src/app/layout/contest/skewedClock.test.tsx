import { act, screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { contests } from '@hoj/mocks/store/schema/contests';
import { clock } from '@hoj/mocks/store/clock';
import { login } from '@portal/features/auth';
import { renderApp, resetPortal } from '@portal/test/renderApp';

installMockServer();

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The seed's protected OI contest: it starts three days after the seed time and runs three hours. */
const PROTECTED = 3;

beforeEach(() => resetPortal());
afterEach(() => jest.useRealTimers());

/**
 * The server's time at `serverMs`, the PC's `skewMs` away from it. Fake timers move both clocks (the mock
 * reads the same `Date.now()`), so the mock clock takes the difference.
 */
function clocks(serverMs: number, skewMs: number): void {
  jest.useFakeTimers({
    now: serverMs + skewMs,
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'],
  });
  clock.advance(serverMs - Date.now());
}

function startOfProtected(): number {
  const contest = contests.get(PROTECTED);
  if (!contest) throw new Error('the seed has no contest 3');
  return contest.startTime.getTime();
}

describe("contest state on the server's time", () => {
  it('runs a contest the server runs on a PC whose clock is days behind, its problem open for submitting', async () => {
    clocks(startOfProtected() + 10 * MINUTE, -4 * DAY);
    await login({ username: 'bob', password: 'bob123' });
    const { router } = renderApp(`/contest/${PROTECTED}/problem/A`);

    const bar = await screen.findByRole('region', { name: 'Contest status' });
    expect(await within(bar).findByText('Running')).toBeInTheDocument();
    expect(within(bar).getByRole('timer')).toHaveTextContent(/Ends in 02:(50:00|49:5\d)/);
    const nav = screen.getByRole('navigation', { name: 'Contest navigation' });
    expect(within(nav).getByRole('link', { name: 'Problems' })).toHaveAttribute(
      'href',
      `/contest/${PROTECTED}/problems`,
    );

    const submit = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText('The contest has not started yet')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/contest/${PROTECTED}/problem/A`);
  });

  it("switches from scheduled to running at the server's start, not the PC's", async () => {
    // The PC is two days ahead: by its clock this contest ended long ago.
    clocks(startOfProtected() - MINUTE, 2 * DAY);
    await login({ username: 'bob', password: 'bob123' });
    renderApp(`/contest/${PROTECTED}`);

    const bar = await screen.findByRole('region', { name: 'Contest status' });
    expect(await within(bar).findByText('Scheduled')).toBeInTheDocument();
    expect(within(bar).getByRole('timer')).toHaveTextContent(/Starts in 00:(01:00|00:5\d)/);
    const nav = screen.getByRole('navigation', { name: 'Contest navigation' });
    expect(within(nav).getByRole('link', { name: 'Problems' })).toHaveAttribute('aria-disabled', 'true');

    await act(() => jest.advanceTimersByTimeAsync(MINUTE));
    expect(within(bar).getByText('Running')).toBeInTheDocument();
    expect(within(bar).getByRole('timer')).toHaveTextContent(/Ends in 0(3:00:00|2:59:5\d)/);
    expect(within(nav).getByRole('link', { name: 'Problems' })).toHaveAttribute(
      'href',
      `/contest/${PROTECTED}/problems`,
    );
  });
});
