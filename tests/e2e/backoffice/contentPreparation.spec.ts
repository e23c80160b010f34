import type { Page } from '@playwright/test';
import { test, expect, portalUrl } from '../../support/fixtures';
import { localDateTimeInput, zipFile } from '../../support/forms';
import { staffSession } from '../../support/backoffice';
import { signInToPortal } from '../../support/portal';

const PROBLEM_ID = 'E2E01';
const PROBLEM_TITLE = 'Balloon Sort';
const CONTEST = 'E2E Autumn Cup';
const BALLOON = '#8e44ad';

/** Three test cases in the layout HOJ pairs: X.in with X.out. */
const casesZip = () =>
  zipFile('cases.zip', [
    { name: '1.in', content: '3\n3 1 2\n' },
    { name: '1.out', content: '1 2 3\n' },
    { name: '2.in', content: '1\n5\n' },
    { name: '2.out', content: '5\n' },
    { name: '10.in', content: '2\n9 8\n' },
    { name: '10.out', content: '8 9\n' },
  ]);

/**
 * Replaces a Monaco editor's text with `code`, as pasting would (Monaco closes brackets as they are typed). A
 * plain text area stands in until Monaco has loaded; the editor's own is the one inside its `code` region.
 */
async function replaceCode(page: Page, name: string, code: string) {
  const editor = page.getByRole('code').getByRole('textbox', { name });
  await expect(editor).toBeAttached();
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

async function createProblem(page: Page) {
  await page.goto('/admin/problems/create');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Display ID').fill(PROBLEM_ID);
  await field('Title').fill(PROBLEM_TITLE);
  await field('Description').fill('Sort the balloons by their numbers.');
  await field('Input').fill('The count $n$, then $n$ numbers.');
  await field('Output').fill('The numbers in ascending order.');
  // The contest below is OI, and a contest takes problems of its own rule.
  await page.getByRole('radio', { name: 'OI', exact: true }).check();

  // The zip is held at the server until the progress bar has been seen: on loopback it would finish at once.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/api/file/upload-testcase-zip'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a zip' }).click();
  await (await chooser).setFiles(casesZip());
  await expect(page.getByRole('progressbar', { name: 'Upload progress of cases.zip' })).toBeVisible();
  release();
  await expect(page.getByText('The server will store 3 test cases')).toBeVisible();
  await expect(page.getByText('The server found 3 test cases', { exact: true })).toBeVisible();
  const uploaded = page.getByRole('table', { name: 'Uploaded test cases' });
  await expect(uploaded.getByRole('cell', { name: '10.in' })).toBeVisible();

  // A special judge that does not compile shows the compiler's answer, then one that does.
  await page.getByLabel('Special Judge').check();
  // The mock's compiler fails code carrying this marker (mocks/README.md); Monaco would close an open brace.
  await replaceCode(page, 'Special judge code', '// hoj:compile-error\nint main() { return 0; }\n');
  await page.getByRole('button', { name: 'Compile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compile Error' });
  await expect(dialog.getByRole('region', { name: 'Compiler output' })).toContainText('error');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await replaceCode(page, 'Special judge code', 'int main() { return 0; }\n');
  await page.getByRole('button', { name: 'Compile' }).click();
  await expect(page.getByText('Compiled successfully', { exact: true }).first()).toBeVisible();

  const languages = page.getByRole('region', { name: 'Languages and code templates' });
  for (const language of ['C', 'C++']) {
    await languages.getByLabel(language, { exact: true }).check();
    await languages.getByLabel(`Use a ${language} code template`).check();
    await replaceCode(
      page,
      `${language} code template`,
      '#include <stdio.h>\nint main(void) { return 0; }\n',
    );
  }

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/problems$/);
  await expect(page.getByRole('row').filter({ hasText: PROBLEM_TITLE })).toBeVisible();
}

async function createTraining(page: Page) {
  await page.goto('/admin/trainings/create');
  await page.getByLabel(/^Title/).fill('E2E sorting drills');
  await page.getByLabel(/Description \(Markdown\)/).fill('Warm-ups before the **autumn cup**.');
  await page.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: '算法' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/trainings$/);

  await page.getByRole('link', { name: 'Problems of training "E2E sorting drills"' }).click();
  await page.getByRole('button', { name: 'Add from the public bank' }).click();
  const picker = page.getByRole('dialog', { name: 'Add problems from the public bank' });
  await picker.getByLabel('Search title, display ID or author').fill(PROBLEM_ID);
  await picker.getByLabel('Search title, display ID or author').press('Enter');
  await picker.getByRole('button', { name: `Add ${PROBLEM_ID} ${PROBLEM_TITLE}` }).click();
  await page
    .getByRole('dialog', { name: `Add ${PROBLEM_ID} ${PROBLEM_TITLE}` })
    .getByRole('button', { name: 'Add to the training' })
    .click();
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(
    page
      .getByRole('table', { name: /Smallest rank first/ })
      .getByRole('row')
      .filter({ hasText: PROBLEM_TITLE }),
  ).toBeVisible();
}

