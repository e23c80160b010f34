import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { login } from '@portal/features/auth';
import { failingReads } from '@portal/test/failingReads';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { contestAccess, contestInfo, groupAuth, running, scheduled } from './accessHandlers.testing';

const server = installMockServer();

beforeEach(() => resetPortal());
afterEach(() => jest.useRealTimers());

const contestNav = () => screen.findByRole('navigation', { name: 'Contest navigation' });
const CONTEST_PAGES = ['Problems', 'My submissions', 'Rank'];
const NOT_STARTED = 'Not started yet: this opens when the contest starts';
const PRIVATE = 'Private contest: register with its password on the contest home first';

/** A disabled entry: a link by role, announced as disabled, without an address, saying why. */
function expectDisabled(nav: HTMLElement, name: string, reason: string) {
  const entry = within(nav).getByRole('link', { name });
  expect(entry).toHaveAttribute('aria-disabled', 'true');
  expect(entry).not.toHaveAttribute('href');
  expect(entry).toHaveAttribute('tabindex', '0');
  expect(entry).toHaveAccessibleDescription(reason);
}

/** The visible copy of a disabled entry's reason (hidden from assistive technology, which reads the description). */
const tooltip = () => screen.queryByRole('tooltip', { hidden: true });

/** A toast (a polite status) with exactly this text. */
async function expectToast(text: string) {
  await waitFor(() =>
    expect(screen.getAllByRole('status').some((element) => element.textContent === text)).toBe(true),
  );
}

function expectEnabled(nav: HTMLElement, name: string, href: string) {
  const entry = within(nav).getByRole('link', { name });
  expect(entry).toHaveAttribute('href', href);
  expect(entry).not.toHaveAttribute('aria-disabled');
}

