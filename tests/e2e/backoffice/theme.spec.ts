import type { Locator, Page } from '@playwright/test';
import { staffSession } from '../../support/backoffice';
import { expect, test } from '../../support/fixtures';

/** Whether the page is dark, by its background (MUI paints the body in the theme's default background). */
const isDark = (page: Page) =>
  page.evaluate(() => {
    const [r = 255, g = 255, b = 255] = (
      getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
    ).map(Number);
    return r + g + b < 3 * 128;
  });

/** Tabs from the top of the page until `target` has the focus: the keyboard reaches it in order. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await page.locator('body').focus();
  for (let presses = 0; presses < 25; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the keyboard never reached the theme toggle');
}

/** How light the chart's texts are (0 black … 1 white), from their SVG fill. */
const textLightness = (chart: Locator) =>
  chart.locator('svg text').evaluateAll((texts) =>
    texts.map((text) => {
      const [r = 0, g = 0, b = 0] = (getComputedStyle(text).fill.match(/\d+/g) ?? []).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    }),
  );

test.describe('back office theme', () => {
  test.use({ locale: 'en-US', colorScheme: 'light' });

  test('the app bar’s toggle switches to dark by keyboard, and the choice outlasts a reload and a logout', async ({
    page,
  }) => {
    await staffSession(page);
    await page.goto('/admin/users');
    await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await isDark(page)).toBe(false);

    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => isDark(page)).toBe(true);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    expect(await isDark(page)).toBe(true);

    // A logout clears the session's settings, not how this device shows the app.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Profile|站长/ })
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(await isDark(page)).toBe(true);
  });

  test('the dashboard’s chart is drawn in the theme’s colours and again after a switch', async ({ page }) => {
    await staffSession(page);
    await page.goto('/admin/');
    const chart = page.getByRole('img', { name: 'Chart of judge server CPU and memory load' });
    await expect(chart.locator('svg text').first()).toBeVisible();
    for (const lightness of await textLightness(chart)) expect(lightness).toBeLessThan(0.5);

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect.poll(async () => Math.min(...(await textLightness(chart)))).toBeGreaterThan(0.5);
  });
});
