import type { MockDomain } from '../store/domain';
import { announcements } from '../store/schema/announcements';
import { groupMemberIds, groupMembers, groups } from '../store/schema/groups';
import { announcementHandlers } from './announcementHandlers';
import { applyPublicHandlers } from './applyPublic';
import { avatarHandlers } from './avatar';
import { groupContestAnnouncementHandlers } from './contestAnnouncementHandlers';
import { groupContestHandlers } from './contestHandlers';
import { groupContestProblemHandlers } from './contestProblemHandlers';
import { groupHandlers } from './groupHandlers';
import { memberHandlers } from './memberHandlers';
import { groupProblemHandlers } from './problemHandlers';
import { rankHandlers } from './rank';
import { seedGroups } from './seed';
import { seedGroupAnnouncements } from './seedAnnouncements';
import { seedGroupContent } from './seedContent';
import { groupTrainingHandlers } from './trainingHandlers';

/**
 * Groups: the groups with their members, applications and announcements, the group list, settings, avatar and
 * rank. Seeds after the site's announcements, whose table holds the groups' too. The group's problems, trainings
 * and contests are rows of the problem, training and contest tables, served by `groupContentDomain`; its
 * discussions are the discussions domain's.
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

/**
 * A group's problems, trainings and contests with their admin calls. Their rows are the problem, training and
 * contest tables', saved by those domains' rules (`store/groupEditorHooks.ts`) after the group's own checks.
 * Seeds last, after the submissions the judge seeds into the seeded contests.
 */
export const groupContentDomain: MockDomain = {
  name: 'groupContent',
  seed: seedGroupContent,
  handlers: [
    ...groupProblemHandlers,
    ...groupTrainingHandlers,
    ...groupContestHandlers,
    ...groupContestProblemHandlers,
    ...groupContestAnnouncementHandlers,
  ],
};
