import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { clock, MINUTE } from '@hoj/mocks/store/clock';
import { contestAnnouncements } from '@hoj/mocks/store/schema/contests';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

/** The seed's running ACM contest: two visible announcements and a hidden draft. */
const RUNNING = 2;

const list = (name = 'Contest announcements') => screen.findByRole('list', { name });
const toggles = async (name?: string) =>
  within(await list(name))
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'));
const titleOf = (toggle: HTMLElement) => toggle.querySelector('.contest-announcement__title')?.textContent;

/** Adds `count` visible announcements to the contest, the newest last. */
function announce(count: number) {
  const publisher = contestAnnouncements.where('cid', RUNNING)[0]?.uid ?? '1';
  for (let i = 1; i <= count; i += 1) {
    const at = new Date(clock.nowMs() - (count - i) * MINUTE);
    contestAnnouncements.insert({
      id: contestAnnouncements.nextId(),
      cid: RUNNING,
      title: `第 ${i} 号通知`,
      content: `通知正文 ${i}`,
      uid: publisher,
      status: 0,
      gmtCreate: at,
      gmtModified: at,
    });
  }
}

describe('the contest announcements', () => {
  it('lists the visible ones newest first, the newest open, each opening to its text', async () => {
    await loginAs('alice');
    const { user } = renderApp(`/contest/${RUNNING}/announcements`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contest announcements' }),
    ).toBeInTheDocument();
    const [newest, older, ...rest] = await toggles();
    if (!newest || !older) throw new Error('the seed has two visible announcements');
    expect(rest).toHaveLength(0);
    expect(titleOf(newest)).toBe('封榜提醒');
    expect(titleOf(older)).toBe('B 题样例说明更正');
    expect(screen.queryByText('赛后题解安排（草稿）')).not.toBeInTheDocument();

    expect(newest).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('比赛最后一小时封榜，封榜后的提交结果在赛后公布。')).toBeInTheDocument();
    expect(older).toHaveAttribute('aria-expanded', 'false');
    await user.click(older);
    expect(older).toHaveAttribute('aria-expanded', 'true');
    // Markdown, rendered.
    const bold = await screen.findByText('已提交的代码不受影响');
    expect(bold.tagName).toBe('STRONG');
    await user.click(newest);
    expect(newest).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('比赛最后一小时封榜，封榜后的提交结果在赛后公布。')).not.toBeInTheDocument();
  });

  it('pages through them 10 at a time', async () => {
    announce(12);
    await loginAs('alice');
    const { user } = renderApp(`/contest/${RUNNING}/announcements`);
    await waitFor(async () => expect(await toggles()).toHaveLength(10));
    expect(titleOf((await toggles())[0] as HTMLElement)).toBe('第 12 号通知');
    const pager = screen.getByRole('navigation', { name: 'Announcement pages' });
    await user.click(within(pager).getByRole('button', { name: /2/ }));
    await waitFor(async () =>
      expect((await toggles()).map(titleOf)).toEqual([
        '第 2 号通知',
        '第 1 号通知',
        '封榜提醒',
        'B 题样例说明更正',
      ]),
    );
  });

  it('counts what it listed as shown, for this user and contest', async () => {
    const alice = await loginAs('alice');
    renderApp(`/contest/${RUNNING}/announcements`);
    await waitFor(async () => expect(await toggles()).toHaveLength(2));
    const visible = contestAnnouncements
      .where('cid', RUNNING)
      .filter((item) => item.status === 0)
      .map((item) => item.id);
    await waitFor(() =>
      expect(
        JSON.parse(localStorage.getItem(`contest.${RUNNING}.readAnnouncements.${alice.uid}`) ?? '[]'),
      ).toEqual(expect.arrayContaining(visible)),
    );
  });

  it('tells loading, failure and none apart, and retries', async () => {
    await loginAs('alice');
    let answer: 'fail' | 'none' = 'fail';
    server.use(
      http.get('*/api/get-contest-announcement', () =>
        answer === 'fail'
          ? HttpResponse.json({ status: 500, msg: 'boom', data: null })
          : HttpResponse.json({
              status: 200,
              msg: 'success',
              data: { records: [], total: 0, size: 10, current: 1, pages: 0 },
            }),
      ),
    );
    const { user } = renderApp(`/contest/${RUNNING}/announcements`);
    expect(await screen.findByText('The contest announcements could not be loaded')).toBeInTheDocument();
    answer = 'none';
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('No announcements')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    resetPortal('zh-CN');
    await loginAs('alice');
    renderApp(`/contest/${RUNNING}/announcements`);
    expect(await screen.findByRole('heading', { level: 1, name: '比赛公告' })).toBeInTheDocument();
    const [newest] = await toggles('比赛公告');
    expect(newest).toHaveTextContent('root 发布');
  });
});
