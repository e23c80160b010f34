import type { MockDomain } from '../store/domain';
import { groupHandlers } from './handlers';
import { seedGroupMembers, seedGroups } from './seed';
import { groupMembers, groups } from '../store/schema/groups';

/** Groups: the seeded training team and its members; the group screens will add the rest. */
export const groupsDomain: MockDomain = {
  name: 'groups',
  seed(ctx) {
    groups.fill(seedGroups(ctx));
    groupMembers.fill(seedGroupMembers());
  },
  handlers: groupHandlers,
};
