import { screen, waitFor, within } from '@testing-library/react';
import type { ACMContestRankVO, ContestRankDTO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { clock, HOUR, MINUTE } from '@hoj/mocks/store/clock';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';

const server = installMockServer();

beforeEach(() => resetPortal());

/** The seed's running public ACM contest: star account bob, frozen for its last hour, outside board open. */
const RUNNING = 2;
/** The seed's ended ACM contest whose board stays frozen after the end, with submissions after it. */
const FROZEN_AFTER_END = 8;
/** The seed's large invitational (5,000 teams), whose outside board is open; names shown are nicknames. */
const LARGE = 9;
/** The seed's ended OI contest, whose outside board is closed. */
const CLOSED_OUTSIDE = 1;

const table = () => screen.findByRole('table', { name: 'Contest standings' }, { timeout: 20_000 });
const rowNames = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

/** Bodies of the board requests the page makes. */
function recordBoardRequests(path: string): ContestRankDTO[] {
  const bodies: ContestRankDTO[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path)
      void request
        .clone()
        .json()
        .then((body: ContestRankDTO) => bodies.push(body));
  });
  return bodies;
}

afterEach(() => server.events.removeAllListeners());

describe('the contest’s Rank tab', () => {
  it('lists the viewer’s own row on top, the star account unranked, and each cell as the server counts it', async () => {
    const alice = await loginAs('alice');
    const expected = await unwrap(api.POST('/api/get-contest-rank', { body: { cid: RUNNING, limit: 50 } }));
    const problems = await unwrap(
      api.GET('/api/get-contest-problem', { params: { query: { cid: RUNNING } } }),
    );
    renderApp(`/contest/${RUNNING}/rank`);

    expect(
      await screen.findByRole('heading', { level: 1, name: /春季个人赛 第 1 场 · Rank/ }),
    ).toBeInTheDocument();
    const board = await table();
    expect(within(board).getAllByRole('columnheader')).toHaveLength(4 + problems.length);
    const rows = within(board).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(expected.records.length);
    expect(screen.getByText(`${expected.total} participants`)).toBeInTheDocument();

    const own = rows[0] as HTMLElement;
    expect(own).toHaveClass('board__row--pinned', 'board__row--own');
    expect(within(own).getByRole('rowheader')).toHaveTextContent(/Me.*alice \(pinned on top\)/);
    const mine = expected.records.find((row) => row.uid === alice.uid) as ACMContestRankVO;
    const solved = Object.entries(mine.submissionInfo).find(([, cell]) => cell.isAC && !cell.isFirstAC);
    if (!solved) throw new Error('the seed has alice solve a problem in the running contest');
    const [displayId, cell] = solved;
    const column = problems.findIndex((problem) => problem.displayId === displayId);
    const tries = cell.errorNum + 1;
    expect(within(own).getAllByRole('cell')[3 + column]).toHaveTextContent(
      `Solved at minute ${Math.floor((cell.ACTime ?? 0) / 60)} ${tries === 1 ? 'on the first try' : `after ${tries} tries`}`,
    );

    const bob = within(board).getByRole('row', { name: /\bbob\b/ });
    expect(within(bob).getAllByRole('cell')[0]).toHaveTextContent('*Unofficial participant, not ranked');
    expect(within(bob).getByText('Star')).toBeInTheDocument();
    expect(
      within(board).getAllByRole('cell', { name: /the first to solve this problem/ }).length,
    ).toBeGreaterThan(0);
  });

  it('keeps a follow through a reload: the followed row stays pinned under the viewer’s own', async () => {
    await loginAs('alice');
    const bodies = recordBoardRequests('/api/get-contest-rank');
    const first = renderApp(`/contest/${RUNNING}/rank`);
    // Alice's own row is pinned first; the best-placed other participant is the one she follows.
    const [own, ...board] = await rowNames();
    const followed = board.find((name) => name !== 'alice');
    if (own !== 'alice' || !followed)
      throw new Error('the seed has no other participant in the running contest');

    await first.user.click(
      within(await table()).getAllByRole('button', { name: `Follow ${followed}` })[0] as HTMLElement,
    );
    await waitFor(async () => expect((await rowNames()).slice(0, 2)).toEqual(['alice', followed]));
    first.unmount();

    renderApp(`/contest/${RUNNING}/rank`);
    await waitFor(async () => expect((await rowNames()).slice(0, 2)).toEqual(['alice', followed]));
    const pinned = within(await table()).getAllByRole('row')[2] as HTMLElement;
    expect(pinned).toHaveClass('board__row--pinned', 'board__row--last-pinned', 'board__row--followed');
    expect(bodies.at(-1)?.concernedList).toHaveLength(1);
  });

  it('says the board is frozen after the seal, and shows the contest’s creator the live board on Force update', async () => {
    // Past the seal (an hour before the end), the contest still running.
    clock.advance(3 * HOUR + 10 * MINUTE);
    await loginAs('alice');
    const view = renderApp(`/contest/${RUNNING}/rank`);
    await table();
    expect(
      await screen.findByText(/^The board is frozen since .+: later submissions show as tries/),
    ).toBeInTheDocument();
    view.unmount();

    await loginAs('root');
    const bodies = recordBoardRequests('/api/get-contest-rank');
    const { user } = renderApp(`/contest/${RUNNING}/rank`);
    await table();
    await user.click(screen.getByRole('switch', { name: 'Force update' }));
    expect(await screen.findByText(/you are seeing the live board \(Force update\)/)).toBeInTheDocument();
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ forceRefresh: true }));
  });

  it('tells a contestant that an ended contest’s board stays frozen, with auto refresh off', async () => {
    await loginAs('alice');
    renderApp(`/contest/${FROZEN_AFTER_END}/rank`);
    await table();
    expect(await screen.findByText(/^The contest has ended but its board stays frozen/)).toBeInTheDocument();
    const auto = screen.getByRole('switch', { name: 'Auto refresh (30 s)' });
    expect(auto).not.toBeChecked();
    expect(auto).toBeDisabled();
    expect(
      within(await table()).getAllByRole('cell', { name: /while the board is frozen/ }).length,
    ).toBeGreaterThan(0);
  });

  it('offers the contest’s admin the submissions after the contest', async () => {
    await loginAs('admin');
    const bodies = recordBoardRequests('/api/get-contest-rank');
    const { user } = renderApp(`/contest/${FROZEN_AFTER_END}/rank`);
    await table();
    await user.click(screen.getByRole('switch', { name: 'Contains after contest' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ containsEnd: true }));
  });
});

