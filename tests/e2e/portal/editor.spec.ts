import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { signInToPortal } from '../../support/portal';

/**
 * The code editor with a real Monaco. Its text is read the way a contestant would take it away: select all and
 * copy (the clipboard holds Monaco's own text, not the page's copy of it).
 */
async function editorText(page: Page): Promise<string> {
  const editor = page.getByRole('textbox', { name: 'Code editor' });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+C');
  await page.keyboard.press('ControlOrMeta+End');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The draft this page keeps for the problem (whoever is signed in), as stored. */
function storedDraft(page: Page, problemId: string): Promise<string | null> {
  return page.evaluate((id) => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith('hoj.editor.draft.') && name.endsWith(`.problem.${id}`),
    );
    if (!key) return null;
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as { code?: unknown } | null;
    return typeof draft?.code === 'string' ? draft.code : null;
  }, problemId);
}

async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const editor = page.getByRole('textbox', { name: 'Code editor' });
  await expect(editor).toBeAttached();
  await expect(page.getByText(/Tab indents in the editor/)).toBeVisible();
}

// A few hundred characters, typed inside a comment so Monaco's completion and bracket closing stay out of it.
const TYPED =
  ' running total: sum = sum + a * b - c; best = max of best and sum minus minPrefix; ' +
  'minPrefix = min of minPrefix and sum; count += 1; answer = best * 2 - 1; ' +
  'repeat for every query: read l and r, print prefix at r minus prefix at l minus 1; done.';

test.describe('the code editor', () => {
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
