import { userByUid } from './accounts';
import { table } from '../table';

export interface AnnouncementRow {
  id: number;
  title: string;
  /** Markdown. */
  content: string;
  /** Author uid. */
  uid: string;
  /** 0 visible, 1 hidden. */
  status: 0 | 1;
  /** Group id; null for a site announcement. */
  gid: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

/** Announcements of the site and of groups (`gid`); contest announcements will get a table of their own. */
export const announcements = table<AnnouncementRow>()({
  name: 'announcement',
  key: (a) => a.id,
  indexes: { gid: (a) => a.gid },
});

/**
 * Site announcements (no group), newest first, as the backend's join with `user_info` lists them: a row whose
 * publisher is not a user is never listed. Hidden ones (status 1) only for the back office.
 */
export function siteAnnouncements(includeHidden: boolean): AnnouncementRow[] {
  return announcements
    .where('gid', null)
    .filter((a) => (includeHidden || a.status === 0) && userByUid(a.uid) !== undefined)
    .sort((a, b) => b.gmtCreate.getTime() - a.gmtCreate.getTime() || b.id - a.id);
}
