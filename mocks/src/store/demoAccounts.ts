import type { RoleKey } from '@generated/model/index';

export interface DemoAccount {
  readonly username: string;
  /** What the login form takes. */
  readonly password: string;
  readonly role: RoleKey;
  /** Short English description for the README table and the start script. */
  readonly label: string;
}

/**
 * The seeded accounts people log in with: the single source for the README, the start script, the e2e tests and
 * the mock store (seed/users.ts seeds exactly these).
 */
export const demoAccounts: readonly DemoAccount[] = [
  { username: 'root', password: 'root123', role: 'root', label: 'super admin (root)' },
  { username: 'admin', password: 'admin123', role: 'admin', label: 'admin' },
  { username: 'problemadmin', password: 'problemadmin123', role: 'problem_admin', label: 'problem admin' },
  { username: 'alice', password: 'alice123', role: 'default_user', label: 'user' },
  { username: 'bob', password: 'bob123', role: 'default_user', label: 'user' },
  { username: 'carol', password: 'carol123', role: 'mute_user', label: 'user, muted' },
  { username: 'dave', password: 'dave123', role: 'no_subimit_user', label: 'user, may not submit' },
];
