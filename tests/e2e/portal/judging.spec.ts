import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import {
  COMPILING_UNTIL_MS,
  JUDGING_UNTIL_MS,
  PENDING_UNTIL_MS,
  advanceJudgeClock,
  freezeJudgeClock,
} from '../../support/judgeClock';
import { signInToPortal } from '../../support/portal';

/** Replaces the editor's text (Monaco) with `code`, as pasting would. */
async function writeCode(page: Page, code: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'Code editor' });
  await expect(editor).toBeAttached();
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

// The simulated judge reads a `hoj:verdict` comment (mocks/README.md, "Simulated judge"); without one,
// balanced code is accepted. The backend refuses code shorter than 50 characters.
const program = (verdict?: string) =>
  `${verdict ? `// hoj:verdict ${verdict}\n` : ''}#include <iostream>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b; }\n`;

test.describe('submitting and judging', () => {
  test.beforeEach(async ({ page, request }) => {
    await freezeJudgeClock(request);
    await signInToPortal(page, request, 'alice');
  });

  test('a submission walks Pending, Compiling, Judging to Accepted without a reload', async ({
    page,
    request,
  }) => {
    await page.goto('/problem/P1001');
    await writeCode(page, program());
    const workbench = page.getByRole('region', { name: 'Submit code' });
    await workbench.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Submit code successfully')).toBeVisible();
    await expect(workbench.getByRole('link', { name: 'Pending' })).toBeVisible();
    await expect(workbench.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();

    await advanceJudgeClock(request, PENDING_UNTIL_MS);
    await expect(workbench.getByRole('link', { name: 'Compiling' })).toBeVisible();
    await advanceJudgeClock(request, COMPILING_UNTIL_MS - PENDING_UNTIL_MS);
    await expect(workbench.getByRole('link', { name: 'Judging' })).toBeVisible();
    // Screen readers hear the change without moving focus.
    await expect(workbench.getByRole('status')).toHaveText('Judging');
    await advanceJudgeClock(request, JUDGING_UNTIL_MS - COMPILING_UNTIL_MS);
    await expect(workbench.getByRole('link', { name: 'Accepted' })).toBeVisible();
    await expect(workbench.getByRole('status')).toHaveText('Accepted');
    // Released a moment after the verdict.
    await expect(workbench.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();

    await workbench.getByRole('link', { name: 'Accepted' }).click();
    await expect(page).toHaveURL(/\/submission-detail\/\d+$/);
    await expect(page.getByRole('heading', { name: /Submission #\d+/ })).toBeVisible();
  });

  test('a wrong answer opens the AI help, whose answer streams in', async ({ page, request }) => {
    await page.goto('/problem/P1001');
    const workbench = page.getByRole('region', { name: 'Submit code' });
    const ask = workbench.getByRole('button', { name: 'Ask AI for help' });
    await expect(ask).toBeDisabled();
    await writeCode(page, program('WA'));
    await workbench.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(workbench.getByRole('link', { name: 'Pending' })).toBeVisible();
    await advanceJudgeClock(request, JUDGING_UNTIL_MS);
    await expect(workbench.getByRole('link', { name: 'Wrong Answer' })).toBeVisible();

    await expect(ask).toBeEnabled();
    await ask.click();
    const answer = workbench.getByRole('region', { name: 'AI help' });
    await expect(
      answer.getByText('This content is AI generated and may be wrong: check it yourself.'),
    ).toBeVisible();
    await expect(answer.getByRole('paragraph').first()).not.toBeEmpty();
  });

  test('the test judge says which sample the code passed', async ({ page, request }) => {
    await page.goto('/problem/P1001');
    await writeCode(page, program());
    const workbench = page.getByRole('region', { name: 'Submit code' });
    await workbench.getByRole('button', { name: 'Test judge' }).click();
    const panel = workbench.getByRole('region', { name: 'Test judge' });
    await panel.getByRole('button', { name: 'Sample 1' }).click();
    await panel.getByRole('button', { name: 'Run test' }).click();
    await advanceJudgeClock(request, JUDGING_UNTIL_MS);
    await expect(panel.getByText('Passed sample 1')).toBeVisible();
  });
});
