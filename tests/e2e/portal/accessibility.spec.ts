import type { APIRequestContext, Page } from '@playwright/test';
import { byAccount, expectAccessible, scanRuns, waitForSettled } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { apiData } from '../../support/mockApi';
import { signInToPortal } from '../../support/portal';

interface PortalPage {
  name: string;
  /** Who is signed in, if anyone. */
  as?: string;
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** What shows once the page has its data. */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page) => expect(page.getByRole('heading').first()).toBeVisible();

async function discussionPath(request: APIRequestContext): Promise<string> {
  const page = await apiData<{ records: { id: number }[] }>(
    request,
    '/api/get-discussion-list?limit=1&currentPage=1',
  );
  const first = page.records[0];
  if (!first) throw new Error('the seed has no discussion');
  return `/discussion-detail/${first.id}`;
}

async function aliceSubmissionPath(request: APIRequestContext): Promise<string> {
  const page = await apiData<{ records: { submitId: number; username: string }[] }>(
    request,
    '/api/get-submission-list?limit=20&currentPage=1&onlyMine=false&username=alice',
  );
  const first = page.records.find((row) => row.username === 'alice');
  if (!first) throw new Error('the seed has no submission of alice');
  return `/submission-detail/${first.submitId}`;
}

const tableRows = async (page: Page) => {
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
};

/** A contest board's first participant (the board's rows carry a participant header each). */
const boardRows = async (page: Page) => {
  await expect(
    page
      .getByRole('table', { name: /contest standings|比赛排名表/i })
      .getByRole('rowheader')
      .first(),
  ).toBeVisible();
};

/** Every main page of the portal that exists; each later feature adds its pages here. */
const pages: PortalPage[] = [
  {
    name: 'home',
    path: '/home',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: /announcements|公告/i }).first()).toBeVisible();
    },
  },
  {
    name: 'home with the login dialog open',
    path: '/home',
    ready: async (page) => {
      await page
        .getByRole('button', { name: /log ?in|登录/i })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'a profile', path: '/user-home?username=alice', ready: heading },
  { name: 'settings', as: 'alice', path: '/setting', ready: heading },
  { name: 'the message centre', as: 'bob', path: '/message/discuss', ready: heading },
  { name: 'a discussion with its comments', path: discussionPath, ready: heading },
  { name: 'password reset', path: '/reset-password', ready: heading },
  {
    name: 'the problem list',
    path: '/problem',
    ready: async (page) => {
      await expect(page.getByRole('link', { name: 'A + B Problem' })).toBeVisible();
    },
  },
  {
    name: 'a problem with its editor',
    as: 'alice',
    path: '/problem/P1001',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: /A \+ B Problem/ }).first()).toBeVisible();
      // Monaco's input is a zero-size element inside the editor: attached once the editor is up.
      await expect(page.getByRole('textbox', { name: /code editor|代码编辑器/i }).first()).toBeAttached();
    },
  },
  { name: 'the submission list', path: '/status', ready: tableRows },
  { name: 'a submission', as: 'alice', path: aliceSubmissionPath, ready: heading },
  { name: 'the ACM rank list', path: '/acm-rank', ready: tableRows },
  {
    name: 'the contest list',
    path: '/contest',
    ready: async (page) => {
      await expect(
        page
          .getByRole('list', { name: /contest list|比赛列表/i })
          .getByRole('link')
          .first(),
      ).toBeVisible();
    },
  },
  {
    // The protected contest ahead: the header, the status strip with its countdown, the registration form.
    name: 'a contest home',
    as: 'alice',
    path: '/contest/3',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: /register to take part|报名参赛/i })).toBeVisible();
    },
  },
  { name: "a contest's rank page", as: 'alice', path: '/contest/2/rank', ready: boardRows },
  { name: 'an outside board', path: '/contest/acm-scoreboard/2', ready: boardRows },
  // The contest-day desks: rows of buttons each named by its visible words, the row's request their description.
  { name: 'the print desk', as: 'root', path: '/contest/2/admin-print', ready: tableRows },
  { name: 'contest rejudge', as: 'root', path: '/contest/2/rejudge', ready: tableRows },
  {
    name: 'the training list',
    path: '/training',
    ready: async (page) => {
      await expect(
        page
          .getByRole('table', { name: /training list|训练列表/i })
          .getByRole('link')
          .first(),
      ).toBeVisible();
    },
  },
  // The private training alice has registered for: its header, progress bar and problem table.
  {
    name: "a training's problems",
    as: 'alice',
    path: '/training/7/problems',
    ready: async (page) => {
      await expect(
        page
          .getByRole('table', { name: /training problems|训练题目/i })
          .getByRole('link')
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'the discussion list',
    as: 'alice',
    path: '/discussion',
    ready: async (page) => {
      await expect(
        page
          .getByRole('list', { name: /^(discussions|讨论列表)$/i })
          .getByRole('link')
          .first(),
      ).toBeVisible();
    },
  },
  {
    name: 'the group list',
    as: 'alice',
    path: '/group',
    ready: async (page) => {
      await expect(
        page
          .getByRole('list', { name: /^(group list|团队列表)$/i })
          .getByRole('link')
          .first(),
      ).toBeVisible();
    },
  },
  // Group 1, where alice is a member: the header, the tabs by level and the announcements.
  { name: "a group's home", as: 'alice', path: '/group/1', ready: heading },
  // The group admin's views, loaded only for group admins: alice owns group 2, problemadmin group 3 (its contest
  // and training seeds). Their tables carry switches, selects and row buttons named by their rows.
  {
    name: "a group's problem admin",
    as: 'alice',
    path: '/group/2/problem',
    ready: async (page) => {
      await expect(
        page
          .getByRole('table', { name: /^(Problem admin list|题目管理列表)$/ })
          .getByRole('row')
          .nth(1),
      ).toBeVisible();
    },
  },
  {
    name: 'the group problem editor',
    as: 'alice',
    path: '/group/2/problem-admin/new',
    ready: async (page) => {
      await expect(page.getByLabel(/^(Problem display ID|题目展示 ID)/)).toBeVisible();
    },
  },
  {
    name: "a group's contest admin with the contest editor open",
    as: 'problemadmin',
    path: '/group/3/contest?manage=1',
    ready: async (page) => {
      await expect(
        page
          .getByRole('table', { name: /^(Contests to manage|比赛管理列表)$/ })
          .getByRole('row')
          .nth(1),
      ).toBeVisible();
      await page.getByRole('button', { name: /^(New contest|创建比赛)$/ }).click();
      await expect(page.getByRole('dialog', { name: /^(New contest|创建比赛)$/ })).toBeVisible();
    },
  },
  {
    name: "a group's training admin",
    as: 'problemadmin',
    path: '/group/3/training?manage=1',
    ready: async (page) => {
      await expect(
        page
          .getByRole('table', { name: /^(Trainings to manage|训练管理列表)$/ })
          .getByRole('row')
          .nth(1),
      ).toBeVisible();
    },
  },
  {
    name: "a group's members with its applications",
    as: 'problemadmin',
    path: '/group/3/member',
    ready: async (page) => {
      await expect(
        page
          .getByRole('region', { name: /^(Applications|入队申请)$/ })
          .getByRole('row')
          .nth(1),
      ).toBeVisible();
    },
  },
  {
    name: "a group's announcement admin",
    as: 'alice',
    path: '/group/2/announcement',
    ready: async (page) => {
      await expect(page.getByRole('table', { name: /^(Announcement list|公告列表)$/ })).toBeVisible();
    },
  },
  { name: "a group's settings", as: 'alice', path: '/group/2/setting', ready: heading },
  {
    name: 'the introduction',
    path: '/introduction',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('pre').first()).toBeVisible();
    },
  },
  { name: 'not found', path: '/no-such-page', ready: heading },
];

