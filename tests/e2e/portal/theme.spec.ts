import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

/** The page's background as the reader sees it. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test.describe('portal theme', () => {
  test.use({ locale: 'en-US', colorScheme: 'dark' });

  test('follows the system’s dark setting, and the toggle’s choice outlasts a reload', async ({ page }) => {
    await page.goto('/home');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const dark = await background(page);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const light = await background(page);
    expect(light).not.toBe(dark);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
    expect(await background(page)).toBe(light);
  });

  test('a profile’s heatmap follows the theme', async ({ page }) => {
    await page.goto('/user-home?username=alice');
    const chart = page.getByRole('img', { name: /submissions on \d+ days|No submissions/ }).first();
    await expect(chart).toBeVisible();
    // The empty days are drawn in the theme's own shade: no light cells on the dark page.
    const emptyDay = chart.locator('path[fill="#232b38"]').first();
    await expect(emptyDay).toBeAttached();

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(chart.locator('path[fill="#ebedf0"]').first()).toBeAttached();
  });
});
