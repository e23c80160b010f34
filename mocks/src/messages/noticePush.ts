import { users } from '../store/schema/accounts';
import { HOUR, clock } from '../store/clock';
import { deliverAdminNotice } from '../store/rules/notices';
import { adminNotices, type AdminNoticeRow } from '../store/schema/messages';

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
  for (const notice of adminNotices) {
    if (notice.state || nextPushAt(notice.gmtCreate) > now) continue;
    push(notice);
  }
}

function push(notice: AdminNoticeRow): void {
  if (notice.type === 'All') {
    deliverAdminNotice(
      notice,
      users.all().map((u) => u.uid),
      'Sys',
    );
    notice.state = true;
  } else if (notice.type === 'Single' && notice.recipientUid) {
    deliverAdminNotice(notice, [notice.recipientUid], 'Mine');
    notice.state = true;
  }
}
