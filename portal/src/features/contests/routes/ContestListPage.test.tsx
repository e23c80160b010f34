import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ContestVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

const list = (name = 'Contest list') => screen.findByRole('list', { name });
const items = async (name?: string) => within(await list(name)).getAllByRole('listitem');
const titles = async () =>
  (await items()).map((item) => within(item).getByRole('heading', { level: 2 }).textContent);
const itemOf = async (title: string, listName?: string) => {
  const found = (await items(listName)).find(
    (item) => within(item).getByRole('heading', { level: 2 }).textContent === title,
  );
  if (!found) throw new Error(`no contest "${title}" in the list`);
  return found;
};
/** The address's filters, decoded. */
const filtersIn = (search: string) => Object.fromEntries(new URLSearchParams(search));

/** The first page of the site's contests as the mock backend answers it. */
async function seededPage(query: { status?: -1 | 0 | 1; type?: 0 | 1; keyword?: string } = {}) {
  const page = await unwrap(api.GET('/api/get-contest-list', { params: { query: { ...query, limit: 10 } } }));
  return { titles: page.records.map((record) => record.title), records: page.records, total: page.total };
}

const HOUR = 3_600_000;
const hojDate = (ms: number) => new Date(ms).toISOString().replace('Z', '+0000');

/** A contest of a hand-made list answer, the fields the list reads. */
function contest(id: number, title: string, changes: Partial<ContestVO> & { startsInMs: number }): ContestVO {
  const { startsInMs, ...rest } = changes;
  const start = Date.now() + startsInMs;
  return {
    id,
    title,
    type: 0,
    auth: 0,
    status: startsInMs > 0 ? -1 : startsInMs > -3 * HOUR ? 0 : 1,
    startTime: hojDate(start),
    endTime: hojDate(start + 3 * HOUR),
    duration: 3 * 3600,
    count: 0,
    openRank: false,
    oiRankScoreType: 'Recent',
    ...rest,
  };
}

function answerList(records: ContestVO[], total = records.length, asked?: URLSearchParams[]) {
  server.use(
    http.get('*/api/get-contest-list', ({ request }) => {
      asked?.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        status: 200,
        msg: 'success',
        data: { records, total, size: 10, current: 1, pages: Math.ceil(total / 10) },
      });
    }),
  );
}

