import type { Page } from '@playwright/test';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';

/** Signs a demo account in through the back office's login page (English labels). */
export async function signInToBackoffice(page: Page, username = 'root'): Promise<void> {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
