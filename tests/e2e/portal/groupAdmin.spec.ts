import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { localDateTimeInput, zipFile } from '../../support/forms';
import { advanceJudgeClock, JUDGING_UNTIL_MS } from '../../support/judgeClock';
import { signInToPortal, writeCode } from '../../support/portal';

/** The seed's public Python group: alice owns it, bob is a member. */
const GROUP = '/group/2';
/** The group's short name, which the server puts in front of the display id. */
const PROBLEM_ID = 'PYCLUBE2E';
const PROBLEM_TITLE = 'Sum of two numbers';
const CONTEST = 'Club evening cup';

const casesZip = () =>
  zipFile('cases.zip', [
    { name: '1.in', content: '1 2\n' },
    { name: '1.out', content: '3\n' },
    { name: '2.in', content: '40 2\n' },
    { name: '2.out', content: '42\n' },
  ]);

async function createProblem(page: Page) {
  await page.goto(`${GROUP}/problem`);
  await page
    .getByRole('region', { name: 'Problem admin', exact: true })
    .getByRole('link', { name: 'Create problem' })
    .click();
  await page.getByLabel('Problem display ID').fill('E2E');
  await page.getByLabel('Problem title').fill(PROBLEM_TITLE);
  await page.getByLabel('Description', { exact: true }).fill('Read two integers and print their sum.');
  await page.getByLabel('Input description').fill('Two integers $a$ and $b$ on one line.');
  await page.getByLabel('Output description').fill('Their sum.');

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
  await page.getByLabel('Choose a test data zip').setInputFiles(casesZip());
  await expect(page.getByRole('progressbar', { name: 'Uploading cases.zip' })).toBeVisible();
  release();
  await expect(page.getByText('The server took 2 test cases')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Test cases' })).toContainText('2.out');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Problem created')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Problem admin list' })).toContainText(PROBLEM_TITLE);
}

async function createContestWithProblem(page: Page) {
  await page.goto(`${GROUP}/contest`);
  await page.getByRole('button', { name: 'Manage contests' }).click();
  await page.getByRole('button', { name: 'New contest' }).click();
  const editor = page.getByRole('dialog', { name: 'New contest' });
  await editor.getByLabel('Contest title').fill(CONTEST);
  await editor.getByRole('textbox', { name: 'Description (Markdown)' }).fill('One problem, **ACM** rules.');
  await editor.getByLabel('Start time').fill(await localDateTimeInput(page, -30));
  await editor.getByLabel('End time').fill(await localDateTimeInput(page, 150));
  await expect(editor.getByText(/^Length:/)).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  // The group's side panel has a "Created" date too: the toast is the one in the notifications.
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Created', { exact: true }),
  ).toBeVisible();

  const table = page.getByRole('region', { name: 'Contests to manage' });
  await expect(table.getByRole('switch', { name: `“${CONTEST}” visible to members` })).toBeChecked();
  await table.getByRole('button', { name: `Problems of “${CONTEST}”` }).click();
  const problems = page.getByRole('dialog', { name: `Contest problems: ${CONTEST}` });
  await problems.getByRole('button', { name: "Add from the group's problems" }).click();
  await problems
    .getByRole('region', { name: "The group's problems" })
    .getByRole('button', { name: `Add ${PROBLEM_ID}` })
    .click();
  await expect(problems.getByRole('region', { name: 'Problems in the contest' })).toContainText(PROBLEM_ID);
  await problems.getByRole('button', { name: 'Close' }).click();
}

test.describe('group administration', () => {
  test('a group admin creates a problem with a zip of test cases and adds it to a group contest, which a member sees and submits to', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    await signInToPortal(page, 'alice');
    await createProblem(page);
    await createContestWithProblem(page);

    const bob = await browser.newPage({ baseURL });
    await signInToPortal(bob, 'bob');
    await bob.goto(`${GROUP}/contest`);
    await bob.getByRole('link', { name: CONTEST }).click();
    await bob
      .getByRole('navigation', { name: 'Contest navigation' })
      .getByRole('link', { name: 'Problems' })
      .click();
    const list = bob.getByRole('region', { name: 'Contest problems' });
    await expect(list).toContainText(PROBLEM_TITLE);
    await list.getByRole('link', { name: 'A', exact: true }).click();
    await expect(bob.getByRole('heading', { name: new RegExp(PROBLEM_TITLE) })).toBeVisible();

    const workbench = bob.getByRole('region', { name: 'Submit code' });
    await workbench.getByRole('combobox', { name: 'Language' }).selectOption('Python3');
    await writeCode(bob, 'a, b = map(int, input().split())\nprint(a + b)\n');
    await workbench.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(bob.getByText('Submit code successfully')).toBeVisible();
    await advanceJudgeClock(request, JUDGING_UNTIL_MS);
    await expect(workbench.getByRole('link', { name: 'Accepted' })).toBeVisible();
    await bob.close();
  });
});