describe('the contest list', () => {
  it('lists the site contests, scheduled first, with start, length, rule, access and registrations', async () => {
    const seeded = await seededPage();
    renderApp('/contest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contests' })).toBeInTheDocument();
    expect(await titles()).toEqual(seeded.titles);
    expect(seeded.records.map((record) => record.status)).toEqual(
      [...seeded.records.map((record) => record.status)].sort((a, b) => a - b),
    );
    expect(screen.getByText(`${seeded.total} contests`)).toBeInTheDocument();

    const weekly = await itemOf('OI 周赛 #12');
    expect(within(weekly).getByText('Scheduled')).toBeInTheDocument();
    expect(within(weekly).getByText('3 h')).toBeInTheDocument();
    expect(within(weekly).getByText('6 registered')).toBeInTheDocument();
    expect(within(weekly).getByRole('time')).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-/));
    expect(within(weekly).getByRole('button', { name: 'Protected' })).toHaveAccessibleDescription(
      'Protected - anyone can see, but only users knowing the contest password can submit.',
    );
    // An OI contest's rule tells how its board ranks: the seed's weekly contest keeps the most recent score.
    expect(
      within(weekly).getByRole('button', { name: 'OI: show OI contests only' }),
    ).toHaveAccessibleDescription('Contest rank: based on the most recent score submitted for each problem');
    expect(
      within(await itemOf('新生入门赛')).getByRole('button', { name: 'OI: show OI contests only' }),
    ).toHaveAccessibleDescription('Contest rank: based on the highest score submitted for each problem');
    expect(within(await itemOf('春季个人赛 第 1 场')).getByText('Running')).toBeInTheDocument();
    expect(within(await itemOf('新生入门赛')).getByText('Ended')).toBeInTheDocument();
  });

  it('marks a private contest with a red lock and a protected one with an orange lock, saying which', async () => {
    renderApp('/contest');
    const privateLock = within(await itemOf('校队选拔赛（第一轮）')).getByRole('img', {
      name: 'Private contest: a password is needed to enter',
    });
    expect(privateLock).toHaveClass('contest-lock--private');
    const protectedLock = within(await itemOf('OI 周赛 #12')).getByRole('img', {
      name: 'Protected contest: a password is needed to submit',
    });
    expect(protectedLock).toHaveClass('contest-lock--protected');
    expect(within(await itemOf('春季个人赛 第 1 场')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps the filters in the address, drops the empty ones, and goes back to page 1 on a change', async () => {
    const { router, user } = renderApp('/contest?currentPage=2');
    await screen.findByText('No contests');

    await user.selectOptions(screen.getByLabelText('Status'), 'Scheduled');
    await waitFor(() => expect(filtersIn(router.state.location.search)).toEqual({ status: '-1' }));
    const scheduled = await seededPage({ status: -1 });
    await waitFor(async () => expect(await titles()).toEqual(scheduled.titles));

    const keyword = screen.getByRole('searchbox', { name: 'Keyword' });
    await user.type(keyword, '选拔{Enter}');
    await waitFor(() =>
      expect(filtersIn(router.state.location.search)).toEqual({ status: '-1', keyword: '选拔' }),
    );
    const named = await seededPage({ status: -1, keyword: '选拔' });
    expect(named.titles).toEqual(['暑期集训选拔赛', '校队选拔赛（第一轮）']);
    await waitFor(async () => expect(await titles()).toEqual(named.titles));

    await user.clear(screen.getByRole('searchbox', { name: 'Keyword' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(filtersIn(router.state.location.search)).toEqual({ status: '-1' }));

    await user.selectOptions(screen.getByLabelText('Rule'), 'OI');
    await waitFor(() => expect(filtersIn(router.state.location.search)).toEqual({ status: '-1', type: '1' }));
    await waitFor(async () => expect(await titles()).toEqual(['OI 周赛 #12']));

    // Back shows the list the address had before, its filters on screen.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Rule')).toHaveValue(''));
    expect(screen.getByLabelText('Status')).toHaveValue('-1');
  });

  it('pages through 10 contests at a time, the page in the address, and starts again at page 1 on a filter', async () => {
    const asked: URLSearchParams[] = [];
    const records = Array.from({ length: 10 }, (_, i) =>
      contest(100 + i, `周赛 #${i + 1}`, { startsInMs: -(i + 2) * 24 * HOUR }),
    );
    answerList(records, 23, asked);
    const { router, user } = renderApp('/contest');
    await list();
    expect(screen.getByText('23 contests')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Contest pages' });
    await user.click(within(pager).getByRole('button', { name: /3/ }));
    await waitFor(() => expect(filtersIn(router.state.location.search)).toEqual({ currentPage: '3' }));
    await waitFor(() => expect(asked.at(-1)?.get('currentPage')).toBe('3'));
    expect(asked.at(-1)?.get('limit')).toBe('10');

    await user.click(
      within(await itemOf('周赛 #1')).getByRole('button', { name: 'ACM: show ACM contests only' }),
    );
    await waitFor(() => expect(filtersIn(router.state.location.search)).toEqual({ type: '0' }));
    await waitFor(() => expect(asked.at(-1)?.get('currentPage')).toBe('1'));
    expect(asked.at(-1)?.get('type')).toBe('0');
    expect(asked.at(-1)?.has('status')).toBe(false);
    expect(asked.at(-1)?.has('keyword')).toBe(false);
  });

  it('asks a visitor to log in when they open a contest, then goes on to it', async () => {
    const { router, user } = renderApp('/contest');
    await user.click(
      within(await itemOf('春季个人赛 第 1 场')).getByRole('link', { name: '春季个人赛 第 1 场' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(within(dialog).getByText('Please login first')).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((toast) => toast.textContent === 'Please login first')).toBe(
      true,
    );
    expect(router.state.location.pathname).toBe('/contest');

    await user.type(within(dialog).getByLabelText('Username'), 'alice');
    await user.type(within(dialog).getByLabelText('Password'), 'alice123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/2'));
  });

  it('opens a contest for a logged-in user', async () => {
    await loginAs('alice');
    const { router, user } = renderApp('/contest');
    await user.click(
      within(await itemOf('春季个人赛 第 1 场')).getByRole('link', { name: '春季个人赛 第 1 场' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/2'));
    expect(await screen.findByRole('heading', { level: 1, name: '春季个人赛 第 1 场' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the public board of a contest that opens it, by its rule', async () => {
    const seeded = await seededPage();
    expect(seeded.records.some((record) => record.openRank)).toBe(true);
    renderApp('/contest');
    for (const record of seeded.records) {
      const board = within(await itemOf(record.title)).queryByRole('link', {
        name: `Outside scoreboard of ${record.title}`,
      });
      if (record.openRank) expect(board).toHaveAttribute('href', `/contest/acm-scoreboard/${record.id}`);
      else expect(board).not.toBeInTheDocument();
    }
  });

  it("sends an OI board to its own address, and keeps a scheduled contest's board closed", async () => {
    answerList([
      contest(11, '秋季联赛 OI 组', { type: 1, openRank: true, startsInMs: -30 * 24 * HOUR }),
      contest(12, '秋季联赛 ACM 组', { openRank: true, startsInMs: 2 * 24 * HOUR }),
    ]);
    renderApp('/contest');
    expect(
      within(await itemOf('秋季联赛 OI 组')).getByRole('link', {
        name: 'Outside scoreboard of 秋季联赛 OI 组',
      }),
    ).toHaveAttribute('href', '/contest/oi-scoreboard/11');
    const waiting = within(await itemOf('秋季联赛 ACM 组')).getByRole('button', {
      name: 'Outside scoreboard (opens when the contest starts)',
    });
    expect(waiting).toBeDisabled();
  });

  it('tells loading, failure and an empty list apart, and retries', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fail = true;
    server.use(
      http.get('*/api/get-contest-list', async () => {
        await held;
        return fail ? HttpResponse.json({ status: 500, msg: 'boom', data: null }) : undefined;
      }),
    );
    const { user } = renderApp('/contest?keyword=no-such-contest');
    expect(await screen.findByText('Loading the contests…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('The contests could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('No contests')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('No contests')).toBeInTheDocument();
    expect(screen.queryByText('The contests could not be loaded')).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    resetPortal('zh-CN');
    renderApp('/contest');
    expect(await screen.findByRole('heading', { level: 1, name: '比赛' })).toBeInTheDocument();
    const weekly = await itemOf('OI 周赛 #12', '比赛列表');
    expect(within(weekly).getByText('未开始')).toBeInTheDocument();
    expect(within(weekly).getByRole('img', { name: '保护赛：凭密码提交' })).toBeInTheDocument();
    expect(within(weekly).getByRole('button', { name: '保护赛' })).toHaveAccessibleDescription(
      '保护赛 - 每个用户都可查看，但是提交需要密码',
    );
    expect(
      within(weekly).getByRole('button', { name: 'OI：只看 OI 赛制的比赛' }),
    ).toHaveAccessibleDescription('比赛排名：以每题提交的最近得分计算');
    expect(screen.getByText(`共 ${(await seededPage()).total} 场比赛`)).toBeInTheDocument();
  });
});
