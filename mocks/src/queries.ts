import { db, userByUid } from './db';
import type { AnnouncementRow } from './model';
import { ACCEPTED } from './seed/submissions';

/**
 * Site announcements (no group), newest first, as the backend's join with `user_info` lists them: a row whose
 * publisher is not a user is never listed. Hidden ones (status 1) only for the back office.
 */
export function siteAnnouncements(includeHidden: boolean): AnnouncementRow[] {
  return db.announcements
    .filter((a) => a.gid === null && (includeHidden || a.status === 0) && userByUid(a.uid) !== undefined)
    .sort((a, b) => b.gmtCreate.getTime() - a.gmtCreate.getTime() || b.id - a.id);
}

/** Distinct problems a user solved outside contests (the backend's `user_acproblem` rows). */
export function acceptedProblemCount(uid: string): number {
  const solved = new Set<number>();
  for (const s of db.submissions)
    if (s.uid === uid && s.status === ACCEPTED && s.cid === 0) solved.add(s.pid);
  return solved.size;
}
