import type { Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { signInToBackoffice } from '../../support/backoffice';
import { expect, test } from '../../support/fixtures';

interface BackofficePage {
  name: string;
  path: string;
  /** What shows once the page has its data. */
  ready: (page: Page) => Promise<void>;
}

const table = (page: Page) => expect(page.getByRole('table').first()).toBeVisible();
const form = (page: Page) => expect(page.getByRole('button', { name: /save|保存/i }).first()).toBeVisible();

/** Every main page of the back office that exists; each later screen adds its pages here. */
const pages: BackofficePage[] = [
  {
    name: 'the dashboard',
    path: '/admin/',
    ready: (page) => expect(page.getByRole('heading').first()).toBeVisible(),
  },
  { name: 'the user list', path: '/admin/users', ready: table },
  {
    name: 'the CSV import',
    path: '/admin/users/import',
    ready: (page) => expect(page.getByRole('heading').first()).toBeVisible(),
  },
  { name: 'the announcements', path: '/admin/announcements', ready: table },
  { name: 'a new announcement', path: '/admin/announcements/create', ready: form },
  { name: 'the notices', path: '/admin/notices', ready: table },
  { name: 'the system config', path: '/admin/conf', ready: form },
  { name: 'the switches', path: '/admin/switch', ready: form },
];

test.describe('back office accessibility', () => {
  test.use({ locale: 'en-US' });

  test('the login page has no serious or critical violations', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expectAccessible(page, 'the login page');
  });

  for (const target of pages) {
    test(`${target.name} has no serious or critical violations`, async ({ page }) => {
      await signInToBackoffice(page);
      await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
      await page.goto(target.path);
      await target.ready(page);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, target.name);
    });
  }
});

test.describe('back office in the system’s dark setting', () => {
  test.use({ locale: 'en-US', colorScheme: 'dark' });

  test('opens dark without being asked, and stays accessible', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b, `body background ${background}`).toBeLessThan(3 * 80);
    await expectAccessible(page, 'the login page, dark');
    await signInToBackoffice(page);
    await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    await page.goto('/admin/users');
    await table(page);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'the user list, dark');
  });
});
