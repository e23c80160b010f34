import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { expect, mockServerUrl } from './fixtures';

/** Signs a demo account in through the API and hands its session to the portal before the page loads. */
export async function signInToPortal(
  page: Page,
  request: APIRequestContext,
  username: string,
): Promise<void> {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  const response = await request.post(`${mockServerUrl}/api/login`, {
    data: { username, password: account.password },
  });
  const token = response.headers()['authorization'];
  const body = (await response.json()) as { data: unknown };
  expect(token, 'the login answers a token').toBeTruthy();
  await page.addInitScript(
    ([t, user]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userInfo', user);
    },
    [token ?? '', JSON.stringify(body.data)] as const,
  );
}

/** Replaces the code editor's text (Monaco) with `code`, as pasting would. */
export async function writeCode(page: Page, code: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'Code editor' });
  await expect(editor).toBeAttached();
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}
