import { expect, test } from '../../support/fixtures';
import { editorText, openEditor, storedDraft, TYPED } from '../../support/editor';
import { signInToPortal } from '../../support/portal';

/**
 * Typing under a slowed CPU: the one editor test that measures the page against time, so it runs alone after
 * the rest (playwright.config.ts), where no other worker takes the CPU from it.
 */
test.describe('the code editor under load', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInToPortal(page, 'alice');
  });

  test('keeps every key typed at 5 ms a key on a 4x slower CPU: text, cursor and saved draft', async ({
    page,
  }) => {
    await openEditor(page, '/problem/P1001');
    // C++ opens with its template, so the typing lands after real code.
    await page
      .getByRole('region', { name: 'Submit code' })
      .getByLabel('Language', { exact: true })
      .selectOption('C++');
    const before = await editorText(page);
    expect(before).toContain('main');
    await page.keyboard.press('Enter');
    await page.keyboard.type('//');

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    try {
      await page.keyboard.type(TYPED, { delay: 5 });
      // The cursor is still at the end of what was typed: the next key lands there.
      await page.keyboard.type('#');
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }

    const expected = `${before}\n//${TYPED}#`;
    expect(await editorText(page)).toBe(expected);
    await expect.poll(() => storedDraft(page, 'P1001')).toBe(expected);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Code editor' })).toBeAttached();
    expect(await editorText(page)).toBe(expected);
  });
});
