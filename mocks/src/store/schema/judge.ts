import { JudgeStatus, type JudgeCaseMode } from '@generated/model/index';
import { clock } from '../clock';
import { Table } from '../table';
import { livePhase } from '../rules/judgePhases';

/** The result of one test case (`judge_case`). */
export interface CaseResult {
  /** 1-based order in the problem's case list. */
  seq: number;
  /** Subtask number; 1 where the problem has no subtasks. */
  groupNum: number;
  status: JudgeStatus;
  /** ms. */
  time: number;
  /** KB. */
  memory: number;
  /** Points of an OI case; null for ACM problems. */
  score: number | null;
  inputData: string;
  outputData: string;
  /** Judge message (checker verdict, signal, skip notice). */
  userOutput: string | null;
}

/** What a run of the judge ends in. */
export interface JudgeResult {
  status: JudgeStatus;
  /** ms: the slowest case. */
  time: number | null;
  /** KB: the largest case. */
  memory: number | null;
  /** OI score; null for ACM problems. */
  score: number | null;
  oiRankScore: number | null;
  errorMessage: string | null;
  /** Name of the judge server (or the remote judge's account) that ran it. */
  judger: string;
  judgeCaseMode: JudgeCaseMode;
  cases: CaseResult[];
}

/** A run of the simulated judge in progress: started at `startedMs` of mock time, ending in `result`. */
export interface JudgeRun {
  startedMs: number;
  result: JudgeResult;
  /** Sent to a remote judge: its phases include Submitting (`phases.ts`). */
  remote: boolean;
}

export interface SubmissionRow extends Omit<JudgeResult, 'judger'> {
  submitId: number;
  uid: string;
  /** Problem id. */
  pid: number;
  /** Display id of the problem (`P1001`). */
  displayPid: string;
  /** Contest id; 0 outside contests. */
  cid: number;
  /** Contest problem id; 0 outside contests. */
  cpid: number;
  /** The problem's label in its contest (`A`); null outside contests. */
  displayId: string | null;
  /** Group id; null outside groups. */
  gid: number | null;
  /** Training the submission was made from; null otherwise. */
  tid: number | null;
  submitTime: Date;
  code: string;
  language: string;
  /** Characters of code. */
  length: number;
  /** Empty until a judge server takes the submission. */
  judger: string;
  isManual: boolean;
  share: boolean;
  ip: string;
  /** Dispatches so far: 0 for the first, one more per rejudge or resubmission. */
  version: number;
  /** The remote judge's run id (remote problems that reached it). */
  vjudgeSubmitId: number | null;
  /** The simulated judge's run while the submission is pending, compiling or judging; null once final. */
  run: JudgeRun | null;
}

type SubmissionIndex = 'uid' | 'pid' | 'cid' | 'live';

/** Fields of a row once its run ends. */
function finished(result: JudgeResult): Partial<SubmissionRow> {
  return { ...result, run: null };
}

/**
 * `judge`: submissions, by user, problem and contest. Rows whose judge run is in progress are brought up to the
 * mock clock before every read, so whoever reads the table (rank lists, profiles, statistics of other domains)
 * sees the status a client polling the submission would see at that moment.
 */
export class SubmissionTable extends Table<SubmissionRow, number, SubmissionIndex> {
  /** Moves every live row to its phase at the current mock time, writing the results of finished runs. */
  settle(): void {
    const now = clock.nowMs();
    for (const row of super.where('live', true)) {
      const run = row.run;
      if (!run) continue;
      const phase = livePhase(now - run.startedMs, {
        remote: run.remote,
        submitFailed: run.result.status === JudgeStatus.SUBMITTED_FAILED,
      });
      if (phase === null) this.update(row, finished(run.result));
      else if (row.status !== phase)
        this.update(row, { status: phase, judger: phase === JudgeStatus.PENDING ? '' : run.result.judger });
    }
  }

  override all(): SubmissionRow[] {
    this.settle();
    return super.all();
  }

  override get(key: number | null | undefined): SubmissionRow | undefined {
    this.settle();
    return super.get(key);
  }

  override where(index: SubmissionIndex, value: string | number | boolean | null): SubmissionRow[] {
    this.settle();
    return super.where(index, value);
  }

  override one(index: SubmissionIndex, value: string | number | boolean | null): SubmissionRow | undefined {
    this.settle();
    return super.one(index, value);
  }

  override find(match: (row: SubmissionRow) => boolean): SubmissionRow | undefined {
    this.settle();
    return super.find(match);
  }

  override [Symbol.iterator](): Iterator<SubmissionRow> {
    this.settle();
    return super[Symbol.iterator]();
  }
}

export const submissions = new SubmissionTable({
  name: 'judge',
  key: (s) => s.submitId,
  indexes: { uid: (s) => s.uid, pid: (s) => s.pid, cid: (s) => s.cid, live: (s) => s.run !== null },
});

/** The values a submission has before its first judge run reports: a row other code can complete. */
export function blankResult(judgeCaseMode: JudgeCaseMode = 'default'): Omit<JudgeResult, 'judger'> {
  return {
    status: JudgeStatus.PENDING,
    time: null,
    memory: null,
    score: null,
    oiRankScore: null,
    errorMessage: null,
    judgeCaseMode,
    cases: [],
  };
}

/** A judged submission with the given essentials and plain values elsewhere, for tests that add a few rows. */
export function judgedSubmission(
  essentials: Pick<SubmissionRow, 'submitId' | 'uid' | 'pid' | 'cid' | 'status' | 'submitTime'>,
): SubmissionRow {
  return {
    ...blankResult(),
    displayPid: `P${essentials.pid}`,
    cpid: essentials.cid === 0 ? 0 : essentials.pid,
    displayId: essentials.cid === 0 ? null : `P${essentials.pid}`,
    gid: null,
    tid: null,
    code: '',
    language: 'C++',
    length: 0,
    judger: 'judger-1',
    isManual: false,
    share: false,
    ip: '127.0.0.1',
    version: 0,
    vjudgeSubmitId: null,
    run: null,
    ...essentials,
  };
}
