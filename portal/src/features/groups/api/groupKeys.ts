import type { ContestType } from '@generated/model/index';
import type { GroupListFilters } from '../model/groupListFilters';

/**
 * The cache entries of the group pages. What depends on the user (the list with "my groups", the level, what
 * a hidden group shows) has the user in its key, so a login as somebody else never reuses it. Joining,
 * leaving and member changes invalidate `group(gid)`; the level entry is the one the shell's group lock reads
 * (`['group', gid, 'auth', uid]`), so the menu opens as soon as a user is let in.
 */
export const groupKeys = {
  all: ['group'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (filters: GroupListFilters, uid: string) => [...groupKeys.lists(), filters, uid] as const,
  group: (gid: number) => [...groupKeys.all, gid] as const,
  detail: (gid: number, uid: string) => [...groupKeys.group(gid), 'detail', uid] as const,
  auth: (gid: number, uid: string) => [...groupKeys.group(gid), 'auth', uid] as const,
  announcements: (gid: number) => [...groupKeys.group(gid), 'announcements'] as const,
  announcementPage: (gid: number, page: number) =>
    [...groupKeys.announcements(gid), 'visible', page] as const,
  adminAnnouncementPage: (gid: number, page: number) =>
    [...groupKeys.announcements(gid), 'all', page] as const,
  members: (gid: number) => [...groupKeys.group(gid), 'members'] as const,
  memberPage: (gid: number, page: number, limit: number) =>
    [...groupKeys.members(gid), 'list', page, limit] as const,
  applicationPage: (gid: number, page: number) => [...groupKeys.members(gid), 'applications', page] as const,
  problems: (gid: number, page: number) => [...groupKeys.group(gid), 'problems', page] as const,
  trainings: (gid: number, page: number) => [...groupKeys.group(gid), 'trainings', page] as const,
  contests: (gid: number, page: number) => [...groupKeys.group(gid), 'contests', page] as const,
  rank: (gid: number, type: ContestType, page: number, limit: number, searchUser: string) =>
    [...groupKeys.group(gid), 'rank', type, page, limit, searchUser] as const,
};
