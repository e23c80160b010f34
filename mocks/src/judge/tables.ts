import type { JudgeStatus } from '@generated/model/index';
import { table } from '../store/table';

export interface SubmissionRow {
  submitId: number;
  uid: string;
  /** Problem id. */
  pid: number;
  /** Contest id; 0 outside contests. */
  cid: number;
  status: JudgeStatus;
  submitTime: Date;
}

/** `judge`: submissions, by user, problem and contest for the rank lists, profiles and boards. */
export const submissions = table<SubmissionRow>()({
  name: 'judge',
  key: (s) => s.submitId,
  indexes: { uid: (s) => s.uid, pid: (s) => s.pid, cid: (s) => s.cid },
});
