import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, mockServerUrl } from '../../support/fixtures';
import { apiData } from '../../support/mockApi';

/**
 * Logs in through the API and puts the session where the portal keeps it (local storage, as hoj-vue does),
 * then reloads: these tests are about the shell, not the login dialog.
 */
async function logInAs(page: Page, request: APIRequestContext, username: string, password: string) {
  const res = await request.post(`${mockServerUrl}/api/login`, { data: { username, password } });
  const body = (await res.json()) as { status: number; data: unknown };
  const token = res.headers()['authorization'];
  expect(body.status, `${username} logs in`).toBe(200);
  expect(token, 'the login answer carries the token').toBeTruthy();
  await page.goto('/home');
  await page.evaluate(
    ([t, user]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userInfo', user);
    },
    [token ?? '', JSON.stringify(body.data)] as const,
  );
  await page.reload();
}

test.describe('portal navigation (zh-CN)', () => {
  test.use({ locale: 'zh-CN' });

  test('a visitor of a login-only route lands on the home page with the login dialog', async ({ page }) => {
    await page.goto('/setting');
    await expect(page).toHaveURL(/\/home$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('请先登录')).toBeVisible();
  });

  test('on a phone the menu opens from its button and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: '主导航' });
    const toggle = page.getByRole('button', { name: '菜单' });
    await expect(toggle).toBeVisible();
    await expect(nav.getByRole('link', { name: '训练' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: '训练' }).click();
    await expect(page).toHaveURL(/\/training$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: '训练' })).toBeHidden();
  });
});

test.describe('portal navigation (en-US)', () => {
  test.use({ locale: 'en-US' });

  test('a logout in another tab logs this tab out when it is shown again', async ({
    page,
    context,
    request,
  }) => {
    await logInAs(page, request, 'alice', 'alice123');
    await page.goto('/setting');
    await expect(page.getByRole('button', { name: /^alice/ })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/home');
    await other.evaluate(() => localStorage.removeItem('token'));

    await page.bringToFront();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^alice/ })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  });

  test('the user menu shows the unread-message badge and leads to the messages', async ({
    page,
    request,
  }) => {
    await logInAs(page, request, 'alice', 'alice123');
    const button = page.getByRole('button', { name: /alice.*\d+ unread messages?/ });
    await expect(button).toBeVisible();
    await expect(button.getByText(/^(\d{1,2}|99\+)$/)).toBeVisible();

    await button.click();
    await page.getByRole('menuitem', { name: /^Messages/ }).click();
    await expect(page).toHaveURL(/\/message\/(discuss|reply|like|sys|mine)$/);
  });

  test('the 404 page leads home, and back without leaving the site', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // Opened straight from outside, Back has no page of this site to return to: it goes home.
    await page.goto('/no/such/page');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a contest switches the bar to the contest menu with its status', async ({ page, request }) => {
    const contests = await apiData<{ id: number }[]>(request, '/api/get-recent-contest');
    const id = contests[0]!.id;
    await logInAs(page, request, 'alice', 'alice123');
    await page.goto(`/contest/${id}`);

    const nav = page.getByRole('navigation', { name: 'Contest navigation' });
    await expect(nav.getByRole('link', { name: 'Contest home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Problems' })).toHaveAttribute(
      'href',
      `/contest/${id}/problems`,
    );
    await expect(nav.getByRole('link', { name: 'My submissions' })).toHaveAttribute(
      'href',
      `/contest/${id}/submissions?onlyMine=true`,
    );
    await expect(nav.getByRole('link', { name: 'Rank' })).toHaveAttribute('href', `/contest/${id}/rank`);

    const status = page.getByRole('region', { name: 'Contest status' });
    await expect(status.getByText(/^(Scheduled|Running|Ended)$/)).toBeVisible();
    await expect(status.getByRole('timer').or(status.getByText('The contest is over'))).toBeVisible();

    await nav.getByRole('link', { name: 'Rank' }).click();
    await expect(page).toHaveURL(new RegExp(`/contest/${id}/rank$`));
    await nav.getByRole('link', { name: 'Back to contests' }).click();
    await expect(page).toHaveURL(/\/contest$/);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contest' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(status).toBeHidden();
  });
});
