import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The code editor with a real Monaco. Its text is read the way a contestant would take it away: select all and
 * copy (the clipboard holds Monaco's own text, not the page's copy of it).
 */
export async function editorText(page: Page): Promise<string> {
  const editor = page.getByRole('textbox', { name: 'Code editor' });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+C');
  await page.keyboard.press('ControlOrMeta+End');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The draft this page keeps for the problem (whoever is signed in), as stored. */
export function storedDraft(page: Page, problemId: string): Promise<string | null> {
  return page.evaluate((id) => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith('hoj.editor.draft.') && name.endsWith(`.problem.${id}`),
    );
    if (!key) return null;
    const draft = JSON.parse(localStorage.getItem(key) ?? 'null') as { code?: unknown } | null;
    return typeof draft?.code === 'string' ? draft.code : null;
  }, problemId);
}

export async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const editor = page.getByRole('textbox', { name: 'Code editor' });
  await expect(editor).toBeAttached();
  await expect(page.getByText(/Tab indents in the editor/)).toBeVisible();
}

// A few hundred characters, typed inside a comment so Monaco's completion and bracket closing stay out of it.
export const TYPED =
  ' running total: sum = sum + a * b - c; best = max of best and sum minus minPrefix; ' +
  'minPrefix = min of minPrefix and sum; count += 1; answer = best * 2 - 1; ' +
  'repeat for every query: read l and r, print prefix at r minus prefix at l minus 1; done.';
