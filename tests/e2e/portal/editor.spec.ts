import { expect, test } from '../../support/fixtures';
import { editorText, openEditor, storedDraft } from '../../support/editor';
import { signInToPortal } from '../../support/portal';

test.describe('the code editor', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInToPortal(page, 'alice');
  });

  test('takes back a reset with Ctrl+Z', async ({ page }) => {
    await openEditor(page, '/problem/P1001');
    await page
      .getByRole('region', { name: 'Submit code' })
      .getByLabel('Language', { exact: true })
      .selectOption('C++');
    await page.getByRole('textbox', { name: 'Code editor' }).focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n// my own work');
    const mine = await editorText(page);

    await page.getByRole('button', { name: 'Reset code' }).click();
    await page.getByRole('dialog', { name: 'Reset code' }).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => editorText(page)).not.toBe(mine);

    await page.getByRole('textbox', { name: 'Code editor' }).focus();
    await page.keyboard.press('ControlOrMeta+Z');
    expect(await editorText(page)).toBe(mine);
  });

  test("a second tab of the same problem takes over the first tab's code instead of overwriting it", async ({
    page,
    context,
  }) => {
    await openEditor(page, '/problem/P1007');
    const second = await context.newPage();
    await openEditor(second, '/problem/P1007');

    await page.getByRole('textbox', { name: 'Code editor' }).focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n// tab A wrote this long solution');
    await expect.poll(() => storedDraft(page, 'P1007')).toContain('tab A wrote this long solution');

    await expect.poll(() => editorText(second)).toContain('tab A wrote this long solution');
    await second.keyboard.type('x');
    await expect.poll(() => storedDraft(second, 'P1007')).toMatch(/tab A wrote this long solutionx$/);

    const third = await context.newPage();
    await openEditor(third, '/problem/P1007');
    expect(await editorText(third)).toMatch(/tab A wrote this long solutionx$/);
  });

  test('follows the dark site theme and says how to leave the editor by keyboard', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openEditor(page, '/problem/P1001');
    await expect(
      page.getByRole('region', { name: 'Submit code' }).getByLabel('Theme', { exact: true }),
    ).toHaveValue('auto');
    const background = await page
      .getByTestId('monaco-host')
      .evaluate((host) => getComputedStyle(host.firstElementChild ?? host).backgroundColor);
    const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b, `a dark editor background, not ${background}`).toBeLessThan(3 * 96);

    const editor = page.getByRole('textbox', { name: 'Code editor' });
    await expect(editor).toHaveAccessibleDescription(/Press Ctrl\+M to make Tab move focus out of it/);
    await editor.focus();
    await page.keyboard.press('Control+M');
    await expect(page.getByText(/Tab now moves focus out of the editor/)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();
  });
});
