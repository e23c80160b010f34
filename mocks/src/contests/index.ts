import type { MockDomain } from '../store/domain';
import { contestAdminHandlers } from './admin/index';
import { contestHandlers } from './handlers';
import { contestPublicHandlers } from './publicHandlers';
import { seedContestAnnouncements } from './seedAnnouncements';
import { seedContests } from './seedContests';
import { contestAnnouncements, contestRegisters, contests } from '../store/schema/contests';

/**
 * Contests: the seeded contests in every state with their announcements, registration, the contestants' list,
 * and the back office's contest, contest-problem and announcement calls.
 */
export const contestsDomain: MockDomain = {
  name: 'contests',
  seed(ctx) {
    const seeded = seedContests(ctx);
    contests.fill(seeded.contests);
    contestRegisters.fill(seeded.registers);
    contestAnnouncements.fill(seedContestAnnouncements(ctx));
  },
  handlers: [...contestHandlers, ...contestPublicHandlers, ...contestAdminHandlers],
};
