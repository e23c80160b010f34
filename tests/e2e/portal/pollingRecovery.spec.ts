import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { JUDGING_UNTIL_MS, advanceJudgeClock, freezeJudgeClock } from '../../support/judgeClock';
import { signInToPortal } from '../../support/portal';

// A live status is polled on the page's clock: the spec drives that clock (Playwright's fake timers) and the
// mock judge's clock, so two minutes without a server take no real two minutes.

const program = '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d", a + b); }\n';

/** Submits `program` from the problem page's editor and waits until the server has taken it. */
async function submitFromProblemPage(page: Page): Promise<Locator> {
  await page.goto('/problem/P1001');
  const editor = page.getByRole('textbox', { name: 'Code editor' });
  await expect(editor).toBeAttached();
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(program);
  const workbench = page.getByRole('region', { name: 'Submit code' });
  await workbench.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Submit code successfully')).toBeVisible();
  return workbench;
}

/** From here on the page's timers run only when the spec moves its clock. */
async function stopPageClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Two minutes of page time without the API, a second at a time, so each failed poll is answered (and its next
 * wait set) before the clock moves on. Returns how many status checks the page tried meanwhile.
 */
async function twoMinutesWithoutTheApi(page: Page): Promise<number> {
  let checks = 0;
  await page.route('**/api/**', (route) => {
    if (route.request().url().includes('/api/check-submissions-status')) checks += 1;
    return route.abort('connectionrefused');
  });
  for (let second = 0; second < 120; second += 1) await page.clock.runFor(1_000);
  return checks;
}

/**
 * Moves the page's clock a second at a time (react-query hands its updates to the page on a timer too, so the
 * clock has to move for an answer to show) until `shown` holds; returns the page seconds that took, or null.
 */
async function secondsUntil(
  page: Page,
  limit: number,
  shown: () => Promise<boolean>,
): Promise<number | null> {
  for (let second = 1; second <= limit; second += 1) {
    await page.clock.runFor(1_000);
    if (await shown()) return second;
  }
  return null;
}

test.describe('judge status polling recovers', () => {
  test.beforeEach(async ({ page, request }) => {
    await freezeJudgeClock(request);
    await page.clock.install();
    await signInToPortal(page, 'alice');
  });

  test('a live row on the status list says updates are paused while the API is down, and gets its verdict by itself when it returns', async ({
    page,
    request,
  }) => {
    await submitFromProblemPage(page);
    await page.goto('/status?onlyMine=true');
    const row = page.getByRole('table', { name: 'Submissions' }).getByRole('row').nth(1);
    await expect(row).toContainText('Pending');
    await stopPageClock(page);

    const tried = await twoMinutesWithoutTheApi(page);
    const paused = page.getByText('Status updates paused: the server could not be reached. Retrying…');
    await expect(paused).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The notice reads well in both themes (axe keeps time with timers: the page's clock runs meanwhile, the
    // API still down).
    await page.clock.resume();
    await expectAccessible(page, 'status list, updates paused (light)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectAccessible(page, 'status list, updates paused (dark)');
    await expect(paused).toBeVisible();
    await stopPageClock(page);
    // The row stays, with what was last known; the page asked a few times with a growing wait, not every 2 s.
    await expect(row).toContainText('Pending');
    expect(tried).toBeGreaterThanOrEqual(3);
    expect(tried).toBeLessThanOrEqual(12);

    // The API is back and the judge has finished meanwhile: within a minute of page time, with no click.
    await page.unroute('**/api/**');
    await advanceJudgeClock(request, JUDGING_UNTIL_MS);
    const seconds = await secondsUntil(
      page,
      60,
      async () => (await row.textContent())?.includes('Accepted') ?? false,
    );
    expect(seconds, 'the verdict shows within a minute of page time').not.toBeNull();
    await expect(row).toContainText('Accepted');
    await expect(paused).toBeHidden();
  });

  test("the workbench's verdict arrives by itself after the API was down", async ({ page, request }) => {
    const workbench = await submitFromProblemPage(page);
    await expect(workbench.getByRole('link', { name: 'Pending' })).toBeVisible();
    await stopPageClock(page);

    await twoMinutesWithoutTheApi(page);
    const paused = workbench.getByText('Status updates paused: the server could not be reached. Retrying…');
    await expect(paused).toBeVisible();
    await expect(workbench.getByRole('link', { name: 'Pending' })).toBeVisible();

    await page.unroute('**/api/**');
    await advanceJudgeClock(request, JUDGING_UNTIL_MS);
    const accepted = workbench.getByRole('link', { name: 'Accepted' });
    const seconds = await secondsUntil(page, 60, () => accepted.isVisible());
    expect(seconds, 'the verdict shows within a minute of page time').not.toBeNull();
    await expect(accepted).toBeVisible();
    await expect(workbench.getByRole('status', { name: 'Judge status' })).toHaveText('Accepted');
    await expect(paused).toBeHidden();
  });
});
