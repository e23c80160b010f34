import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ACMContestRankVO } from '@generated/model/index';
import { apiDataAs } from '../../support/contests';
import { expect, test } from '../../support/fixtures';
import { signInToPortal } from '../../support/portal';

/** The seed's running public ACM contest, and the ended sealed one (admin's) whose board waits to be resolved. */
const RUNNING = 2;
const SEALED = 8;

const standings = (page: Page) => page.getByRole('table', { name: 'Contest standings' });

/** A participant's row on a board, by the name it shows. */
const rowOf = (board: Locator, name: string) =>
  board.getByRole('row').filter({ has: board.page().getByRole('link', { name, exact: true }) });

/** What the admin's board of the sealed contest holds, straight from the server. */
async function sealedBoard(
  request: APIRequestContext,
  options: { forceRefresh: boolean; containsEnd: boolean },
): Promise<ACMContestRankVO[]> {
  const page = await apiDataAs<{ records: ACMContestRankVO[] }>(request, 'admin', '/api/get-contest-rank', {
    cid: SEALED,
    currentPage: 1,
    limit: 100,
    removeStar: false,
    concernedList: [],
    ...options,
  });
  return page.records;
}

/** The cells of `rows` the server marks with `flag`, as participant and problem. */
function marked(rows: readonly ACMContestRankVO[], flag: 'isFirstAC' | 'isAfterContest') {
  return rows.flatMap((row) =>
    Object.entries(row.submissionInfo)
      .filter(([, cell]) => cell[flag] === true)
      .map(([problem, cell]) => ({
        username: row.username,
        problem,
        minute: Math.floor((cell.ACTime ?? 0) / 60),
      })),
  );
}

test.describe('contest boards', () => {
  test('the ACM board marks first solves, and counts the solves after the contest, marked *, once asked', async ({
    page,
    request,
  }) => {
    await signInToPortal(page, 'admin');
    await page.goto(`/contest/${SEALED}/rank`);
    const board = standings(page);

    const firsts = marked(
      await sealedBoard(request, { forceRefresh: false, containsEnd: false }),
      'isFirstAC',
    );
    expect(firsts.length).toBeGreaterThan(0);
    for (const { username, problem, minute } of firsts)
      await expect(
        rowOf(board, username).getByRole('cell', {
          name: new RegExp(`^Solved at minute ${minute} .*, the first to solve this problem$`),
        }),
        `${username} solved ${problem} first`,
      ).toBeVisible();
    await expect(board.getByRole('cell', { name: /the first to solve this problem$/ })).toHaveCount(
      firsts.length,
    );
    await expect(board.getByRole('cell', { name: /^Solved after the contest/ })).toHaveCount(0);

    // The frozen board hides what came after the seal: the contest's admin looks past it, and counts the
    // submissions after the end with the contest's setting.
    await page.getByRole('switch', { name: 'Force update' }).check();
    await page.getByRole('button', { name: 'Contest settings' }).click();
    await page.getByRole('switch', { name: 'Contains submissions after contest' }).check();
    await expect(page.getByRole('switch', { name: 'Contains after contest' })).toBeChecked();

    const late = marked(
      await sealedBoard(request, { forceRefresh: true, containsEnd: true }),
      'isAfterContest',
    );
    expect(late.length).toBeGreaterThan(0);
    const lateCells = board.getByRole('cell', { name: /^Solved after the contest/ });
    await expect(lateCells).toHaveCount(late.length);
    for (const { username, problem } of late) {
      const cell = rowOf(board, username).getByRole('cell', { name: /^Solved after the contest/ });
      await expect(cell, `${username} solved ${problem} after the contest`).toContainText('*');
    }
  });

  test('a followed participant stays pinned on top of the board after a reload', async ({ page }) => {
    await signInToPortal(page, 'alice');
    await page.goto(`/contest/${RUNNING}/rank`);
    const board = standings(page);
    // The last one on the first page: far from the top until followed.
    const name = await board.getByRole('rowheader').last().getByRole('link').innerText();
    const follow = board.getByRole('button', { name: `Follow ${name}`, exact: true });
    const pinned = board
      .getByRole('rowheader')
      .filter({ hasText: '(pinned on top)' })
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(follow).toHaveCount(1);
    await expect(pinned).toHaveCount(0);

    await follow.click();
    // The row in its place and its copy on top.
    await expect(follow).toHaveCount(2);
    await expect(pinned).toHaveCount(1);

    await page.reload();
    await expect(pinned).toHaveCount(1);
    await expect(follow).toHaveCount(2);
    for (const button of await follow.all()) await expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  test('the scroll board resolves the sealed contest to the standings of the unsealed board', async ({
    page,
    context,
  }) => {
    await signInToPortal(page, 'admin');

    // The final standings: the live board the contest's admin sees past the seal.
    await page.goto(`/contest/${SEALED}/rank`);
    const board = standings(page);
    const frozenCells = board.getByRole('cell', { name: /while the board is frozen/ });
    await expect(frozenCells.first()).toBeVisible();
    await page.getByRole('switch', { name: 'Force update' }).check();
    await expect(frozenCells).toHaveCount(0);
    const boardRows = board.getByRole('row').filter({ has: page.getByRole('rowheader') });
    const final: { name: string; solved: string }[] = [];
    for (const row of await boardRows.all())
      final.push({
        name: await row.getByRole('rowheader').getByRole('link').innerText(),
        solved: await row.getByRole('cell').nth(1).innerText(),
      });
    expect(final.length).toBeGreaterThan(1);

    // Opened from the contest's scroll-board settings, in a window of its own, as for a projector.
    await page.goto(`/contest/${SEALED}/scroll-board`);
    const [scroll] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Start the scroll board' }).click(),
    ]);
    await expect(scroll.getByRole('button', { name: 'Next step' })).toBeFocused();
    const progress = scroll.getByText(/^Step \d+ of \d+/);
    const total = Number(/of (\d+)/.exec(await progress.innerText())?.[1]);
    expect(total).toBeGreaterThan(0);
    await expect(progress).toHaveText(new RegExp(`^Step 0 of ${total} · ${total} cells? left to reveal$`));

    // Step by step from the keyboard, one step back and on again.
    for (let step = 1; step <= total; step += 1) {
      await scroll.keyboard.press('ArrowRight');
      await expect(progress).toHaveText(new RegExp(`^Step ${step} of ${total}`));
    }
    await scroll.keyboard.press('ArrowLeft');
    await expect(progress).toHaveText(new RegExp(`^Step ${total - 1} of ${total} · 1 cell left to reveal$`));
    await scroll.keyboard.press('ArrowRight');
    await expect(progress).toHaveText(`Step ${total} of ${total}`);
    await expect(scroll.getByText('Final standings', { exact: true })).toBeVisible();

    const scrollRows = scroll
      .getByRole('table', { name: 'Scroll board standings' })
      .getByRole('row')
      .filter({ has: scroll.getByRole('rowheader') });
    await expect(scrollRows).toHaveCount(final.length);
    for (const [index, { name, solved }] of final.entries()) {
      const row = scrollRows.nth(index);
      await expect(row.getByRole('rowheader'), `place ${index + 1}`).toHaveText(
        new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      await expect(row.getByRole('cell').nth(1), `${name}'s solved count`).toHaveText(solved);
    }
  });
});
