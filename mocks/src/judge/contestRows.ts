import { JudgeStatus } from '@generated/model/index';
import type { JudgeResult, SubmissionRow } from '../store/schema/judge';
import { problems, type ContestProblemRow, type ProblemRow } from '../store/schema/problems';
import { judgeResult, stableHash } from './outcome';
import { seededProgram } from './programs';

/** A contest submission a seed decided: who, which contest problem, the verdict and when. */
export interface Placed {
  uid: string;
  cp: ContestProblemRow;
  status: JudgeStatus;
  /** The failing case (ACM) or the score aimed at (OI partial accept). */
  n: number | null;
  at: Date;
  /** Picks the program and its language; from the contestant and the problem when not given. */
  seed?: number;
}

/**
 * The code as a contestant who forgot a closing bracket sent it: the simulated judge finds the compile error
 * in it, so a rejudge gives the same verdict.
 */
function withoutLastCloser(code: string): string {
  const at = Math.max(code.lastIndexOf('}'), code.lastIndexOf(')'));
  return at < 0 ? `${code}(` : code.slice(0, at) + code.slice(at + 1);
}

/**
 * The verdict the judge reaches for a decided status: a partial accept exists only on OI problems (an ACM
 * problem's wrong try is a wrong answer), a wrong try on an OI problem earns part of the score.
 */
function verdictOn(problem: ProblemRow, placed: Placed): { status: JudgeStatus; n: number | null } {
  if (placed.status === JudgeStatus.PARTIAL_ACCEPTED && problem.type !== 1)
    return { status: JudgeStatus.WRONG_ANSWER, n: null };
  return { status: placed.status, n: placed.n };
}

type ResultOf = (
  problem: ProblemRow,
  code: string,
  language: string,
  status: JudgeStatus,
  n: number | null,
) => JudgeResult;

/**
 * Judge results by problem, program and verdict, for one seeding: contest seeds make thousands of rows from a
 * few dozen distinct runs, and rows sharing a result share its case list (the snapshot copies a shared value
 * once).
 */
function resultsOnce(): ResultOf {
  const byRun = new Map<string, JudgeResult>();
  const hashes = new Map<string, number>();
  return (problem, code, language, status, n) => {
    let hash = hashes.get(code);
    if (hash === undefined) {
      hash = stableHash(code);
      hashes.set(code, hash);
    }
    const key = `${problem.id}:${hash}:${language}:${status}:${n ?? ''}`;
    let result = byRun.get(key);
    if (!result) {
      result =
        status === JudgeStatus.COMPILE_ERROR
          ? judgeResult(problem, { code, language, version: 0 })
          : judgeResult(problem, { code, language, version: 0 }, { status, n, message: null });
      byRun.set(key, result);
    }
    return result;
  };
}

/** Addresses on the campus networks contestants submit from. */
const IPS = ['10.12.3.41', '10.12.7.118', '10.20.1.9', '172.16.8.23', '172.16.9.201', '192.168.31.77'];

/** Makes full contest submission rows, reusing the judge results of identical runs. */
export function contestRowMaker(): (placed: Placed, submitId: number) => SubmissionRow {
  const resultOf = resultsOnce();
  const broken = new Map<string, string>();
  const brokenCopy = (code: string) => {
    let copy = broken.get(code);
    if (copy === undefined) {
      copy = withoutLastCloser(code);
      broken.set(code, copy);
    }
    return copy;
  };
  // A real program in one of the problem's languages, judged as decided.
  return (placed, submitId) => {
    const problem = problems.get(placed.cp.pid);
    if (!problem) throw new Error(`contest submission ${submitId}: problem ${placed.cp.pid} is not seeded`);
    const seed = placed.seed ?? stableHash(`${placed.uid}:${problem.id}`);
    const program = seededProgram(seed, problem.languages);
    const verdict = verdictOn(problem, placed);
    const code = verdict.status === JudgeStatus.COMPILE_ERROR ? brokenCopy(program.code) : program.code;
    const result = resultOf(problem, code, program.language, verdict.status, verdict.n);
    const cancelled = placed.status === JudgeStatus.CANCELLED;
    // The fields in the order the practice seed writes them: rows of one shape copy and index faster.
    return {
      uid: placed.uid,
      pid: problem.id,
      cid: placed.cp.cid,
      status: result.status,
      submitTime: placed.at,
      time: result.time,
      memory: result.memory,
      score: cancelled ? null : result.score,
      oiRankScore: cancelled ? null : result.oiRankScore,
      errorMessage: result.errorMessage,
      judger: cancelled ? 'root' : result.judger,
      judgeCaseMode: result.judgeCaseMode,
      cases: result.cases,
      submitId,
      displayPid: problem.problemId,
      cpid: placed.cp.id,
      displayId: placed.cp.displayId,
      gid: problem.gid,
      tid: null,
      code,
      language: program.language,
      length: code.length,
      isManual: cancelled,
      share: false,
      ip: IPS[seed % IPS.length] ?? '127.0.0.1',
      version: 0,
      vjudgeSubmitId: null,
      run: null,
    };
  };
}
