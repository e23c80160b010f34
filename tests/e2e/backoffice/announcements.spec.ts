import { test, expect, portalUrl } from '../../support/fixtures';
import { staffSession } from '../../support/backoffice';

test.describe('announcement administration', () => {
  test.use({ locale: 'en-US' });

  test('root publishes an announcement with a live preview; it is listed and shows on the portal home', async ({
    page,
    context,
  }) => {
    await staffSession(page);
    await page.goto('/admin/');

    await page.getByRole('menuitem', { name: 'Announcements' }).click();
    await page.getByRole('link', { name: 'Create' }).click();

    await page.getByLabel('Content (Markdown)').fill('**Bold news** for everyone');
    // The title is required: saving without it stays on the form with the error.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Required')).toBeVisible();
    await page.getByLabel('Title').fill('E2E contest week');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('Bold news')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Visible' })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/admin\/announcements$/);
    const row = page.getByRole('row').filter({ hasText: 'E2E contest week' });
    await expect(row).toBeVisible();
    await expect(row.getByRole('switch', { name: /E2E contest week/ })).toBeChecked();

    const portal = await context.newPage();
    await portal.goto(`${portalUrl}/home`);
    await expect(portal.getByText('E2E contest week')).toBeVisible();
  });
});
