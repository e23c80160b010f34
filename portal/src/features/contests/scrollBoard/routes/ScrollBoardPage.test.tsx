import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ACMContestRankVO } from '@generated/model/index';
import { api, unwrap } from '@hoj/core/http/client';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { loginAs } from '@portal/test/loginAs';
import { renderApp, resetPortal } from '@portal/test/renderApp';
import { STEP_PAUSE_MS } from '../hooks/useResolution';

const server = installMockServer();

beforeEach(() => resetPortal());
afterEach(() => jest.useRealTimers());

/** The seed's ended ACM contest whose last hour stays sealed until it is resolved (star account carol). */
const SEALED = 8;
/** The seed's running ACM contest. */
const RUNNING = 2;
const address = (cid: number | string, removeStar = false) =>
  `/scrollBoard?cid=${cid}&removeStar=${removeStar}&medals[]=2&medals[]=3&medals[]=4`;

const board = () => screen.findByRole('table', { name: 'Scroll board standings' }, { timeout: 20_000 });
const rows = async () =>
  within(await board())
    .getAllByRole('row')
    .slice(1);
const order = async () => (await rows()).map((row) => row.getAttribute('data-uid'));
const live = () => screen.getByRole('status');
const progress = () => screen.getByText(/^Step \d+ of \d+/);
const totalSteps = () => Number(/of (\d+)/.exec(progress().textContent ?? '')?.[1]);
/** A key pressed on the page (the board itself has the focus, not a button). */
const press = (key: string) => fireEvent.keyDown(document.body, { key });

