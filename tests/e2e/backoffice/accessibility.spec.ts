import type { Page } from '@playwright/test';
import { expectAccessible, waitForSettled } from '../../support/axe';
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
  { name: 'the problem list', path: '/admin/problems', ready: table },
  {
    name: 'a problem’s editor',
    path: '/admin/problems/1001',
    ready: (page) => expect(page.getByRole('textbox', { name: 'Title', exact: true })).not.toBeEmpty(),
  },
  { name: 'the contest list', path: '/admin/contests', ready: table },
  {
    name: 'a contest’s editor',
    path: '/admin/contests/1',
    ready: (page) => expect(page.getByRole('textbox', { name: /Title/ })).not.toBeEmpty(),
  },
  { name: 'a contest’s problems', path: '/admin/contests/2/problems', ready: table },
  { name: 'the training list', path: '/admin/trainings', ready: table },
  {
    name: 'a training’s editor',
    path: '/admin/trainings/1',
    ready: (page) => expect(page.getByRole('textbox', { name: /Title/ })).not.toBeEmpty(),
  },
  { name: 'the tags', path: '/admin/tags', ready: table },
  { name: 'the discussions', path: '/admin/discussions', ready: table },
  {
    name: 'the report queue',
    path: '/admin/discussions/reports',
    ready: (page) => expect(page.getByRole('listitem', { name: /^Report #/ }).first()).toBeVisible(),
  },
];

const schemes = ['light', 'dark'] as const;
type Scheme = (typeof schemes)[number];

/**
 * The page's background is the theme's (MUI paints the body): checked first, so an axe pass in "dark" cannot
 * be a light page the browser merely asked for dark.
 */
async function expectTheme(page: Page, scheme: Scheme): Promise<void> {
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
  if (scheme === 'dark') expect(r + g + b, `body background ${background}`).toBeLessThan(3 * 80);
  else expect(r + g + b, `body background ${background}`).toBeGreaterThan(3 * 200);
}

for (const scheme of schemes) {
  test.describe(`back office accessibility, ${scheme} theme (the system’s setting)`, () => {
    test.use({ locale: 'en-US', colorScheme: scheme });

    test('the login page has no serious or critical violations', async ({ page }) => {
      await page.goto('/admin/login');
      await expect(page.getByLabel('Username')).toBeVisible();
      await expectTheme(page, scheme);
      await expectAccessible(page, `the login page, ${scheme}`);
    });

    for (const target of pages) {
      test(`${target.name} has no serious or critical violations`, async ({ page }) => {
        await signInToBackoffice(page);
        await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
        await page.goto(target.path);
        await target.ready(page);
        await waitForSettled(page);
        await expectTheme(page, scheme);
        await expectAccessible(page, `${target.name}, ${scheme}`);
      });
    }
  });
}
