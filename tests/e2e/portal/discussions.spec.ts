import { staffSession } from '../../support/backoffice';
import { expect, test } from '../../support/fixtures';
import { signInToPortal } from '../../support/portal';

const TITLE = 'How do I read input until the end of file?';
const REASON = 'Asked and answered twice already.';

test.describe('discussions', () => {
  test('a user posts a discussion, likes it and reports it, and an admin sees the report in the back office', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInToPortal(page, 'alice');
    await page.goto('/discussion');
    await page.getByRole('button', { name: 'Post a discussion' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create discussion' });
    await dialog.getByLabel('Discussion title').fill(TITLE);
    await dialog.getByLabel('Discussion description').fill('scanf returns EOF at the end; what about cin?');
    await dialog.getByLabel('Discussion category').selectOption({ index: 1 });
    await dialog
      .getByLabel('Discussion content')
      .fill('In C++ I use `while (cin >> x)`. Is there a faster way for large inputs?');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('list', { name: 'Discussions' }).getByRole('link', { name: TITLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await page.getByRole('button', { name: /^Like · 0$/ }).click();
    await expect(page.getByRole('button', { name: /^Liked · 1$/ })).toBeVisible();

    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const report = page.getByRole('dialog', { name: 'Report' });
    await report.getByRole('checkbox', { name: 'Spam ads' }).check();
    await report.getByLabel('Reason').fill(REASON);
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Report sent, thank you')).toBeVisible();

    // The admin in a browser of their own, on this worker's servers (the back office is served under /admin by the
    // portal's server).
    const admin = await browser.newPage({ baseURL });
    await staffSession(admin, 'root');
    await admin.goto('/admin/discussions/reports');
    const card = admin
      .getByRole('listitem', { name: /^Report #/ })
      .filter({ hasText: TITLE })
      .filter({ hasText: 'Reported by alice' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('list', { name: 'Report tags' })).toHaveText('Spam ads');
    await expect(card.getByText(REASON)).toBeVisible();
    await admin.close();
  });
});
