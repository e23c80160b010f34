import { act, screen, waitFor, within } from '@testing-library/react';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { clock } from '@hoj/mocks/store/clock';
import { contestAnnouncements } from '@hoj/mocks/store/schema/contests';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { UNREAD_CHECK_MS } from './ContestAnnouncementWatcher';

const server = installMockServer();

beforeEach(() => resetPortal());
afterEach(() => jest.useRealTimers());

/** The seed's running ACM contest (two visible announcements, one hidden draft) and its ended OI contest. */
const RUNNING = 2;
const ENDED = 1;

const notices = () => screen.getByRole('region', { name: 'New contest announcements' });
const noticeTitles = () =>
  within(notices())
    .queryAllByRole('article')
    .map((notice) => notice.querySelector('.contest-notice__title')?.textContent);
const readKey = (uid: string, cid = RUNNING) => `contest.${cid}.readAnnouncements.${uid}`;
const stored = (key: string): number[] => JSON.parse(localStorage.getItem(key) ?? '[]') as number[];

/** Counts the unread checks the page makes. */
function countChecks() {
  const checks = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/get-contest-not-read-announcement') checks.count += 1;
  });
  return checks;
}

function announce(title: string) {
  const at = clock.now();
  return contestAnnouncements.insert({
    id: contestAnnouncements.nextId(),
    cid: RUNNING,
    title,
    content: '比赛延长 30 分钟。',
    uid: contestAnnouncements.where('cid', RUNNING)[0]?.uid ?? '1',
    status: 0,
    gmtCreate: at,
    gmtModified: at,
  });
}

afterEach(() => server.events.removeAllListeners());

describe('the unread contest announcements', () => {
  it('tells the ones not shown yet, once, kept per user and contest', async () => {
    const alice = await loginAs('alice');
    const first = renderApp(`/contest/${RUNNING}/problems`);
    await waitFor(() => expect(noticeTitles()).toEqual(['封榜提醒', 'B 题样例说明更正']));
    // Hidden drafts are never told.
    expect(screen.queryByText('赛后题解安排（草稿）')).not.toBeInTheDocument();
    const visible = contestAnnouncements
      .where('cid', RUNNING)
      .filter((item) => item.status === 0)
      .map((item) => item.id);
    expect([...stored(readKey(alice.uid))].sort()).toEqual([...visible].sort());

    // Dismissed, they are gone; the notice leads to the announcements.
    const notice = within(notices()).getAllByRole('article')[0] as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'View the contest announcements' })).toHaveAttribute(
      'href',
      `/contest/${RUNNING}/announcements`,
    );
    await first.user.click(within(notice).getByRole('button', { name: 'Dismiss the notice: 封榜提醒' }));
    expect(noticeTitles()).toEqual(['B 题样例说明更正']);
    first.unmount();

    // Another visit: nothing to tell again.
    const checks = countChecks();
    renderApp(`/contest/${RUNNING}`);
    await screen.findByRole('heading', { level: 1, name: '春季个人赛 第 1 场' });
    await waitFor(() => expect(checks.count).toBe(1));
    expect(noticeTitles()).toEqual([]);
  });

  it('tells another account on the same browser too', async () => {
    await loginAs('alice');
    const first = renderApp(`/contest/${RUNNING}`);
    await waitFor(() => expect(noticeTitles()).toHaveLength(2));
    first.unmount();

    const bob = await loginAs('bob');
    renderApp(`/contest/${RUNNING}`);
    await waitFor(() => expect(noticeTitles()).toHaveLength(2));
    expect(stored(readKey(bob.uid))).toHaveLength(2);
  });

  it('checks every minute on every contest page, and tells a new one as it comes', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'performance'] });
    await loginAs('alice');
    const checks = countChecks();
    renderApp(`/contest/${RUNNING}/problems`);
    await waitFor(() => expect(noticeTitles()).toHaveLength(2));
    expect(checks.count).toBe(1);

    await act(() => jest.advanceTimersByTimeAsync(UNREAD_CHECK_MS));
    expect(checks.count).toBe(2);
    expect(noticeTitles()).toHaveLength(2);

    announce('比赛延长 30 分钟');
    await act(() => jest.advanceTimersByTimeAsync(UNREAD_CHECK_MS));
    expect(checks.count).toBe(3);
    await waitFor(() => expect(noticeTitles()).toEqual(['封榜提醒', 'B 题样例说明更正', '比赛延长 30 分钟']));
    expect(within(notices()).getByText('比赛延长 30 分钟').closest('[aria-live="polite"]')).not.toBeNull();

    await act(() => jest.advanceTimersByTimeAsync(UNREAD_CHECK_MS));
    expect(checks.count).toBe(4);
    expect(noticeTitles()).toHaveLength(3);
  });

  it('does not check an ended contest', async () => {
    await loginAs('alice');
    const checks = countChecks();
    renderApp(`/contest/${ENDED}`);
    expect(await screen.findByRole('heading', { level: 1, name: '新生入门赛' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Contest details' });
    expect(checks.count).toBe(0);
    expect(noticeTitles()).toEqual([]);
  });

  it('says it in Chinese', async () => {
    resetPortal('zh-CN');
    await loginAs('alice');
    renderApp(`/contest/${RUNNING}`);
    const region = await screen.findByRole('region', { name: '新的比赛公告' });
    await waitFor(() => expect(within(region).getAllByText('具体内容请查看比赛公告')).toHaveLength(2));
  });
});
