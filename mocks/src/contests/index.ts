import type { MockDomain } from '../store/domain';
import { contestHandlers } from './handlers';
import { seedContests } from './seedContests';
import { contestRegisters, contests } from './tables';

/** Contests: the seeded contests in every state; the contest screens will add registrations, boards and more. */
export const contestsDomain: MockDomain = {
  name: 'contests',
  seed(ctx) {
    contests.fill(seedContests(ctx));
    contestRegisters.fill([]);
  },
  handlers: contestHandlers,
};
