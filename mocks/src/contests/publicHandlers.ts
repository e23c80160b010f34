import { operation } from '../http/operation';
import { toPage } from '../http/page';
import { listId } from '../http/request';
import { clock } from '../store/clock';
import { announcementsOf, toContestAnnouncement, toContestAnnouncementVO } from './announcementViews';
import { contests, type ContestRow } from '../store/schema/contests';
import { contestStatus } from '../store/queries/contests';
import { toContestVO } from './views';
import { requireContestAccess } from './access';

/**
 * The contestants' contest list and the contest announcements: what the back office creates shows up here
 * (visible site contests only; group contests have their own list).
 */
export const contestPublicHandlers = [
  // Scheduled, then running, then ended (status ascending), latest start first within each.
  operation('getContestList', 'anon', ({ query }) => {
    const now = clock.now();
    const status = query.int('status');
    const type = query.int('type');
    const keyword = query.string('keyword');
    const rows = contests
      .filter(
        (c) =>
          c.visible &&
          c.gid === null &&
          (status === undefined || contestStatus(c, now) === status) &&
          (type === undefined || c.type === type) &&
          (!keyword || c.title.includes(keyword)),
      )
      .map((c): [ContestRow, number] => [c, contestStatus(c, now)])
      .sort(([a, sa], [b, sb]) => sa - sb || b.startTime.getTime() - a.startTime.getTime() || b.id - a.id)
      .map(([c]) => c);
    return { data: toPage(rows, query.page({ current: 1, size: 10 }), (row) => toContestVO(row, now)) };
  }),

  // Visible announcements, newest first, behind the contest access check (ContestManager.getContestAnnouncement).
  operation('getContestAnnouncement', 'required', ({ query, user }) => {
    const cid = requireContestAccess(query.requiredInt('cid'), user).id;
    return {
      data: toPage(announcementsOf(cid, true), query.page({ current: 1, size: 10 }), toContestAnnouncementVO),
    };
  }),

  // Hidden ones are answered too (the backend does not filter them here, nor check the caller's access); the
  // client leaves them out.
  operation('getContestUserNotReadAnnouncement', 'required', async (ctx) => {
    const body = await ctx.body();
    const cid = body.int('cid');
    if (cid === null) return { data: [] };
    const raw = body.raw('readAnnouncementList');
    const read = new Set(Array.isArray(raw) ? raw.map(listId) : []);
    return {
      data: announcementsOf(cid, false)
        .filter((a) => !read.has(a.id))
        .map(toContestAnnouncement),
    };
  }),
];
