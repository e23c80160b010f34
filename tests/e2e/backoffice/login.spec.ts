import { test, expect } from '../../support/fixtures';
import { signInToBackoffice } from '../../support/backoffice';

test.describe('back office', () => {
  test.use({ locale: 'en-US' });

  test('root logs in and finds users in the user list', async ({ page }) => {
    await signInToBackoffice(page);
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
    await signInToBackoffice(page, 'alice');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This account has no access to the back office' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('an admin without root gets the dashboard but no user administration', async ({ page }) => {
    await signInToBackoffice(page, 'admin');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  });
});

test.describe('back office in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('root signs in through the Chinese form and gets the Chinese menu', async ({ page }) => {
    await signInToBackoffice(page);
    await expect(page.getByRole('menuitem', { name: '用户' })).toBeVisible();
  });
});
