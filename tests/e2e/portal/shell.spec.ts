import { test, expect } from '../../support/fixtures';
import { apiData } from '../../support/mockApi';

interface Page<T> {
  records: T[];
}

test.describe('portal shell', () => {
  test.use({ locale: 'zh-CN' });

  test('home shows the site data in Chinese and switches to English for good', async ({
    page,
    request,
    context,
  }) => {
    const announcements = await apiData<Page<{ title: string }>>(
      request,
      '/api/get-common-announcement?limit=5',
    );
    const contests = await apiData<{ title: string }[]>(request, '/api/get-recent-contest');
    const config = await apiData<{ name: string }>(request, '/api/get-website-config');

    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '题目' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '公告' })).toBeVisible();
    await expect(page.getByText(announcements.records[0]!.title)).toBeVisible();
    await expect(page.getByText(contests[0]!.title)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(config.name);

    await page.getByLabel('语言').selectOption('en-US');
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Problems' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en-US');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Recent contests' })).toBeVisible();
  });

  test('a user logs in from the dialog, sees the user menu and logs out', async ({ page }) => {
    await page.goto('/home?l=en-US');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Username').fill('alice');
    await dialog.getByLabel('Password').fill('alice123');
    await dialog.getByRole('button', { name: 'Sign in' }).click();

    await expect(dialog).toBeHidden();
    const userMenu = page.getByRole('button', { name: /alice/ });
    await expect(userMenu).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/home/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a wrong password is reported in the dialog and the typed username is kept', async ({ page }) => {
    await page.goto('/home?l=en-US');
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password').fill('123');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByText('The username is required')).toBeVisible();
    await expect(dialog.getByText('The password must be 6 to 20 characters long')).toBeVisible();

    await dialog.getByLabel('Username').fill('alice');
    await dialog.getByLabel('Password').fill('not-her-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Username')).toHaveValue('alice');
  });

  test('opening a contest as a visitor asks to log in first', async ({ page, request }) => {
    const contests = await apiData<{ title: string }[]>(request, '/api/get-recent-contest');
    await page.goto('/home?l=en-US');
    await page.getByText(contests[0]!.title).click();
    await expect(page.getByText('Please login first').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page?l=en-US');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page
      .getByRole('link', { name: 'Go Home' })
      .or(page.getByRole('button', { name: 'Go Home' }))
      .click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