describe('the scroll board', () => {
  it('opens full screen on the frozen board, with pending cells and the focus on Next', async () => {
    renderApp(address(SEALED));
    const standings = await board();
    // Neither the site's top bar (with its main navigation) nor its footer.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contest 8 · Scroll board' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next step/ })).toHaveFocus();
    expect(
      within(standings)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Rank',
      'Participant',
      'Solved',
      'Penalty',
      ...'ABCDEFGH'.split('').map((label) => `Problem ${label}${label}`),
    ]);
    expect(within(standings).getAllByText(/: pending, \d+ tr(y|ies)/).length).toBeGreaterThan(0);
    // carol is the contest's star account: listed, unranked.
    const carol = (await rows()).find((row) => within(row).queryByRole('rowheader', { name: /^carol/ }));
    expect(carol && within(carol).getByText('Unofficial, not ranked')).toBeInTheDocument();
    expect(progress()).toHaveTextContent(/^Step 0 of \d+ · \d+ cells? left to reveal$/);
    expect(screen.getByText(/Enter, Space or → next step/)).toBeInTheDocument();
  });

  it('steps forward from the lowest row, back to the very same board, and restarts with Home', async () => {
    const { user } = renderApp(address(SEALED));
    await board();
    const frozen = await order();
    const lowest = frozen.findLast((uid) =>
      within((document.querySelector(`tr[data-uid="${uid}"]`) as HTMLElement) ?? document.body).queryByText(
        /pending/,
      ),
    );

    // Enter on the focused Next button takes one step, not two.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(progress()).toHaveTextContent(/^Step 1 of/));
    expect(live()).toHaveTextContent(
      /problem [A-H]: (accepted at minute \d+|not accepted)\. (Up to|Stays at) rank \d+\./,
    );
    const revealed = document.querySelector('tr.is-revealed');
    expect(revealed?.getAttribute('data-uid')).toBe(lowest);
    const afterOne = await order();

    press('ArrowRight');
    await waitFor(() => expect(progress()).toHaveTextContent(/^Step 2 of/));
    press('ArrowLeft');
    await waitFor(() => expect(progress()).toHaveTextContent(/^Step 1 of/));
    expect(await order()).toEqual(afterOne);
    expect(live()).toHaveTextContent(/^Back one step: .+, problem [A-H] is pending again\./);
    press('ArrowLeft');
    await waitFor(() => expect(progress()).toHaveTextContent(/^Step 0 of/));
    expect(await order()).toEqual(frozen);

    press(' ');
    press('ArrowRight');
    await waitFor(() => expect(progress()).toHaveTextContent(/^Step 2 of/));
    press('Home');
    await waitFor(() => expect(progress()).toHaveTextContent(/^Step 0 of/));
    expect(await order()).toEqual(frozen);
    expect(live()).toHaveTextContent('Back to the frozen board.');
  });

  it('resolves to the unsealed board, medals handed out at the end', async () => {
    await loginAs('root');
    const unsealed = await unwrap(
      api.POST('/api/get-contest-rank', {
        body: { cid: SEALED, limit: 300, currentPage: 1, forceRefresh: true },
      }),
    );
    const expected = (unsealed.records as ACMContestRankVO[]).map((row) => [
      row.uid,
      row.rank < 0 ? '*Unofficial, not ranked' : String(row.rank),
      String(row.ac),
      String(Math.floor(row.totalTime / 60)),
    ]);
    renderApp(address(SEALED));
    // Signed in, the page names the contest.
    expect(
      await screen.findByRole('heading', { level: 1, name: '第十届校程序设计竞赛（正式赛） · Scroll board' }),
    ).toBeInTheDocument();
    await board();
    const total = totalSteps();
    expect(total).toBeGreaterThan(3);
    for (let step = 1; step <= total; step += 1) {
      press('ArrowRight');
      await waitFor(() => expect(progress()).toHaveTextContent(new RegExp(`^Step ${step} of`)));
    }
    expect(screen.getByText('Final standings')).toBeInTheDocument();
    expect(live()).toHaveTextContent(/Everything is revealed: these are the final standings\./);
    const shown = (await rows()).map((row) => {
      const [rank, solved, penalty] = within(row).getAllByRole('cell');
      return [
        row.getAttribute('data-uid'),
        rank?.textContent?.replace(/, (Gold|Silver|Bronze)$/, ''),
        solved?.textContent,
        penalty?.textContent,
      ];
    });
    expect(shown).toEqual(expected);
    const medals = screen.getByRole('list', { name: 'Medals' });
    expect(
      within(medals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gold: 2', 'Silver: 3', 'Bronze: 4']);
    expect(within((await rows())[0] as HTMLElement).getByText(', Gold')).toBeInTheDocument();
  });

  it('leaves the star account out with removeStar', async () => {
    renderApp(address(SEALED, true));
    await board();
    expect(screen.queryByRole('rowheader', { name: /^carol/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Unofficial, not ranked')).not.toBeInTheDocument();
  });

  it('plays by itself at the chosen speed and pauses with P', async () => {
    renderApp(address(SEALED));
    await board();
    jest.useFakeTimers();
    press('+');
    expect(screen.getByText('Speed 2×')).toBeInTheDocument();
    press('p');
    expect(progress()).toHaveTextContent(/^Step 1 of/);
    expect(live()).toHaveTextContent(/^Auto play on, speed 2×\. .+, problem [A-H]: /);
    expect(screen.getByRole('button', { name: /Auto play/ })).toHaveAttribute('aria-pressed', 'true');
    act(() => jest.advanceTimersByTime(STEP_PAUSE_MS / 2 - 10));
    expect(progress()).toHaveTextContent(/^Step 1 of/);
    act(() => jest.advanceTimersByTime(20));
    expect(progress()).toHaveTextContent(/^Step 2 of/);
    press('P');
    expect(live()).toHaveTextContent('Auto play paused.');
    act(() => jest.advanceTimersByTime(STEP_PAUSE_MS * 3));
    expect(progress()).toHaveTextContent(/^Step 2 of/);
    press('-');
    press('-');
    expect(screen.getByText('Speed 0.5×')).toBeInTheDocument();
    // Going back takes over from auto play.
    press('P');
    expect(progress()).toHaveTextContent(/^Step 3 of/);
    press('ArrowLeft');
    expect(progress()).toHaveTextContent(/^Step 2 of/);
    expect(screen.getByRole('button', { name: /Auto play/ })).toHaveAttribute('aria-pressed', 'false');
    act(() => jest.advanceTimersByTime(STEP_PAUSE_MS * 3));
    expect(progress()).toHaveTextContent(/^Step 2 of/);
  });

  it('says clearly that a contest not yet ended cannot be resolved', async () => {
    renderApp(address(RUNNING));
    const refusal = (await screen.findByText('This contest cannot be resolved now')).parentElement;
    expect(refusal).toHaveTextContent(
      /The contest has not ended yet\. Its board can be resolved once it has ended\./,
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers a retry when the submissions could not be read, and shows the board once they are', async () => {
    let fail = true;
    server.use(
      http.get('*/api/get-contest-scroll-board-submission', () =>
        fail ? HttpResponse.json({ status: 500, msg: 'database down', data: null }) : undefined,
      ),
    );
    const { user } = renderApp(address(SEALED));
    expect(await screen.findByText('The scroll board could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await board()).toBeInTheDocument();
  });

  it('asks for a contest when the address names none', async () => {
    renderApp('/scrollBoard?medals[]=1');
    expect(await screen.findByText(/The address names no contest/)).toBeInTheDocument();
  });
});
