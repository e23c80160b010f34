import { DEMO_CONTEST_PASSWORD } from '@hoj/mocks/contests/seedContests';
import { contestStartMs, contestTitle, moveMockClockTo } from '../../support/contests';
import { expect, test } from '../../support/fixtures';
import { JUDGING_UNTIL_MS, advanceJudgeClock, freezeJudgeClock } from '../../support/judgeClock';
import { signInToPortal, writeCode } from '../../support/portal';

/** The seed's running public ACM contest, the protected OI one three days ahead. */
const RUNNING = 2;
const PROTECTED = 3;

const PROGRAM =
  '#include <iostream>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b; }\n// contest entry\n';

test.describe('entering a contest', () => {
  test('a visitor opening a contest from the contest list is asked to log in first', async ({ page }) => {
    await page.goto('/contest');
    const list = page.getByRole('list', { name: 'Contest list' });
    await list.getByRole('link', { name: contestTitle(RUNNING), exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog.getByText('Please login first')).toBeVisible();
    // The contest's pages need an account: the visitor stays on the list behind the dialog.
    await expect(page).toHaveURL(/\/contest$/);
  });

  test('a user registers for a protected contest with its password, then submits a solution that is judged', async ({
    page,
    request,
  }) => {
    // Ten minutes into the contest, with the judge's clock held so its states wait for the spec.
    await moveMockClockTo(request, (await contestStartMs(request, PROTECTED)) + 10 * 60_000);
    await freezeJudgeClock(request);
    await signInToPortal(page, 'alice');
    await page.goto(`/contest/${PROTECTED}`);

    const registration = page.getByRole('region', { name: 'Register to take part' });
    const password = registration.getByLabel('Contest password');
    await password.fill('not-the-password');
    await registration.getByRole('button', { name: 'Register' }).click();
    // The server's reason, under the field, which keeps the focus for another try.
    await expect(registration.getByText('Wrong contest password. Please try again.')).toBeVisible();
    await expect(password).toBeFocused();

    await password.fill(DEMO_CONTEST_PASSWORD);
    await registration.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Register contest successfully')).toBeVisible();
    await expect(page.getByText('You are registered for this contest and may submit.')).toBeVisible();
    await expect(registration).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Contest navigation' })
      .getByRole('link', { name: 'Problems' })
      .click();
    await page
      .getByRole('region', { name: 'Contest problems' })
      .getByRole('link', { name: 'A', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/contest/${PROTECTED}/problem/A$`));

    await writeCode(page, PROGRAM);
    const workbench = page.getByRole('region', { name: 'Submit code' });
    await workbench.getByRole('button', { name: 'Submit', exact: true }).click();
    // Registered: no password asked this time.
    await expect(page.getByText('Submit code successfully')).toBeVisible();
    await expect(workbench.getByRole('link', { name: 'Pending' })).toBeVisible();
    await advanceJudgeClock(request, JUDGING_UNTIL_MS);
    await expect(workbench.getByRole('link', { name: 'Accepted' })).toBeVisible();
  });

  test('the countdown turns a scheduled contest into a running one without a reload', async ({
    page,
    request,
  }) => {
    const start = await contestStartMs(request, PROTECTED);
    await moveMockClockTo(request, start - 30_000);
    await signInToPortal(page, 'bob');
    // The page's clock runs as usual until the spec moves it on, together with the mock's.
    await page.clock.install();
    await page.goto(`/contest/${PROTECTED}`);

    const bar = page.getByRole('region', { name: 'Contest status' });
    const problems = page
      .getByRole('navigation', { name: 'Contest navigation' })
      .getByRole('link', { name: 'Problems' });
    await expect(bar.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(bar.getByRole('timer')).toHaveText(/^Starts in 00:00:(2\d|30)$/);
    // Closed until the start.
    await expect(problems).toHaveAttribute('aria-disabled', 'true');

    // Both clocks by the same span: the page's idea of the server's time stays right.
    await page.clock.fastForward(await moveMockClockTo(request, start + 2_000));

    await expect(bar.getByText('Running', { exact: true })).toBeVisible();
    await expect(bar.getByRole('timer')).toHaveText(/^Ends in 02:5\d:\d\d$/);
    await expect(bar.getByRole('status')).toHaveText('The contest has started');
    await expect(problems).toHaveAttribute('href', `/contest/${PROTECTED}/problems`);
    await expect(problems).not.toHaveAttribute('aria-disabled', 'true');
  });
});
