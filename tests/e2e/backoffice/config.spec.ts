import { test, expect } from '../../support/fixtures';

test.describe('system config', () => {
  test.use({ locale: 'en-US' });

  test('root renames the website and the portal footer shows the new name', async ({ page, context }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill('root');
    await page.getByLabel('Password').fill('root123');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('menuitem', { name: 'System config' }).click();
    await expect(page).toHaveURL(/\/admin\/conf/);
    const website = page.getByRole('region', { name: 'Website' });
    const name = website.getByLabel('Website name');
    await expect(name).not.toHaveValue('');

    await name.fill('');
    await website.getByRole('button', { name: 'Save' }).click();
    await expect(website.getByText('Required')).toBeVisible();

    await name.fill('E2E Judge Site');
    await website.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    const portal = await context.newPage();
    await portal.goto('http://127.0.0.1:4173/home');
    await expect(portal.getByRole('contentinfo')).toContainText('E2E Judge Site');
  });

  test('an admin without root does not see the system config', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'System config' })).toHaveCount(0);
  });
});
