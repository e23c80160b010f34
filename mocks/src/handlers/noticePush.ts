import { HOUR, clock } from '../clock';
import { db } from '../db';
import type { AdminNoticeRow } from '../model';
import { deliverAdminNotice } from './messageBox';

/** The first top of the hour strictly after `date`: when the backend's hourly job (`0 0 0/1 * * *`) sees it. */
export function nextPushAt(date: Date): number {
  return (Math.floor(date.getTime() / HOUR) + 1) * HOUR;
}

/**
 * The backend's `syncNoticeToRecentHalfYearUser`, run lazily: every unpushed admin notice whose push time has
 * come is copied into boxes and marked pushed. `All` goes to the system box of everyone who signed in within
 * half a year (the mock has no sign-in history, so every account counts); `Single` goes to the recipient's
 * "mine" box; `Admin` is skipped by the backend's job, so it is never delivered and stays unpushed.
 */
export function runDueNoticePush(): void {
  const now = clock.nowMs();
  for (const notice of db.adminNotices) {
    if (notice.state || nextPushAt(notice.gmtCreate) > now) continue;
    push(notice);
  }
}

function push(notice: AdminNoticeRow): void {
  if (notice.type === 'All') {
    deliverAdminNotice(
      notice,
      db.users.map((u) => u.uid),
      'Sys',
    );
    notice.state = true;
  } else if (notice.type === 'Single' && notice.recipientUid) {
    deliverAdminNotice(notice, [notice.recipientUid], 'Mine');
    notice.state = true;
  }
}
