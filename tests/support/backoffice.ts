import type { Page } from '@playwright/test';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { expect, mockServerUrl } from './fixtures';

const STAFF = new Set(['root', 'admin', 'problem_admin']);

function passwordOf(username: string): string {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  return account.password;
}

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
  // In either language: the accessibility scan signs in under zh-CN too.
  await page.getByLabel(/^(Username|用户名)/).fill(username);
  await page.getByLabel(/^(Password|密码)/).fill(account.password);
  await page.getByRole('button', { name: /^(Sign in|登录)$/ }).click();
  if (STAFF.has(account.role)) await expect(page).not.toHaveURL(/\/admin\/login/);
}

/**
 * Signs a staff account in through the admin login API and hands the session to the page's first document,
 * as the login page would have stored it (the keys every HOJ front end shares), so the test opens its page at
 * once: the form costs two page loads a test, and login.spec.ts tests it. Only the first document of the tab
 * gets it: a later logout and reload stays logged out.
 */
export async function staffSession(page: Page, username = 'root'): Promise<void> {
  const response = await page.request.post(`${mockServerUrl}/api/admin/login`, {
    data: { username, password: passwordOf(username) },
  });
  const token = response.headers()['authorization'];
  const body = (await response.json()) as { data: unknown };
  expect(token, `the admin login answers ${username} a token`).toBeTruthy();
  await page.addInitScript(
    ([t, user]) => {
      try {
        if (sessionStorage.getItem('hoj-e2e-session') !== null) return;
        sessionStorage.setItem('hoj-e2e-session', 'handed over');
        localStorage.setItem('token', t);
        localStorage.setItem('userInfo', user);
      } catch {
        // A document without storage (about:blank) is not the app.
      }
    },
    [token ?? '', JSON.stringify(body.data)] as const,
  );
}
