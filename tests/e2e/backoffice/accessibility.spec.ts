import type { Page } from '@playwright/test';
import { expectAccessible, scanRuns, waitForSettled } from '../../support/axe';
import { staffSession } from '../../support/backoffice';
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
    ready: (page) => expect(page.getByRole('listitem', { name: /^(Report|举报) #/ }).first()).toBeVisible(),
  },
];

type Scheme = 'light' | 'dark';

/**
 * Every page in English and the light theme; Chinese and the dark theme together on a set of pages that between
 * them hold every kind of part (the shell, menus, lists with chips and status colours, forms, the Markdown
 * editor, the report cards). The dark theme is one MUI palette for every page, so a contrast failure lives in a
 * kind of part, not in a page; language changes names and labels, not colours; one run covers both.
 */
const representative = new Set([
  'the dashboard',
  'the user list',
  'a new announcement',
  'the switches',
  'the contest list',
  'the report queue',
]);

const runs = scanRuns(pages, representative);

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

for (const { locale, colorScheme: scheme, pages: targets } of runs) {
  test.describe(`back office accessibility, ${locale}, ${scheme} theme (the system’s settings)`, () => {
    test.use({ locale, colorScheme: scheme });

    test('the login page has no serious or critical violations', async ({ page }) => {
      await page.goto('/admin/login');
      await expect(page.getByLabel(/^(Username|用户名)$/)).toBeVisible();
      await expectTheme(page, scheme);
      await expectAccessible(page, `the login page, ${locale}, ${scheme}`);
    });

    // One tab for every page, as the portal's scans do (support/axe.ts, byAccount, says why).
    test('every page has no serious or critical violations', async ({ page }) => {
      await staffSession(page);
      for (const target of targets) {
        await test.step(target.name, async () => {
          await page.goto(target.path);
          await expect(page.getByRole('menuitem', { name: /^(Users|用户)$/ })).toBeVisible();
          await target.ready(page);
          await waitForSettled(page);
          await expectTheme(page, scheme);
          await expectAccessible(page, `${target.name}, ${locale}, ${scheme}`, { soft: true });
        });
      }
    });
  });
}