describe('contest menu', () => {
  it('disables the pages of a scheduled contest, not its home, and says why', async () => {
    server.use(contestInfo(scheduled));
    await login({ username: 'alice', password: 'alice123' });
    const { user, router } = renderApp('/contest/7');
    const nav = await contestNav();
    await waitFor(() => expectDisabled(nav, 'Problems', NOT_STARTED));
    for (const name of CONTEST_PAGES) expectDisabled(nav, name, NOT_STARTED);
    expectEnabled(nav, 'Contest home', '/contest/7');
    expectEnabled(nav, 'Back to contests', '/contest');

    // Reachable by keyboard right after the contest home; focusing shows the reason; it goes nowhere.
    within(nav).getByRole('link', { name: 'Contest home' }).focus();
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Problems' })).toHaveFocus();
    expect(tooltip()).toHaveTextContent(NOT_STARTED);
    await user.keyboard('{Enter}');
    await user.click(within(nav).getByRole('link', { name: 'Rank' }));
    expect(router.state.location.pathname).toBe('/contest/7');
    // Escape hides the visible reason.
    within(nav).getByRole('link', { name: 'Rank' }).focus();
    expect(tooltip()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('enables the pages by itself when the countdown reaches the start', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    server.use(contestInfo({ startsInMs: 3_000 }));
    await login({ username: 'alice', password: 'alice123' });
    renderApp('/contest/7');
    const nav = await contestNav();
    await waitFor(() => expectDisabled(nav, 'Rank', NOT_STARTED));

    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expectDisabled(nav, 'Rank', NOT_STARTED);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expectEnabled(nav, 'Problems', '/contest/7/problems');
    expectEnabled(nav, 'My submissions', '/contest/7/submissions?onlyMine=true');
    expectEnabled(nav, 'Rank', '/contest/7/rank');
  });

  it.each([
    ['running', { startsInMs: -3_600_000 }],
    ['ended', { startsInMs: -86_400_000, lengthMs: 3_600_000 }],
  ])('opens the pages of a %s public contest without asking for access', async (_, shape) => {
    const calls = { count: 0 };
    server.use(contestInfo(shape), contestAccess(false, calls));
    await login({ username: 'alice', password: 'alice123' });
    renderApp('/contest/7');
    const nav = await contestNav();
    await waitFor(() => expectEnabled(nav, 'Problems', '/contest/7/problems'));
    expectEnabled(nav, 'Rank', '/contest/7/rank');
    expect(calls.count).toBe(0);
  });

  it('opens a scheduled contest to its author and to the super admin', async () => {
    server.use(contestInfo({ ...scheduled, author: 'alice' }));
    await login({ username: 'alice', password: 'alice123' });
    const first = renderApp('/contest/7');
    await waitFor(async () => expectEnabled(await contestNav(), 'Problems', '/contest/7/problems'));
    first.unmount();

    server.use(contestInfo({ ...scheduled, author: 'admin' }));
    await login({ username: 'root', password: 'root123' });
    renderApp('/contest/7');
    await waitFor(async () => expectEnabled(await contestNav(), 'Rank', '/contest/7/rank'));
  });

  it('keeps a private contest closed until the user has registered', async () => {
    const calls = { count: 0 };
    server.use(contestInfo({ ...running, auth: 1 }), contestAccess(false, calls));
    await login({ username: 'alice', password: 'alice123' });
    const first = renderApp('/contest/7');
    await waitFor(async () => expectDisabled(await contestNav(), 'Problems', PRIVATE));
    expect(calls.count).toBe(1);
    first.unmount();

    server.use(contestAccess(true));
    renderApp('/contest/7');
    await waitFor(async () => expectEnabled(await contestNav(), 'Problems', '/contest/7/problems'));
  });

  it('opens a scheduled group contest to the group root', async () => {
    server.use(contestInfo({ ...scheduled, auth: 1, author: 'admin', gid: 9 }), groupAuth(5));
    await login({ username: 'alice', password: 'alice123' });
    renderApp('/contest/7');
    await waitFor(async () => expectEnabled(await contestNav(), 'Problems', '/contest/7/problems'));
  });

  it('says it in Chinese too', async () => {
    resetPortal('zh-CN');
    server.use(contestInfo(scheduled));
    await login({ username: 'alice', password: 'alice123' });
    renderApp('/contest/7');
    const nav = await screen.findByRole('navigation', { name: '比赛导航' });
    await waitFor(() => expectDisabled(nav, '题目列表', '比赛尚未开始，开始后即可进入'));
  });
});

describe('group menu', () => {
  const groupNav = () => screen.findByRole('navigation', { name: 'Group navigation' });

  it.each([0, 1, 2])('disables the group pages for member level %i', async (level) => {
    server.use(groupAuth(level));
    await login({ username: 'alice', password: 'alice123' });
    renderApp('/group/9');
    const nav = await groupNav();
    await waitFor(() => expectDisabled(nav, 'Group problems', 'Join the group first'));
    expectEnabled(nav, 'Group home', '/group/9');
  });

  it.each([3, 4, 5])('opens the group pages to member level %i', async (level) => {
    server.use(groupAuth(level));
    await login({ username: 'alice', password: 'alice123' });
    renderApp('/group/9');
    await waitFor(async () => expectEnabled(await groupNav(), 'Group problems', '/group/9/problem'));
  });

  it('opens every group to the super admin without asking', async () => {
    const calls = { count: 0 };
    server.use(groupAuth(0, calls));
    await login({ username: 'root', password: 'root123' });
    renderApp('/group/9');
    expectEnabled(await groupNav(), 'Group problems', '/group/9/problem');
    expect(calls.count).toBe(0);
  });

  it('sends a non-member from a group training (a page of the group) to the group home', async () => {
    server.use(groupAuth(1));
    await login({ username: 'alice', password: 'alice123' });
    const { router } = renderApp('/group/9/training/4');
    const nav = await groupNav();
    await waitFor(() => expectDisabled(nav, 'Group problems', 'Join the group first'));
    expect(router.state.location.pathname).toBe('/group/9');
  });

  it('keeps the pages closed, saying so, when the member level cannot be read', async () => {
    server.use(
      http.get('*/api/get-group-auth', () => HttpResponse.json({ status: 500, msg: 'boom', data: null })),
    );
    await login({ username: 'alice', password: 'alice123' });
    renderApp('/group/9');
    const nav = await groupNav();
    await waitFor(() =>
      expectDisabled(nav, 'Group problems', 'Your access could not be checked; please try again later'),
    );
  });
});

describe('a contest whose re-read fails', () => {
  it('stays open, its status strip kept, when its facts cannot be read again', async () => {
    server.use(contestInfo(running));
    await login({ username: 'alice', password: 'alice123' });
    const { queryClient, router } = renderApp('/contest/7/rank');
    const nav = await contestNav();
    await waitFor(() => expectEnabled(nav, 'Problems', '/contest/7/problems'));
    const bar = screen.getByRole('region', { name: 'Contest status' });
    expect(within(bar).getByText('Running')).toBeInTheDocument();

    failingReads(server, ['/api/get-contest-info', '/api/get-website-config']);
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(queryClient.getQueryState(['contest', 7, 'info'])?.status).toBe('error'));

    for (const name of CONTEST_PAGES) expect(within(nav).getByRole('link', { name })).toHaveAttribute('href');
    expect(within(bar).getByText('Spring Cup')).toBeInTheDocument();
    expect(within(bar).getByText('Running')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contest/7/rank');
  });
});

describe('direct visits to closed pages', () => {
  it('sends a scheduled contest page to the contest home with the reason', async () => {
    server.use(contestInfo(scheduled));
    await login({ username: 'alice', password: 'alice123' });
    const { router } = renderApp('/contest/7/problems');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/7'));
    await expectToast(NOT_STARTED);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring Cup' })).toBeInTheDocument();
  });

  it('sends a private contest page to the contest home (its password form) until registered', async () => {
    server.use(contestInfo({ ...running, auth: 1 }), contestAccess(false));
    await login({ username: 'alice', password: 'alice123' });
    const { router } = renderApp('/contest/7/problem/A/full-screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/7'));
    await expectToast(PRIVATE);
  });

  it('lets a running public contest page through', async () => {
    server.use(contestInfo(running));
    await login({ username: 'alice', password: 'alice123' });
    const { router } = renderApp('/contest/7/rank');
    expect(await screen.findByRole('heading', { level: 1, name: /^Spring Cup · / })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contest/7/rank');
  });

  it.each(['/group/4/problem', '/group/4/member', '/group/4/training/4/problems'])(
    'sends %s to the group home for a non-member',
    async (path) => {
      server.use(groupAuth(1));
      await login({ username: 'alice', password: 'alice123' });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/group/4'));
      await expectToast('Join the group first');
      expect(await screen.findByRole('heading', { level: 1, name: 'DS Study Group' })).toBeInTheDocument();
    },
  );

  it.each(['/contest/7/ac-info', '/contest/7/admin-print', '/contest/7/scroll-board'])(
    'refuses %s to a contestant who is not a contest admin',
    async (path) => {
      server.use(contestInfo({ ...running, author: 'admin' }));
      await login({ username: 'alice', password: 'alice123' });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/contest/7'));
      await expectToast('No access: only the contest administrators may open this page');
    },
  );

  it.each(['/contest/7/ac-info', '/contest/7/admin-print', '/contest/7/scroll-board'])(
    'opens %s to the contest author',
    async (path) => {
      server.use(contestInfo({ ...running, author: 'alice' }));
      await login({ username: 'alice', password: 'alice123' });
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: /^Spring Cup · / })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('opens the admin pages of a group contest to the group root only', async () => {
    server.use(contestInfo({ ...running, author: 'admin', gid: 9 }), groupAuth(5));
    await login({ username: 'alice', password: 'alice123' });
    const { router } = renderApp('/contest/7/scroll-board');
    expect(await screen.findByRole('heading', { level: 1, name: /^Spring Cup · / })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contest/7/scroll-board');
  });

  it('lets a member into a group page', async () => {
    server.use(groupAuth(3));
    await login({ username: 'alice', password: 'alice123' });
    const { router } = renderApp('/group/1/member');
    expect(await screen.findByRole('region', { name: 'Member list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/group/1/member');
  });
});

describe('super-admin pages', () => {
  it('tells a logged-in user who is not the super admin "No access", without the login dialog', async () => {
    server.use(contestInfo(running));
    await login({ username: 'admin', password: 'admin123' });
    const { router } = renderApp('/contest/7/rejudge');
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/7'));
    await expectToast('No access: only the super administrator may open this page');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still asks a visitor to log in first', async () => {
    const { router } = renderApp('/contest/7/rejudge');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).getByText('Please login first')).toBeInTheDocument();
  });

  it('lets the super admin in, even before a contest starts', async () => {
    server.use(contestInfo(scheduled));
    await login({ username: 'root', password: 'root123' });
    const { router } = renderApp('/contest/7/rejudge');
    expect(await screen.findByRole('heading', { level: 1, name: /^Spring Cup · / })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contest/7/rejudge');
  });
});
