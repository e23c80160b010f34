import { screen, waitFor, within } from '@testing-library/react';
import type { ContestRankDTO } from '@generated/model/index';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { resetPortal } from '@portal/test/renderApp';
import { containsAfterContest, resetContestSettings } from '@portal/features/contests/model/contestSettings';
import { followsKey } from '../model/follows';
import { acmRecord, contestOf, problemsOf, rankPage, renderBoard, serveBoard } from './boardHarness.testing';

const server = installMockServer();

beforeEach(() => {
  resetPortal();
  resetContestSettings();
});

const table = () => screen.findByRole('table', { name: 'Contest standings' });
const rowNames = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

/**
 * A board as the server arranges it: the followed participants' rows copied on top, each once, then every row
 * in its place; the keyword filters by name; paged by the request's size.
 */
function arrangedBoard(uids: readonly string[]) {
  return (body: ContestRankDTO) => {
    const all = uids.map((uid, index) => acmRecord(uid, { rank: index + 1, ac: uids.length - index }));
    const followed = all.filter((row) => body.concernedList?.includes(row.uid));
    const listed = [...followed, ...all].filter(
      (row) => !body.keyword || row.username.includes(body.keyword),
    );
    const limit = body.limit ?? 50;
    const page = body.currentPage ?? 1;
    return rankPage(listed.slice((page - 1) * limit, page * limit), listed.length);
  };
}

describe('the board’s follows', () => {
  it('pins a followed participant on top, sends the follows with every request, and keeps them after a remount', async () => {
    const user = await loginAs('alice');
    const bodies = serveBoard(server, arrangedBoard(['ann', 'ben', 'cid', 'dan']));
    const contest = contestOf();
    const first = renderBoard({ contest, problems: problemsOf(['A']) });
    expect(await rowNames()).toEqual(['ann', 'ben', 'cid', 'dan']);

    await first.user.click(within(await table()).getByRole('button', { name: 'Follow cid' }));
    await waitFor(async () => expect(await rowNames()).toEqual(['cid', 'ann', 'ben', 'cid', 'dan']));
    expect(bodies.at(-1)?.concernedList).toEqual(['cid']);
    const pinned = within(await table()).getAllByRole('row')[1] as HTMLElement;
    expect(pinned).toHaveClass('board__row--pinned');
    expect(within(pinned).getByRole('rowheader')).toHaveTextContent('cid (pinned on top)');
    // Both the pinned copy and the row in its place show the follow as on.
    expect(within(await table()).getAllByRole('button', { name: 'Follow cid', pressed: true })).toHaveLength(
      2,
    );
    expect(JSON.parse(localStorage.getItem(followsKey(contest.id, user.uid)) ?? '[]')).toEqual(['cid']);

    first.unmount();
    const again = renderBoard({ contest, problems: problemsOf(['A']) });
    expect(await rowNames()).toEqual(['cid', 'ann', 'ben', 'cid', 'dan']);
    expect(bodies.at(-1)?.concernedList).toEqual(['cid']);

    // Unfollowing from the pinned copy takes it off the top.
    await again.user.click(
      within(await table()).getAllByRole('button', { name: 'Follow cid', pressed: true })[0] as HTMLElement,
    );
    await waitFor(async () => expect(await rowNames()).toEqual(['ann', 'ben', 'cid', 'dan']));
    expect(localStorage.getItem(followsKey(contest.id, user.uid))).toBeNull();
  });

  it('keeps each reader’s follows apart: a visitor on the same computer starts with none', async () => {
    localStorage.setItem(followsKey(41, 'someone-else'), JSON.stringify(['ben']));
    const bodies = serveBoard(server, arrangedBoard(['ann', 'ben']), '*/api/get-contest-outside-scoreboard');
    renderBoard({ contest: contestOf(), problems: problemsOf(['A']), source: 'outside' });
    expect(await rowNames()).toEqual(['ann', 'ben']);
    expect(bodies[0]?.concernedList).toEqual([]);
  });
});

describe('the board’s search and pages', () => {
  it('searches on Enter from the first page, and pages in the size chosen', async () => {
    const uids = Array.from({ length: 45 }, (_, i) => `team${String(i + 1).padStart(2, '0')}`);
    const bodies = serveBoard(server, arrangedBoard(uids));
    const { user, router } = renderBoard({
      contest: contestOf(),
      problems: problemsOf(['A']),
      search: '?page=2&limit=10',
    });
    expect((await rowNames())[0]).toBe('team11');
    expect(bodies[0]).toMatchObject({
      cid: 41,
      currentPage: 2,
      limit: 10,
      removeStar: false,
      forceRefresh: false,
      containsEnd: false,
    });
    expect(screen.getByText('45 participants')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('10');
    expect(
      within(screen.getByRole('combobox', { name: 'Per page' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '30', '50', '100', '300']);

    await user.type(screen.getByRole('searchbox', { name: 'Search the board' }), 'team4{Enter}');
    await waitFor(async () =>
      expect(await rowNames()).toEqual(['team40', 'team41', 'team42', 'team43', 'team44', 'team45']),
    );
    expect(bodies.at(-1)).toMatchObject({ currentPage: 1, keyword: 'team4' });
    expect(router.state.location.search).toBe('?limit=10&keyword=team4');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '30');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ currentPage: 1, limit: 30, keyword: 'team4' }));
  });

  it('tells an empty board, a search that matched nobody and a failed load apart', async () => {
    let fail = true;
    serveBoard(server, () => (fail ? null : rankPage([])));
    const { user } = renderBoard({
      contest: contestOf(),
      problems: problemsOf(['A']),
      search: '?keyword=zed',
    });
    expect(await screen.findByText('The board could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('Nobody on the board matches “zed”')).toBeInTheDocument();
  });
});

describe('the board’s switches', () => {
  it('leaves the star users out when switched off, and offers Force update to the contest’s admins only', async () => {
    await loginAs('alice');
    const bodies = serveBoard(server, () => rankPage([acmRecord('ann')]));
    const first = renderBoard({ contest: contestOf({ author: 'root' }), problems: problemsOf(['A']) });
    await table();
    expect(screen.queryByRole('switch', { name: 'Force update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Contains after contest' })).not.toBeInTheDocument();
    await first.user.click(screen.getByRole('switch', { name: 'Star users' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ removeStar: true }));
    first.unmount();

    const second = renderBoard({ contest: contestOf({ author: 'alice' }), problems: problemsOf(['A']) });
    await second.user.click(await screen.findByRole('switch', { name: 'Force update' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ forceRefresh: true }));
  });

  it('offers submissions after the contest to its admins once a contest that takes them has ended', async () => {
    await loginAs('alice');
    const bodies = serveBoard(server, () => rankPage([acmRecord('ann')]));
    const ended = { startedMsAgo: 6 * 3_600_000, lengthMs: 5 * 3_600_000, allowEndSubmit: true };
    const first = renderBoard({
      contest: contestOf({ ...ended, author: 'root' }),
      problems: problemsOf(['A']),
    });
    await table();
    expect(screen.queryByRole('switch', { name: 'Contains after contest' })).not.toBeInTheDocument();
    first.unmount();

    const { user } = renderBoard({
      contest: contestOf({ ...ended, author: 'alice' }),
      problems: problemsOf(['A']),
    });
    await user.click(await screen.findByRole('switch', { name: 'Contains after contest' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ containsEnd: true }));
    // The contest header's settings read the same choice.
    expect(containsAfterContest(41).value).toBe(true);
  });
});