/**
 * Every page in English and the light theme; the other language and the dark theme together on a set of pages
 * that between them hold every kind of part (the shell and its menus, a dialog, tables with status colours,
 * difficulty and tag chips, the code editor, rendered Markdown, charts). What axe checks per language (the page's
 * lang, names and labels) does not depend on the colours, and what it checks per theme (contrast) does not
 * depend on the words, so one run covers both; scanning every page three times tripled the time for nothing.
 */
const representative = new Set([
  'home with the login dialog open',
  'a discussion with its comments',
  'the problem list',
  'a problem with its editor',
  'the submission list',
  'the ACM rank list',
  // The contest pages are scanned in both themes: status and award colours, the countdown strip, the board's
  // switches and its sticky columns.
  'the contest list',
  'a contest home',
  "a contest's rank page",
  'an outside board',
  // Trainings and discussions in both themes too: category colours, progress bars, badges, pinned posts.
  'the training list',
  "a training's problems",
  'the discussion list',
  'the group list',
  "a group's home",
  // The group admin's views: switches, selects and row buttons in both themes, their names in both languages.
  "a group's problem admin",
  'the group problem editor',
  "a group's contest admin with the contest editor open",
  "a group's training admin",
  "a group's members with its applications",
  "a group's announcement admin",
  "a group's settings",
]);

const runs = scanRuns(pages, representative);

for (const { locale, colorScheme, pages: targets } of runs) {
  test.describe(`portal accessibility (${locale}, ${colorScheme})`, () => {
    // The system's setting: the portal follows it while the reader has not chosen.
    test.use({ locale, colorScheme });
    for (const [account, group] of byAccount(targets)) {
      test(`${account ? `${account}'s` : "a visitor's"} pages have no serious or critical violations`, async ({
        page,
        request,
      }) => {
        if (account) await signInToPortal(page, account);
        for (const target of group) {
          await test.step(target.name, async () => {
            const path = typeof target.path === 'string' ? target.path : await target.path(request);
            await page.goto(`${path}${path.includes('?') ? '&' : '?'}l=${locale}`);
            await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
            await target.ready(page);
            await waitForSettled(page);
            await expectAccessible(page, `${target.name} (${locale}, ${colorScheme})`, { soft: true });
          });
        }
      });
    }
  });
}
