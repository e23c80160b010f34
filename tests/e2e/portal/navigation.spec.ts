import type { APIRequestContext, Page } from '@playwright/test';
import type { ContestVO } from '../../../generated/model/index';
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

/**
 * The seeded contests, as the mock backend's recent-contest list gives them (real statuses and times). The mock
 * backend answers `get-contest-info` and `get-contest-access` with generated data (a random status, auth and
 * author), and its `get-contest-list` too, so the page is given each contest as the list holds it, and no access
 * to private contests, for the contest menu to be decided on known facts.
 */
async function serveSeededContests(page: Page, request: APIRequestContext): Promise<ContestVO[]> {
  const contests = await apiData<ContestVO[]>(request, '/api/get-recent-contest');
  const envelope = (data: unknown) => ({ json: { status: 200, msg: 'success', data } });
  await page.route(
    (url) => url.pathname === '/api/get-contest-info',
    (route) => {
      const cid = Number(new URL(route.request().url()).searchParams.get('cid'));
      const contest = contests.find((c) => c.id === cid);
      return contest ? route.fulfill(envelope(contest)) : route.fallback();
    },
  );
  await page.route(
    (url) => url.pathname === '/api/get-contest-access',
    (route) => route.fulfill(envelope({ access: false })),
  );
  return contests;
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
    const contests = await serveSeededContests(page, request);
    const id = contests.find((c) => c.status === 0 && c.auth === 0)!.id;
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

  test('a scheduled contest shows its pages disabled, saying why; a running public one opens them', async ({
    page,
    request,
  }) => {
    const contests = await serveSeededContests(page, request);
    const upcoming = contests.find((c) => c.status === -1 && c.author !== 'alice');
    const live = contests.find((c) => c.status === 0 && c.auth === 0);
    expect(upcoming, 'the seed has a scheduled contest').toBeTruthy();
    expect(live, 'the seed has a running public contest').toBeTruthy();
    await logInAs(page, request, 'alice', 'alice123');

    await page.goto(`/contest/${upcoming!.id}`);
    const nav = page.getByRole('navigation', { name: 'Contest navigation' });
    const notStarted = 'Not started yet: this opens when the contest starts';
    for (const name of ['Problems', 'My submissions', 'Rank']) {
      const entry = nav.getByRole('link', { name });
      await expect(entry).toBeDisabled();
      await expect(entry).not.toHaveAttribute('href');
      await expect(entry).toHaveAccessibleDescription(notStarted);
    }
    await expect(nav.getByRole('link', { name: 'Contest home' })).toHaveAttribute(
      'href',
      `/contest/${upcoming!.id}`,
    );

    // Reached by keyboard, it shows why; choosing it stays on the contest home.
    await nav.getByRole('link', { name: 'Contest home' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Problems' })).toBeFocused();
    await expect(page.getByRole('tooltip', { includeHidden: true })).toHaveText(notStarted);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/contest/${upcoming!.id}$`));

    // A typed address of a closed page lands on the contest home, saying why.
    await page.goto(`/contest/${upcoming!.id}/rank`);
    await expect(page).toHaveURL(new RegExp(`/contest/${upcoming!.id}$`));
    await expect(page.getByRole('status').filter({ hasText: notStarted })).toBeVisible();

    await page.goto(`/contest/${live!.id}`);
    for (const [name, path] of [
      ['Problems', 'problems'],
      ['My submissions', 'submissions?onlyMine=true'],
      ['Rank', 'rank'],
    ] as const) {
      const entry = nav.getByRole('link', { name });
      await expect(entry).toBeEnabled();
      await expect(entry).toHaveAttribute('href', `/contest/${live!.id}/${path}`);
    }
    await nav.getByRole('link', { name: 'Problems' }).click();
    await expect(page).toHaveURL(new RegExp(`/contest/${live!.id}/problems$`));
  });
});
