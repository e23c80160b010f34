/**
 * The contest announcements a user has been shown, kept per user and contest on this device (local storage), so
 * that the unread check tells each announcement once, across pages and reloads, and another account on the same
 * browser is still told.
 */

const key = (uid: string, cid: number) => `contest.${cid}.readAnnouncements.${uid}`;

export function readAnnouncementIds(uid: string, cid: number): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(uid, cid)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id));
  } catch {
    return [];
  }
}

/** Adds `ids` to what the user has been shown; returns the whole list. */
export function markAnnouncementsRead(uid: string, cid: number, ids: readonly number[]): number[] {
  const known = readAnnouncementIds(uid, cid);
  const fresh = ids.filter((id) => !known.includes(id));
  if (fresh.length === 0) return known;
  const all = [...known, ...fresh];
  try {
    localStorage.setItem(key(uid, cid), JSON.stringify(all));
  } catch {
    // Private mode or a full store: the announcements may be told again on the next visit.
  }
  return all;
}
