import type { Announcement, AnnouncementVO } from '@generated/model/index';
import { userByUid } from '../store/schema/accounts';
import { jacksonDate } from '../http/jackson';
import { contestAnnouncements, type ContestAnnouncementRow } from '../store/schema/contests';

/** A contest's announcements, newest first; `visibleOnly` for the contestants' list. */
export function announcementsOf(cid: number, visibleOnly: boolean): ContestAnnouncementRow[] {
  return contestAnnouncements
    .where('cid', cid)
    .filter((a) => !visibleOnly || a.status === 0)
    .sort((a, b) => b.gmtCreate.getTime() - a.gmtCreate.getTime() || b.id - a.id);
}

export function toContestAnnouncementVO(row: ContestAnnouncementRow): AnnouncementVO {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    uid: row.uid,
    username: userByUid(row.uid)?.username ?? null,
    status: row.status,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}

/** The entity as the "not read yet" pop-up gets it. */
export function toContestAnnouncement(row: ContestAnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    uid: row.uid,
    status: row.status,
    gid: null,
    gmtCreate: jacksonDate(row.gmtCreate),
    gmtModified: jacksonDate(row.gmtModified),
  };
}
