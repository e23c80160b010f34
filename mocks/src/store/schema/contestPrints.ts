import { storeMap } from '../cells';
import { table } from '../table';

/** A text a contestant sent to the contest's printer (`contest_print`). */
export interface ContestPrintRow {
  id: number;
  cid: number;
  /** The sender's username and real name as they were when it was sent (the backend copies them in). */
  username: string;
  realname: string | null;
  content: string;
  /** 0 waiting, 1 printed. */
  status: 0 | 1;
  gmtCreate: Date;
  gmtModified: Date;
}

export const contestPrints = table<ContestPrintRow>()({
  name: 'contest_print',
  key: (p) => p.id,
  indexes: { cid: (p) => p.cid },
});

/**
 * When each user may send the next print (mock ms), the backend's 30-second Redis lock per user
 * (`CONTEST_ADD_PRINT_LOCK` + uid), whatever the contest.
 */
export const printLocks = storeMap<string, number>('contest_print_locks');
