import { submissions } from '../schema/judge';
import { contestProblems } from '../schema/problems';
import {
  contestAnnouncements,
  contestPrints,
  contestRecords,
  contestRegisters,
  contests,
  deferredContestRows,
  type ContestRow,
} from '../schema/contests';

/**
 * Deletes a contest and what the database deletes with it (foreign keys ON DELETE CASCADE): its problem
 * labels, registrations, announcements, the submissions made in it with their records, and its prints. The
 * problems themselves stay in the problem set, contest-only ones included; rows not made yet never will be.
 * The back office deletes site contests through it, and disbanding a group its contests.
 */
export function removeContest(contest: ContestRow): void {
  const cid = contest.id;
  for (const cp of contestProblems.where('cid', cid)) contestProblems.delete(cp.id);
  for (const r of contestRegisters.where('cid', cid)) contestRegisters.delete(`${r.cid}:${r.uid}`);
  for (const announcement of contestAnnouncements.where('cid', cid))
    contestAnnouncements.delete(announcement.id);
  for (const submission of submissions.where('cid', cid)) submissions.delete(submission.submitId);
  for (const record of contestRecords.where('cid', cid)) contestRecords.delete(record.id);
  for (const print of contestPrints.where('cid', cid)) contestPrints.delete(print.id);
  deferredContestRows.delete(cid);
  contests.delete(cid);
}
