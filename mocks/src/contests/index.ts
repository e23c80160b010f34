import type { MockDomain } from '../store/domain';
import { provideHooks } from '../store/hooks';
import type { BodyOf, BodyReader } from '../http/request';
import {
  addContestAnnouncement,
  contestAnnouncementList,
  updateContestAnnouncement,
} from './admin/announcementHandlers';
import type { ContestBody } from './admin/contestBody';
import { addContestFromBody, updateContestFromBody } from './admin/contestHandlers';
import { toAdminContestVO, toContest } from './admin/views';
import { toContestVO } from './views';
import { acInfoHandlers } from './acInfoHandlers';
import { boardHandlers } from './boardHandlers';
import { contestAdminHandlers } from './admin/index';
import { contestHandlers } from './handlers';
import { printHandlers } from './printHandlers';
import { contestPublicHandlers } from './publicHandlers';
import { scrollBoardHandlers } from './scrollBoardHandlers';
import { seedContestAnnouncements } from './seedAnnouncements';
import { seedContests } from './seedContests';
import { seedContestPrints } from './seedPrints';
import { printLocks } from '../store/schema/contestPrints';
import { contestProblems } from '../store/schema/problems';
import {
  contestAnnouncements,
  contestPrints,
  contestRegisters,
  contests,
  deferredContestRows,
} from '../store/schema/contests';

type AnnouncementDTO = BodyReader<BodyOf<'addAdminContestAnnouncement'>>;

// A group's contest calls take the back office's `AdminContestVO` and `AnnouncementDTO` bodies.
provideHooks({
  toContestVO,
  toContest,
  toAdminContestVO,
  addContestFromBody: (body, caller, gid) => addContestFromBody(body as ContestBody, caller, gid),
  updateContestFromBody: (body, contest) => updateContestFromBody(body as ContestBody, contest),
  contestAnnouncementList,
  addContestAnnouncementFromBody: (body, caller) => addContestAnnouncement(body as AnnouncementDTO, caller),
  updateContestAnnouncementFromBody: (body) => updateContestAnnouncement(body as AnnouncementDTO),
});

/**
 * Contests: the seeded contests in every state with their announcements, registration, the contestants' list,
 * the contest-day tools (AC info, prints), the boards (inside, outside and the scroll board's data), and the
 * back office's contest, contest-problem and announcement calls. The contest records of submissions are
 * written by the judge domain's seed and submit call.
 */
export const contestsDomain: MockDomain = {
  name: 'contests',
  seed(ctx) {
    const seeded = seedContests(ctx);
    contests.fill(seeded.contests);
    contestRegisters.fill(seeded.registers);
    // After the problems' seed, which labels contests 1–7.
    for (const row of seeded.contestProblems)
      contestProblems.insert({ ...row, id: contestProblems.nextId() });
    deferredContestRows.clear();
    for (const [cid, plan] of seeded.deferred) deferredContestRows.set(cid, plan);
    contestAnnouncements.fill(seedContestAnnouncements(ctx));
    contestPrints.fill(seedContestPrints());
    printLocks.clear();
  },
  handlers: [
    ...contestHandlers,
    ...contestPublicHandlers,
    ...acInfoHandlers,
    ...printHandlers,
    ...boardHandlers,
    ...scrollBoardHandlers,
    ...contestAdminHandlers,
  ],
};
