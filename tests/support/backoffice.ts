import type { Page } from '@playwright/test';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { expect } from './fixtures';
import { handOverSession } from './session';

const STAFF = new Set(['root', 'admin', 'problem_admin']);

/**
 * Signs a demo account in through the back office's login page, in either language. For staff it returns once
 * the app has left the login page (the session is stored), so a `goto` right after is not sent back to login;
 * for anyone else the refusal is the test's to check. For tests about the login itself; the others use
 * `staffSession`, which skips the form.
 */
export async function signInToBackoffice(page: Page, username = 'root'): Promise<void> {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  await page.goto('/admin/login');
  // In either language: login.spec.ts signs in under zh-CN too.
  await page.getByLabel(/^(Username|用户名)/).fill(username);
  await page.getByLabel(/^(Password|密码)/).fill(account.password);
  await page.getByRole('button', { name: /^(Sign in|登录)$/ }).click();
  if (STAFF.has(account.role)) await expect(page).not.toHaveURL(/\/admin\/login/);
}

/**
 * Signs a staff account in through the admin login API and hands the session to the page (support/session.ts):
 * the form costs two page loads a test, and login.spec.ts tests it.
 */
export async function staffSession(page: Page, username = 'root'): Promise<void> {
  await handOverSession(page, '/api/admin/login', username);
}
