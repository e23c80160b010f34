import { expect, test } from '../../support/fixtures';

// One build serves any deployment: what config.json says is applied at start.
test.describe('the deployment’s config.json', () => {
  test.use({ locale: 'fr-FR' });

  test('its default language greets a visitor whose browser asks for neither language', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { defaultLanguage: 'en-US', siteName: 'School OJ' } }),
    );
    await page.goto('/home');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Problems' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('without one (or with a broken one) the portal runs on its defaults', async ({ page }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 200, body: '{ not json' }));
    await page.goto('/home');
    await expect(
      page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '题目' }),
    ).toBeVisible();
  });
});