/** Creates the contest and adds the problem with its balloon; answers the contest's id. */
async function createContest(page: Page): Promise<string> {
  await page.goto('/admin/contests/create');
  await page.getByRole('textbox', { name: /Title/ }).fill(CONTEST);
  await page.getByRole('textbox', { name: /Description/ }).fill('Three hours, **OI** rules.');
  await page.getByRole('group', { name: 'Rule' }).getByRole('radio', { name: 'OI' }).check();
  await page.getByLabel(/Start time/).fill(await localDateTimeInput(page, -30));
  await page.getByLabel(/End time/).fill(await localDateTimeInput(page, 150));
  await expect(page.getByText('Duration: 3 h')).toBeVisible();
  await page.getByRole('switch', { name: 'Seal the rank' }).check();
  const seal = page.getByRole('group', { name: 'Seal from' });
  await expect(seal.getByRole('radio', { name: 'From the start' })).toBeChecked();
  await seal.getByRole('radio', { name: '30 minutes before the end' }).check();
  await page.getByRole('radio', { name: 'By proportion' }).check();
  await expect(page.getByRole('group', { name: /^Award \d+$/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contest saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/contests$/);

  await page.getByRole('link', { name: `Problems of contest "${CONTEST}"` }).click();
  await expect(page).toHaveURL(/\/admin\/contests\/\d+\/problems$/);
  const contestId = /\/contests\/(\d+)\/problems/.exec(page.url())?.[1] ?? '';
  await page.getByRole('button', { name: 'Add from the problem bank' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a problem from the bank' });
  await dialog.getByRole('searchbox', { name: 'Search ID or title' }).fill(PROBLEM_ID);
  await dialog.getByRole('searchbox', { name: 'Search ID or title' }).press('Enter');
  await dialog.getByRole('button', { name: `Add ${PROBLEM_ID}` }).click();
  const choice = dialog.getByRole('region', { name: new RegExp(`Add ${PROBLEM_ID}`) });
  await expect(choice.getByRole('textbox', { name: /Display ID/ })).toHaveValue('A');
  await choice.getByLabel('Balloon colour').fill(BALLOON);
  await choice.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`Problem ${PROBLEM_ID} added as A`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('link', { name: 'Create a contest-only problem' })).toHaveAttribute(
    'href',
    `/admin/contests/${contestId}/problems/create`,
  );
  return contestId;
}

test.describe('preparing a contest in the back office', () => {
  test.use({ locale: 'en-US' });

  test('a problem admin builds a problem, a training and an OI contest the portal then shows', async ({
    page,
    context,
  }) => {
    test.slow();
    await staffSession(page, 'problemadmin');
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    // User management is the super admin's: neither in the menu nor at its address.
    await expect(page.getByRole('menuitem', { name: 'Problems' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page.getByRole('columnheader', { name: 'Username' })).toHaveCount(0);

    await createProblem(page);
    await createTraining(page);
    const contestId = await createContest(page);

    const portal = await context.newPage();
    await signInToPortal(portal, 'alice');
    await portal.goto(`${portalUrl}/contest/${contestId}/problems`);
    await expect(portal.getByRole('heading', { level: 1, name: `${CONTEST} · Problems` })).toBeVisible();
    const row = portal.getByRole('row').filter({ hasText: PROBLEM_TITLE });
    await expect(row.getByRole('img', { name: `Balloon colour ${BALLOON}` })).toBeVisible();
    await expect(row.getByRole('link', { name: 'A', exact: true })).toHaveAttribute(
      'href',
      `/contest/${contestId}/problem/A`,
    );
  });

  test('an admin resolves a discussion report', async ({ page }) => {
    await staffSession(page, 'admin');
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await page.goto('/admin/discussions/reports');
    const open = page.getByRole('listitem', { name: /^Report #/ }).filter({
      has: page.getByRole('button', { name: 'Mark resolved' }),
    });
    await expect(open.first()).toBeVisible();
    const before = await open.count();
    await open.first().getByRole('button', { name: 'Mark resolved' }).click();
    await expect(page.getByText(/Report #\d+ marked resolved/)).toBeVisible();
    await expect(open).toHaveCount(before - 1);
  });
});
