import { readFile } from 'node:fs/promises';
import { test, expect, mockServerUrl } from '../../support/fixtures';
import { signInToBackoffice, staffSession } from '../../support/backoffice';

test.describe('user administration', () => {
  test.use({ locale: 'en-US' });

  test('root generates 20 accounts and downloads them; a generated account can log in', async ({
    page,
    request,
  }) => {
    await staffSession(page);
    await page.goto('/admin/');
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Generate users' }).click();

    const dialog = page.getByRole('dialog', { name: 'Generate users' });
    await dialog.getByLabel('Prefix').fill('e2e');
    await dialog.getByLabel('Start number').fill('1');
    await dialog.getByLabel('End number').fill('0');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByText('The end number must not be below the start number')).toBeVisible();

    await dialog.getByLabel('End number').fill('20');
    await dialog.getByLabel('Password length').fill('8');
    await expect(dialog.getByText('20 users will be created: e2e1 … e2e20')).toBeVisible();
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByText('20 users were created.')).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download account sheet' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^generated-users-\d{4}-\d{2}-\d{2}\.xlsx$/);

    // The mock writes stored (uncompressed) zip entries, so the sheet's cells can be read from the bytes.
    const path = await download.path();
    const sheet = (await readFile(path)).toString('utf8');
    const password = /e2e7<\/t><\/is><\/c><c r="B\d+" t="inlineStr"><is><t>([^<]{8})</.exec(sheet)?.[1];
    expect(password).toBeDefined();

    const login = await request.post(`${mockServerUrl}/api/login`, {
      data: { username: 'e2e7', password },
      headers: { 'Url-Type': 'general' },
    });
    expect((await login.json()) as { status: number }).toMatchObject({ status: 200 });

    await dialog.getByRole('button', { name: 'Close' }).click();
    // A name no other generated account contains, so the match is on the first page whatever the order.
    await page.getByLabel(/Search username/).fill('e2e20');
    await expect(page.getByRole('cell', { name: 'e2e20', exact: true })).toBeVisible();
  });

  test('root makes bob an admin, then bob can sign in to the back office', async ({ page, browser }) => {
    await staffSession(page);
    await page.goto('/admin/');
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.getByLabel(/Search username/).fill('bob');
    await page.getByRole('cell', { name: 'bob', exact: true }).click();

    await expect(page.getByLabel('Username')).toHaveValue('bob');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/users(\?|$)/);
    await expect(
      page.getByRole('row').filter({ hasText: 'bob' }).getByText('Admin', { exact: true }),
    ).toBeVisible();

    const other = await browser.newContext({ locale: 'en-US' });
    const bobPage = await other.newPage();
    await signInToBackoffice(bobPage, 'bob');
    await expect(bobPage.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await other.close();
  });

  test('deleting users asks first, naming the count and the cascade', async ({ page }) => {
    await staffSession(page);
    await page.goto('/admin/');
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.getByLabel(/Search username/).fill('dave');
    const row = page.getByRole('row').filter({ hasText: 'dave' });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Delete 1 user');
    await expect(confirm).toContainText('submissions');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('cell', { name: 'dave', exact: true })).toBeHidden();
  });

  test('the dashboard shows the counts, the previous sign-in and the judge servers', async ({ page }) => {
    await staffSession(page, 'admin');
    await page.goto('/admin/');
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByText('Users', { exact: true })).toBeVisible();
    // The sign-in before this one, as the server recorded it (the seed's, from the campus network).
    await expect(
      page.getByRole('region', { name: 'Previous sign-in' }).getByText('10.20.4.88'),
    ).toBeVisible();
    const judges = page.getByRole('region', { name: 'Judge servers' });
    await expect(judges.getByRole('rowheader', { name: '127.0.0.1:8088' })).toBeVisible();
    await expect(
      judges.getByRole('img', { name: 'Chart of judge server CPU and memory load' }),
    ).toBeVisible();
  });
});
