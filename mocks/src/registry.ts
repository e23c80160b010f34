import type { RequestHandler } from 'msw';
import { accountsDomain } from './accounts';
import { announcementsDomain } from './announcements';
import { commentsDomain } from './comments';
import { contestsDomain } from './contests';
import { discussionsDomain } from './discussions';
import { filesDomain } from './files';
import { groupContentDomain, groupsDomain } from './groups';
import { judgeDomain } from './judge';
import { messagesDomain } from './messages';
import { packagesDomain } from './packages';
import { problemsDomain } from './problems';
import { siteDomain } from './site';
import type { MockDomain } from './store/domain';
import { clock } from './store/clock';
// Every table and cell is declared before the first seed, so the snapshot holds them all.
import './store/db';
import { createSeedContext } from './store/seedContext';
import { adoptWorkerSnapshot, hasSnapshot, restoreSnapshot, takeSnapshot } from './store/snapshot';
import { trainingsDomain } from './trainings';
import { userAdminDomain } from './accounts/admin';

/**
 * Every domain of the mock backend, in seeding order: a domain's seed may read the tables of those above it
 * (everything needs the accounts; the message boxes point at discussions and comments). Adding a domain is its
 * folder plus one line here.
 */
export const domains: readonly MockDomain[] = [
  filesDomain,
  accountsDomain,
  siteDomain,
  announcementsDomain,
  groupsDomain,
  problemsDomain,
  packagesDomain,
  contestsDomain,
  trainingsDomain,
  judgeDomain,
  discussionsDomain,
  commentsDomain,
  messagesDomain,
  userAdminDomain,
  groupContentDomain,
];

/**
 * Fills every table and cell from the domains' seeds, in registry order, as of `now`. The first reset runs it
 * once per process; later resets restore the snapshot of what it made.
 */
export function seedStore(now: Date): void {
  const ctx = createSeedContext(now);
  for (const domain of domains) domain.seed(ctx);
}

/**
 * Restores the seed exactly: same rows, ids and uids, dates relative to the current time; every token is revoked
 * and the mock clock returns to real time. The seeds run once; every later reset copies the snapshot taken then.
 * In jest they run once per worker: a test file restores the snapshot an earlier file of its worker kept.
 */
export function resetDb(): void {
  clock.reset();
  const now = clock.nowMs();
  if (hasSnapshot() || adoptWorkerSnapshot()) restoreSnapshot(now);
  else {
    seedStore(new Date(now));
    takeSnapshot(now);
  }
  seededAt = new Date(now);
}

let seededAt = new Date(0);

/** Mock time at the last reset; seeded dates are relative to it. */
export function seedTime(): Date {
  return seededAt;
}

/** The handlers with store logic, domain by domain. */
export const statefulHandlers: RequestHandler[] = domains.flatMap((domain) => [...domain.handlers]);

resetDb();
