import { JudgeStatus, type ProblemCountVO } from '@generated/model/index';
import { users } from '../schema/accounts';
import type { ContestRow } from '../schema/contests';
import { submissions, type SubmissionRow } from '../schema/judge';
import type { ContestProblemRow } from '../schema/problems';

type Counts = Omit<ProblemCountVO, 'pid'>;

const COUNTED: Record<number, keyof Counts> = {
  [JudgeStatus.PRESENTATION_ERROR]: 'pe',
  [JudgeStatus.COMPILE_ERROR]: 'ce',
  [JudgeStatus.WRONG_ANSWER]: 'wa',
  [JudgeStatus.ACCEPTED]: 'ac',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle',
  [JudgeStatus.RUNTIME_ERROR]: 're',
  [JudgeStatus.SYSTEM_ERROR]: 'se',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'pa',
};

/** Result counts of some submissions: `total` counts every row, live and cancelled ones included. */
export function countResults(rows: readonly SubmissionRow[]): Counts {
  const counts: Counts = {
    total: rows.length,
    ac: 0,
    mle: 0,
    tle: 0,
    re: 0,
    pe: 0,
    ce: 0,
    wa: 0,
    se: 0,
    pa: 0,
  };
  for (const row of rows) {
    const key = COUNTED[row.status];
    if (key) counts[key] += 1;
  }
  return counts;
}

/** Practice submissions of a problem: outside contests, in the given group (none for the site). */
export function practiceSubmissions(pid: number, gid: number | null = null): SubmissionRow[] {
  return submissions.where('pid', pid).filter((s) => s.cid === 0 && s.gid === gid);
}

/**
 * A problem page's counts: the aggregate query's row, whose `pid` is null when nothing matched (no GROUP BY).
 */
export function problemCount(pid: number, gid: number | null): ProblemCountVO {
  const rows = practiceSubmissions(pid, gid);
  return { pid: rows.length > 0 ? pid : null, ...countResults(rows) };
}

/** Super admins and the contest's creator: their submissions never count in a contest's figures. */
export function contestAdminUids(contest: ContestRow, extra: readonly string[] = []): Set<string> {
  return new Set([...users.where('role', 'root').map((u) => u.uid), contest.uid, ...extra]);
}

/** Contest submissions of one contest problem from `start` up to (not including) `until`, admins left out. */
export function contestSubmissions(
  cp: ContestProblemRow,
  start: Date,
  until: Date | null,
  excluded: ReadonlySet<string>,
): SubmissionRow[] {
  return submissions
    .where('cid', cp.cid)
    .filter(
      (s) =>
        s.cpid === cp.id &&
        s.pid === cp.pid &&
        !excluded.has(s.uid) &&
        s.submitTime >= start &&
        (until === null || s.submitTime < until),
    );
}
