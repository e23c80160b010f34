import { expectAccessible } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import {
  COMPILING_UNTIL_MS,
  JUDGING_UNTIL_MS,
  PENDING_UNTIL_MS,
  advanceJudgeClock,
  freezeJudgeClock,
} from '../../support/judgeClock';
import { holdPageClock } from '../../support/pageClock';
import { signInToPortal, writeCode } from '../../support/portal';

// The simulated judge reads a `hoj:verdict` comment (mocks/README.md, "Simulated judge"); without one,
// balanced code is accepted. The backend refuses code shorter than 50 characters.
const program = (verdict?: string) =>
  `${verdict ? `// hoj:verdict ${verdict}\n` : ''}#include <iostream>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b; }\n`;

test.describe('submitting and judging', () => {
  test.beforeEach(async ({ page, request }) => {
    await freezeJudgeClock(request);
    await signInToPortal(page, 'alice');
  });

  test('a submission made from the keyboard walks Pending, Compiling, Judging to Accepted, announced, with focus kept on Submit', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const checks: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/check-submissions-status')) checks.push(sent.url());
    });
    await page.goto('/problem/P1001');
    await writeCode(page, program());
    const workbench = page.getByRole('region', { name: 'Submit code' });
    const submit = workbench.getByRole('button', { name: /^Submit(ting)?$/ });
    const live = workbench.getByRole('status', { name: 'Judge status' });
    await submit.focus();
    await page.keyboard.press('Enter');
    // The press is answered at once, before the 500 ms gathering of clicks is over.
    await expect(submit).toHaveAccessibleName('Submitting');
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Submit code successfully')).toBeVisible();
    await expect(workbench.getByRole('link', { name: 'Pending' })).toBeVisible();
    await expect(live).toHaveText('Pending');
    // Submit waits while the judge works, but stays where the keyboard left it.
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toBeFocused();

    await advanceJudgeClock(request, PENDING_UNTIL_MS);
    await expect(workbench.getByRole('link', { name: 'Compiling' })).toBeVisible();
    await expect(live).toHaveText('Compiling');
    await advanceJudgeClock(request, COMPILING_UNTIL_MS - PENDING_UNTIL_MS);
    await expect(workbench.getByRole('link', { name: 'Judging' })).toBeVisible();
    // Screen readers hear each change without moving focus.
    await expect(live).toHaveText('Judging');
    await advanceJudgeClock(request, JUDGING_UNTIL_MS - COMPILING_UNTIL_MS);
    await expect(workbench.getByRole('link', { name: 'Accepted' })).toBeVisible();
    await expect(live).toHaveText('Accepted');
    // Released a moment after the verdict, focus still on it.
    await expect(submit).toHaveAttribute('aria-disabled', 'false');
    await expect(submit).toBeFocused();

    // The verdict is final: a minute of page time later, not one more status check.
    const polls = checks.length;
    const clock = await holdPageClock(page);
    await clock.run(60);
    await expect(workbench.getByRole('link', { name: 'Accepted' })).toBeVisible();
    expect(checks).toHaveLength(polls);
    await clock.resume();

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
    // Heard once the answer is complete, not piece by piece.
    await expect(answer.getByRole('status')).toHaveText('The AI helper has finished its answer, shown below');
    await expect(answer.getByRole('paragraph').first()).not.toBeEmpty();
  });

  test('the test judge says which sample the code passed', async ({ page, request }) => {
    await page.goto('/problem/P1001');
    await writeCode(page, program());
    const workbench = page.getByRole('region', { name: 'Submit code' });
    const toggle = workbench.getByRole('button', { name: 'Test judge' });
    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Test judge' });
    await expect(sheet.getByText('Judge mode: Default')).toBeVisible();
    await sheet.getByRole('button', { name: 'Sample 1' }).click();
    await sheet.getByRole('button', { name: 'Run test' }).click();
    // The result tab takes focus once the server has the run: the clock moves on only then, or the run would
    // start after the move and stay pending on the frozen clock.
    await expect(sheet.getByRole('tab', { name: 'Result' })).toBeFocused();
    await advanceJudgeClock(request, JUDGING_UNTIL_MS);
    await expect(sheet.getByText('Passed sample 1')).toBeVisible();
    await expectAccessible(page, 'the test judge sheet');
    // Escape closes the sheet and gives focus back to its toggle.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
