import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { handOverSession } from './session';

/** Signs a demo account in through the portal's login API and hands the session to the page (support/session.ts). */
export async function signInToPortal(page: Page, username: string): Promise<void> {
  await handOverSession(page, '/api/login', username);
}

/** Replaces the code editor's text (Monaco) with `code`, as pasting would. */
export async function writeCode(page: Page, code: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'Code editor' });
  await expect(editor).toBeAttached();
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}
