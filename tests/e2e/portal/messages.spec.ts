import { expect, test } from '../../support/fixtures';
import { signInToPortal } from '../../support/portal';

test.describe('message centre', () => {
  test.use({ locale: 'en-US' });

  test('bob reads his comment messages and clears the box after confirming (en-US)', async ({ page }) => {
    await signInToPortal(page, 'bob');
    await page.goto('/message/discuss?l=en-US');

    const tabs = page.getByRole('tablist', { name: 'Message boxes' });
    await expect(tabs.getByRole('tab', { name: /^Comments/ })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: /^Comments/ });
    const items = panel.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThan(0);
    await expect(panel.getByText('Unread').first()).toBeVisible();
    await expect(items.first()).toContainText('commented on your discussion');

    // Cancel keeps everything.
    await panel.getByRole('button', { name: 'Clear all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear messages' });
    await expect(dialog).toContainText('Delete every message in "Comments"?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(items.first()).toBeVisible();

    await panel.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('dialog', { name: 'Clear messages' }).getByRole('button', { name: 'OK' }).click();
    await expect(panel.getByText('No messages')).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(0);

    // Gone on the server too; the other boxes keep theirs.
    await page.reload();
    await expect(page.getByRole('tabpanel', { name: /^Comments/ }).getByText('No messages')).toBeVisible();
    await page.getByRole('tab', { name: /^Replies/ }).click();
    await expect(page).toHaveURL(/\/message\/reply$/);
    await expect(
      page
        .getByRole('tabpanel', { name: /^Replies/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  });
});

test.describe('message centre on a phone', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

  test('the boxes fit 390 px: no sideways scroll, every item and button inside the screen', async ({
    page,
  }) => {
    await signInToPortal(page, 'alice');
    for (const box of ['reply', 'like', 'sys']) {
      await page.goto(`/message/${box}?l=en-US`);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('listitem').first()).toBeVisible();
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        outside: Array.from(document.querySelectorAll('[role="tabpanel"] li, [role="tabpanel"] button'))
          .map((element) => element.getBoundingClientRect())
          .filter((rect) => rect.left < 0 || rect.right > window.innerWidth + 0.5).length,
      }));
      expect(overflow, `the ${box} box fits the phone`).toEqual({ page: 0, outside: 0 });
    }
  });
});
