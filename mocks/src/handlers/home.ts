import { DAY, clock } from '../clock';
import { db, userByUid } from '../db';
import { operation } from '../http/operation';
import { pageParams, toPage } from '../http/params';
import type { UserRow } from '../model';
import { siteAnnouncements } from '../queries';
import { ACCEPTED } from '../seed/submissions';
import { toACMRankVO, toAnnouncementVO, toContestVO } from '../views';

const RECENT_CONTEST_WINDOW = 14 * DAY;
const AC_RANK_WINDOW = 7 * DAY;
const AC_RANK_SIZE = 10;

export const homeHandlers = [
  operation('getWebsiteConfig', 'anon', () => ({ data: { ...db.config } })),

  operation('getCommonAnnouncement', 'anon', ({ url }) => {
    const visible = siteAnnouncements(false);
    return { data: toPage(visible.map(toAnnouncementVO), pageParams(url, { current: 1, size: 10 })) };
  }),

  // Visible site contests that have not ended and start within 14 days, latest start first.
  operation('getRecentContest', 'anon', () => {
    const now = clock.now();
    const horizon = now.getTime() + RECENT_CONTEST_WINDOW;
    const contests = db.contests
      .filter((c) => c.visible && c.gid === null && c.endTime > now && c.startTime.getTime() <= horizon)
      .sort((a, b) => b.startTime.getTime() - a.startTime.getTime());
    return { data: contests.map((c) => toContestVO(c, now)) };
  }),

  // Users by distinct problems accepted outside contests in the last seven days, top ten.
  operation('getRecentSevenAcRank', 'anon', () => {
    const since = clock.nowMs() - AC_RANK_WINDOW;
    const now = clock.nowMs();
    const solved = new Map<string, Set<number>>();
    for (const s of db.submissions) {
      const at = s.submitTime.getTime();
      if (s.status !== ACCEPTED || s.cid !== 0 || at <= since || at > now) continue;
      const set = solved.get(s.uid) ?? new Set<number>();
      set.add(s.pid);
      solved.set(s.uid, set);
    }
    const rows = [...solved.entries()]
      .map(([uid, pids]) => ({ user: userByUid(uid), ac: pids.size }))
      .filter((row): row is { user: UserRow; ac: number } => row.user !== undefined)
      .sort((a, b) => b.ac - a.ac || a.user.username.localeCompare(b.user.username))
      .slice(0, AC_RANK_SIZE);
    return { data: rows.map((row) => toACMRankVO(row.user, row.ac)) };
  }),
];
