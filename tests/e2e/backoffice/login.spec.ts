import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';

test.describe('back office', () => {
  test.use({ locale: 'en-US' });

  async function logIn(page: Page, username: string, password: string) {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  test('root logs in and finds users in the user list', async ({ page }) => {
    await logIn(page, 'root', 'root123');
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users/);
    const rows = page.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(1);

    await page.getByLabel(/Search username/).fill('alice');
    await expect(page.getByRole('cell', { name: 'alice', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'bob', exact: true })).toBeHidden();
  });

  test('a normal user is refused with a clear message and stays on the login page', async ({ page }) => {
    await logIn(page, 'alice', 'alice123');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This account has no access to the back office' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('an admin without root gets the dashboard but no user administration', async ({ page }) => {
    await logIn(page, 'admin', 'admin123');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  });
});
