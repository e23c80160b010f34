import { adminLogin } from '@generated/api/admin-account/admin-account';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { session } from '@hoj/core/session/session';

/** Signs a seeded staff account in through the real admin login (the mock server must be listening). */
export async function loginAs(username: string): Promise<void> {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  session.setUser(await adminLogin({ username, password: account.password }));
}

export function passwordOf(username: string): string {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  return account.password;
}

/** Leaves no login, language or react-admin preference behind for the next test. */
export function resetBrowserState(): void {
  session.clear();
  localStorage.clear();
  document.cookie = 'lang=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
}
