import type { UserInfoVO } from '@generated/model/index';
import { demoAccounts } from '@hoj/mocks/store/demoAccounts';
import { login } from '@portal/features/auth';

/** Logs one of the seeded demo accounts in through the auth feature, as the login dialog would. */
export function loginAs(username: string): Promise<UserInfoVO> {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`${username} is not a seeded demo account`);
  return login({ username, password: account.password });
}
