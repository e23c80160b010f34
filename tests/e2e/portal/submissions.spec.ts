import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { expect, mockServerUrl, test } from '../../support/fixtures';
import { JUDGING_UNTIL_MS, advanceJudgeClock, freezeJudgeClock } from '../../support/judgeClock';
import { apiData } from '../../support/mockApi';
import { signInToPortal } from '../../support/portal';

interface Row {
  submitId: number;
  username: string;
  cid: number;
  displayPid: string;
  status: number;
}

/** One of alice's practice submissions, accepted, on a problem that lets code be shared (the seed's P1037 does not). */
async function aliceAccepted(request: APIRequestContext): Promise<Row> {
  const page = await apiData<{ records: Row[] }>(
    request,
    '/api/get-submission-list?limit=50&currentPage=1&onlyMine=false&username=alice&status=0',
  );
  const row = page.records.find((r) => r.cid === 0 && r.displayPid !== 'P1037');
  if (!row) throw new Error('the seed has no accepted practice submission of alice');
  return row;
}

const firstRow = (page: Page) => page.getByRole('table').first().getByRole('row').nth(1);

test('the status list turns a live row final by itself', async ({ page, request }) => {
  await freezeJudgeClock(request);
  await signInToPortal(page, 'alice');
  await page.goto('/problem/P1001');
  const editor = page.getByRole('textbox', { name: 'Code editor' });
  await expect(editor).toBeAttached();
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(
    '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d", a + b); }\n',
  );
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Submit code successfully')).toBeVisible();

  await page.getByRole('link', { name: 'Status', exact: true }).click();
  await expect(firstRow(page)).toContainText('alice');
  await expect(firstRow(page)).toContainText('Pending');
  await advanceJudgeClock(request, JUDGING_UNTIL_MS);
  await expect(firstRow(page)).toContainText('Accepted');
  await expect(firstRow(page)).not.toContainText('Pending');
});

test('only the owner can share a submission', async ({ page, request, browser }) => {
  const row = await aliceAccepted(request);
  await signInToPortal(page, 'alice');
  await page.goto(`/submission-detail/${row.submitId}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Shared successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unshare' })).toBeVisible();

  const bobContext = await browser.newContext();
  try {
    const bob = await bobContext.newPage();
    await signInToPortal(bob, 'bob');
    await bob.goto(`/submission-detail/${row.submitId}`);
    await expect(bob.getByRole('heading', { name: `Submission #${row.submitId}` })).toBeVisible();
    // Shared: bob reads the code, but he cannot change the sharing.
    await expect(bob.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(bob.getByRole('button', { name: /^(Share|Unshare)$/ })).toHaveCount(0);
  } finally {
    await bobContext.close();
  }
});

test('a super admin judges a submission by hand and rejudges it', async ({ page, request }) => {
  const row = await aliceAccepted(request);
  await freezeJudgeClock(request);
  await signInToPortal(page, 'root');
  await page.goto(`/submission-detail/${row.submitId}`);
  const actions = page.getByRole('group', { name: 'Admin actions' });

  await actions.getByRole('button', { name: 'Manual judge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manual judge' });
  await dialog.getByLabel('Judge status').selectOption({ label: 'Wrong Answer' });
  await dialog.getByRole('button', { name: 'Modify' }).click();
  await expect(page.getByText('Update Successfully')).toBeVisible();
  await expect(page.getByText('Changed by hand')).toBeVisible();
  await expect(page.getByRole('main').getByText('Wrong Answer').first()).toBeVisible();

  await actions.getByRole('button', { name: 'Rejudge' }).click();
  await expect(page.getByText('Rejudge successfully')).toBeVisible();
  await expect(page.getByRole('main').getByText('Pending').first()).toBeVisible();
  await advanceJudgeClock(request, JUDGING_UNTIL_MS);
  await expect(page.getByRole('main').getByText('Accepted').first()).toBeVisible();
});

test('the status list offers rejudge to the super admin only', async ({ page }) => {
  await signInToPortal(page, 'alice');
  await page.goto('/status');
  await expect(firstRow(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Rejudge submission/ })).toHaveCount(0);
});

/** Submits `code` to `pid` as `username` through the API (no page involved); answers the submit id. */
async function submitThroughApi(request: APIRequestContext, username: string, pid: string, code: string) {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  const login = await request.post(`${mockServerUrl}/api/login`, {
    data: { username, password: account.password },
  });
  const token = login.headers()['authorization'] ?? '';
  const answer = await request.post(`${mockServerUrl}/api/submit-problem-judge`, {
    headers: { authorization: token },
    data: { pid, language: 'C++', code, cid: 0, isRemote: false },
  });
  const body = (await answer.json()) as { status: number; data: { submitId: number } };
  if (body.status !== 200) throw new Error(`the submit answered status ${body.status}`);
  return body.data.submitId;
}

test.describe('case results on a phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  test('cases with their files, the checker note and Skipped fit 390 px as cards', async ({
    page,
    request,
  }) => {
    // P1004 scores by subtask and skips the rest of a subtask after its first failed case.
    const submitId = await submitThroughApi(
      request,
      'alice',
      'P1004',
      '// hoj:verdict PA 40\n#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d", a + b); }\n',
    );
    await advanceJudgeClock(request, JUDGING_UNTIL_MS);
    // The file names are sent to admins only.
    await signInToPortal(page, 'root');
    await page.goto(`/submission-detail/${submitId}`);
    const toggles = page.getByRole('button', { name: /^Show the cases of subtask \d+$/ });
    await expect(toggles.first()).toBeVisible();
    while ((await toggles.count()) > 0) await toggles.first().click();
    const cases = page.getByRole('table', { name: /^Subtask \d+$/ });
    await expect(cases.getByText('Skipped').first()).toBeVisible();
    await expect(cases.getByText('Cancelled', { exact: true })).toHaveCount(0);
    await expect(cases.getByText(/\.in$/).first()).toBeVisible();
    const outside = await cases
      .getByRole('row')
      .evaluateAll(
        (rows) =>
          rows
            .map((row) => row.getBoundingClientRect())
            .filter((rect) => rect.width > 0 && (rect.left < 0 || rect.right > window.innerWidth + 0.5))
            .length,
      );
    expect(outside, 'every case card is inside the screen').toBe(0);
  });
});
