import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { JUDGING_UNTIL_MS, advanceJudgeClock, freezeJudgeClock } from '../../support/judgeClock';
import { holdPageClock, type HeldPageClock } from '../../support/pageClock';
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

/**
 * Two minutes of page time without the API, with the page's clock held. Returns how many status checks the
 * page tried meanwhile.
 */
async function twoMinutesWithoutTheApi(page: Page, clock: HeldPageClock): Promise<number> {
  let checks = 0;
  await page.route('**/api/**', (route) => {
    if (route.request().url().includes('/api/check-submissions-status')) checks += 1;
    return route.abort('connectionrefused');
  });
  await clock.run(120);
  return checks;
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
    let clock = await holdPageClock(page);

    const tried = await twoMinutesWithoutTheApi(page, clock);
    const paused = page.getByText('Status updates paused: the server could not be reached. Retrying…');
    await expect(paused).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The notice reads well in both themes (axe keeps time with timers: the page's clock runs meanwhile, the
    // API still down).
    await clock.resume();
    await expectAccessible(page, 'status list, updates paused (light)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectAccessible(page, 'status list, updates paused (dark)');
    await expect(paused).toBeVisible();
    clock = await holdPageClock(page);
    // The row stays, with what was last known; the page asked a few times with a growing wait, not every 2 s.
    await expect(row).toContainText('Pending');
    expect(tried).toBeGreaterThanOrEqual(3);
    expect(tried).toBeLessThanOrEqual(12);

    // The API is back and the judge has finished meanwhile: within a minute of page time, with no click.
    await page.unroute('**/api/**');
    await advanceJudgeClock(request, JUDGING_UNTIL_MS);
    const seconds = await clock.secondsUntil(
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
    const clock = await holdPageClock(page);

    await twoMinutesWithoutTheApi(page, clock);
    const paused = workbench.getByText('Status updates paused: the server could not be reached. Retrying…');
    await expect(paused).toBeVisible();
    await expect(workbench.getByRole('link', { name: 'Pending' })).toBeVisible();

    await page.unroute('**/api/**');
    await advanceJudgeClock(request, JUDGING_UNTIL_MS);
    const accepted = workbench.getByRole('link', { name: 'Accepted' });
    const seconds = await clock.secondsUntil(60, () => accepted.isVisible());
    expect(seconds, 'the verdict shows within a minute of page time').not.toBeNull();
    await expect(accepted).toBeVisible();
    await expect(workbench.getByRole('status', { name: 'Judge status' })).toHaveText('Accepted');
    await expect(paused).toBeHidden();
  });
});
