import { expect, test } from '../../support/fixtures';
import { signInToPortal } from '../../support/portal';

test.describe('problem list', () => {
  test('filters and pages live in the address, and the browser goes back through them', async ({ page }) => {
    await page.goto('/problem');
    const table = page.getByRole('table', { name: 'Problem list' });
    await expect(table.getByRole('link', { name: 'A + B Problem' })).toBeVisible();

    await page.getByLabel('Difficulty').selectOption({ label: 'Hard' });
    await expect(page).toHaveURL(/difficulty=2/);
    await expect(table.getByRole('link', { name: 'A + B Problem' })).toBeHidden();
    const hardTitles = await table.getByRole('row').count();
    expect(hardTitles).toBeGreaterThan(1);

    await page.getByLabel('Per page').selectOption('10');
    await expect(page).toHaveURL(/limit=10/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/currentPage=2/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    const shared = page.url();

    await page.goBack();
    await expect(page).not.toHaveURL(/currentPage=2/);
    await expect(page).toHaveURL(/limit=10/);
    await page.goBack();
    await expect(page).not.toHaveURL(/limit=10/);
    await expect(page.getByLabel('Difficulty')).toHaveValue('2');
    await page.goBack();
    await expect(page).not.toHaveURL(/difficulty/);
    await expect(page.getByLabel('Difficulty')).toHaveValue('');
    await expect(table.getByRole('link', { name: 'A + B Problem' })).toBeVisible();

    // A shared link opens the same view.
    await page.goto(shared);
    await expect(page.getByLabel('Difficulty')).toHaveValue('2');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('a problem link opens the statement', async ({ page }) => {
    await page.goto('/problem');
    await page.getByRole('link', { name: 'A + B Problem' }).click();
    await expect(page).toHaveURL(/\/problem\/P1001$/);
    await expect(page.getByRole('heading', { name: /A \+ B Problem/ }).first()).toBeVisible();
  });
});

test.describe('problem page', () => {
  test('the statement is readable before the maths typesetter arrives, which then typesets it in place', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/katexTypesetter/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/problem/P1001');
    await expect(page.getByText('This is the first problem of every judge')).toBeVisible();
    // Each formula shows a readable preview with its TeX as the tooltip.
    const constraint = page.getByTitle('$|a|, |b| \\le 10^{18}$');
    await expect(constraint).toBeVisible();
    await expect(constraint).toHaveText(/^\|a\|,\|b\|\s≤\s1018$/);
    await expect(page.getByRole('math')).toHaveCount(0);

    release();
    await expect(constraint).toHaveCount(0);
    await expect(page.getByRole('math').first()).toBeAttached();
    await expect(page.getByText('This is the first problem of every judge')).toBeVisible();
  });

  test('keeps a typed draft across a reload', async ({ page }) => {
    await signInToPortal(page, 'alice');
    await page.goto('/problem/P1001');
    const editor = page.getByRole('textbox', { name: 'Code editor' });
    await expect(editor).toBeAttached();
    await editor.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('// my draft survives a reload 4711');
    const workbench = page.getByRole('region', { name: 'Submit code' });
    await expect(workbench.getByText('my draft survives a reload 4711')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Code editor' })).toBeAttached();
    await expect(workbench.getByText('my draft survives a reload 4711')).toBeVisible();
  });

  test('the divider between statement and editor moves with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/problem/P1001');
    const divider = page.getByRole('separator', { name: 'Resize the statement and the editor' });
    await expect(divider).toBeVisible();
    const before = Number(await divider.getAttribute('aria-valuenow'));
    await divider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(divider).not.toHaveAttribute('aria-valuenow', String(before));
    const after = Number(await divider.getAttribute('aria-valuenow'));
    expect(after).toBeGreaterThan(before);
    // Home goes to the statement's minimum width.
    await page.keyboard.press('Home');
    await expect(divider).toHaveAttribute(
      'aria-valuenow',
      (await divider.getAttribute('aria-valuemin')) ?? '',
    );
  });

  test('the full-screen route of a contest problem hides the site menu and returns to the normal page', async ({
    page,
  }) => {
    await signInToPortal(page, 'alice');
    await page.goto('/contest/2/problem/A/full-screen');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Focus mode' }).click();
    await expect(page).toHaveURL(/\/contest\/2\/problem\/A$/);
  });
});
