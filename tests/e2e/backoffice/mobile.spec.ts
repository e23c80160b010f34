import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { staffSession } from '../../support/backoffice';
import { startMockHourAfresh } from '../../support/mockApi';

/** A 390 px phone: the lists are one entry per record, nothing scrolls sideways, the menu is a drawer. */

test.describe('back office on a phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  async function logIn(page: Page) {
    await staffSession(page);
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  }

  async function openFromMenu(page: Page, name: string) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name }).click();
  }

  async function expectNoSidewaysScroll(page: Page) {
    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.viewport);
  }

  /** The list entries: links in the page's main area (the create button is a link too, named "Create"). */
  const entry = (page: Page, text: string) =>
    page.getByRole('main').getByRole('link').filter({ hasText: text });

  test('users are listed without a table; the search and the toolbar fit; an entry opens the editor', async ({
    page,
  }) => {
    await logIn(page);
    await openFromMenu(page, 'Users');
    await expect(page).toHaveURL(/\/admin\/users/);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await expect(page.getByRole('link', { name: 'Import users' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Generate users' })).toBeInViewport();

    await page.getByLabel(/Search username/).fill('alice');
    await expect(entry(page, 'bob')).toHaveCount(0);
    const alice = entry(page, 'alice');
    await expect(alice).toHaveCount(1);
    await expect(alice).toContainText('Normal');
    await expectNoSidewaysScroll(page);

    await alice.click();
    await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);
    await expect(page.getByLabel('Username')).toHaveValue('alice');
  });

  test('announcements show their visibility; the hidden draft opens in the editor as hidden', async ({
    page,
  }) => {
    await logIn(page);
    await openFromMenu(page, 'Announcements');
    await expect(page).toHaveURL(/\/admin\/announcements/);
    const hidden = entry(page, 'Hidden');
    await expect(hidden).toHaveCount(1);
    await expect(entry(page, 'Visible').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create' })).toBeInViewport();
    await expectNoSidewaysScroll(page);

    await hidden.click();
    await expect(page).toHaveURL(/\/admin\/announcements\/\d+$/);
    await expect(page.getByRole('radio', { name: 'Hidden' })).toBeChecked();
  });

  test('a new notice is listed as waiting for the hourly push and opens in the editor', async ({
    page,
    request,
  }) => {
    // The mock pushes notices at each full hour of its clock: start the test just after one.
    await startMockHourAfresh(request);
    await logIn(page);
    await openFromMenu(page, 'System notices');
    await expect(page).toHaveURL(/\/admin\/notices/);

    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByLabel('Title').fill('Phone maintenance window');
    await page.getByLabel('Content (Markdown)').fill('Back at **noon**');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/admin\/notices$/);
    const notice = entry(page, 'Phone maintenance window');
    await expect(notice).toContainText('Waiting for the hourly push');
    await expect(notice).toContainText('All users');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // The phone's own picker: a native select.
    const recipients = page.getByRole('combobox', { name: 'Recipients' });
    await expect(recipients).toBeInViewport();
    await recipients.selectOption({ label: 'Admins' });
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/Admin/);
    await recipients.selectOption({ label: 'All' });
    await expect(notice).toBeVisible();

    await notice.click();
    await expect(page).toHaveURL(/\/admin\/notices\/\d+$/);
    await expect(page.getByLabel('Title')).toHaveValue('Phone maintenance window');
  });
});
