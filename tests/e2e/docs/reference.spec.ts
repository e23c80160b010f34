import { test, expect } from '../../support/fixtures';

test('the API reference renders from local files only and documents every area of the contract', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /HOJ online judge API/ }).first()).toBeVisible({
    timeout: 15_000,
  });
  for (const area of ['account', 'problem', 'contest', 'group', 'admin-user']) {
    await expect(page.getByRole('link', { name: area, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'account', exact: true }).click();
  await expect(page.getByText('/api/login').first()).toBeAttached();
});
