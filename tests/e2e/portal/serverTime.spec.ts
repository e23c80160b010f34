import { DEMO_CONTEST_PASSWORD } from '@hoj/mocks/contests/seedContests';
import { expect, mockServerUrl, test } from '../../support/fixtures';
import { signInToPortal, writeCode } from '../../support/portal';

const DAY_MS = 86_400_000;
/** The seed's protected OI contest starts three days after the seed time; this is ten minutes into it. */
const INTO_CONTEST_3_MS = 3 * DAY_MS + 10 * 60_000;

const PROGRAM =
  '#include <iostream>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b; }\n// server time\n';

test.describe("contests on the server's time", () => {
  for (const [name, skewMs] of [
    ['days behind', -5 * DAY_MS],
    ['days ahead', 9 * DAY_MS],
  ] as const) {
    test(`a contest running on the server runs in a browser whose clock is ${name}`, async ({
      page,
      request,
    }) => {
      const moved = await request.post(`${mockServerUrl}/api/__clock`, {
        data: { advanceMs: INTO_CONTEST_3_MS },
      });
      expect(moved.ok()).toBe(true);
      await signInToPortal(page, 'bob');
      // By this browser's clock contest 3 has not started (days behind) or is long over (days ahead).
      await page.clock.install({ time: Date.now() + skewMs });

      await page.goto('/contest/3/problem/A');
      const bar = page.getByRole('region', { name: 'Contest status' });
      await expect(bar.getByText('Running', { exact: true })).toBeVisible();
      await expect(bar.getByRole('timer')).toHaveText(/Ends in 02:(50|49):\d\d/);
      const nav = page.getByRole('navigation', { name: 'Contest navigation' });
      await expect(nav.getByRole('link', { name: 'Problems' })).toHaveAttribute(
        'href',
        '/contest/3/problems',
      );
      await expect(page).toHaveURL(/\/contest\/3\/problem\/A$/);

      const workbench = page.getByRole('region', { name: 'Submit code' });
      const submit = workbench.getByRole('button', { name: 'Submit', exact: true });
      await expect(submit).toBeEnabled();
      await expect(workbench.getByText('The contest has not started yet')).toHaveCount(0);
      await expect(workbench.getByText('The contest has ended: submissions are closed')).toHaveCount(0);

      await writeCode(page, PROGRAM);
      await submit.click();
      const dialog = page.getByRole('dialog', { name: 'Contest password' });
      await dialog.getByLabel('Password').fill(DEMO_CONTEST_PASSWORD);
      await dialog.getByRole('button', { name: 'Register and submit' }).click();
      await expect(page.getByText('Register contest successfully')).toBeVisible();
      await expect(page.getByText('Submit code successfully')).toBeVisible();
    });
  }
});
