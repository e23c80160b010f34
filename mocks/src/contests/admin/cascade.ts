import { submissions } from '@hoj/mocks/store/schema/judge';
import { contestProblems } from '@hoj/mocks/store/schema/problems';
import {
  contestAnnouncements,
  contestRegisters,
  contests,
  type ContestRow,
} from '@hoj/mocks/store/schema/contests';

/**
 * Deletes a contest and what the database deletes with it (foreign keys ON DELETE CASCADE): its problem
 * labels, registrations, announcements and the submissions made in it. The problems themselves stay in the
 * problem set, contest-only ones included.
 */
export function removeContest(contest: ContestRow): void {
  const cid = contest.id;
  for (const cp of contestProblems.where('cid', cid)) contestProblems.delete(cp.id);
  contestRegisters.deleteWhere((r) => r.cid === cid);
  for (const announcement of contestAnnouncements.where('cid', cid))
    contestAnnouncements.delete(announcement.id);
  for (const submission of submissions.where('cid', cid)) submissions.delete(submission.submitId);
  contests.delete(cid);
}
