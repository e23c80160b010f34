import type { Page } from '@playwright/test';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { expect, mockServerUrl } from './fixtures';

/** A demo account's password, as the seed has it. */
export function passwordOf(username: string): string {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  return account.password;
}

/**
 * Signs a demo account in through a login API (`/api/login` for the portal, `/api/admin/login` for the back
 * office) and hands the session to the page's first document, as the app's login would have stored it (the
 * local-storage keys every HOJ front end shares), so a test opens its page at once instead of going through a
 * login form. Only the first document of the tab gets it: a later logout and reload stays logged out.
 */
export async function handOverSession(
  page: Page,
  login: '/api/login' | '/api/admin/login',
  username: string,
): Promise<void> {
  const response = await page.request.post(`${mockServerUrl}${login}`, {
    data: { username, password: passwordOf(username) },
  });
  const token = response.headers()['authorization'];
  const body = (await response.json()) as { data: unknown };
  expect(token, `${login} answers ${username} a token`).toBeTruthy();
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
