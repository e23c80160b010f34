import type { MockDomain } from '../store/domain';
import { announcements } from '../store/schema/announcements';
import { groupMemberIds, groupMembers, groups } from '../store/schema/groups';
import { announcementHandlers } from './announcementHandlers';
import { applyPublicHandlers } from './applyPublic';
import { avatarHandlers } from './avatar';
import { groupHandlers } from './groupHandlers';
import { memberHandlers } from './memberHandlers';
import { rankHandlers } from './rank';
import { seedGroups } from './seed';
import { seedGroupAnnouncements } from './seedAnnouncements';

/**
 * Groups: the groups with their members, applications and announcements, the group list, settings, avatar and
 * rank. The group's problems, trainings, contests and discussions live in their own domains. Seeds after the
 * site's announcements, whose table holds the groups' too.
 */
export const groupsDomain: MockDomain = {
  name: 'groups',
  seed(ctx) {
    const seed = seedGroups(ctx);
    groups.fill(seed.groups);
    groupMembers.fill(seed.members);
    groupMemberIds.last = seed.members.length;
    for (const row of seedGroupAnnouncements(ctx, announcements.lastId + 1)) announcements.insert(row);
  },
  handlers: [
    ...groupHandlers,
    ...memberHandlers,
    ...announcementHandlers,
    ...rankHandlers,
    ...avatarHandlers,
    ...applyPublicHandlers,
  ],
};