describe('the outside boards', () => {
  it('open for a visitor with the contest’s header, nicknames, pages, and no problem links', async () => {
    renderApp(`/contest/acm-scoreboard/${LARGE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '2026 华南高校程序设计邀请赛 · Scoreboard' }),
    ).toBeInTheDocument();
    const board = await table();
    expect(within(board).getAllByRole('columnheader')).toHaveLength(4 + 15);
    expect(within(board).queryAllByRole('link', { name: 'A' })).toEqual([]);
    const names = await rowNames();
    expect(names).toHaveLength(50);
    // The contest shows nicknames: none of the accounts' usernames (hn26_…) is on the board.
    expect(names.filter((name) => name?.startsWith('hn26_'))).toEqual([]);
    expect(screen.getByText(/^[1-9]\d{3} participants$/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Board pages' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);

  it('sends an address with the other rule’s name to the contest’s own board', async () => {
    const { router } = renderApp(`/contest/oi-scoreboard/${RUNNING}?limit=10`);
    await table();
    expect(router.state.location.pathname).toBe(`/contest/acm-scoreboard/${RUNNING}`);
    expect(router.state.location.search).toBe('?limit=10');
    expect(within(await table()).getAllByRole('rowheader')).toHaveLength(10);
  });

  it('says so when the contest keeps its board closed, with no retry for the refusal', async () => {
    renderApp(`/contest/oi-scoreboard/${CLOSED_OUTSIDE}`);
    const failed = (await screen.findByText('The scoreboard could not be opened')).closest('.error-state');
    expect(failed).toHaveTextContent('This contest has no public scoreboard.');
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
  });
});
