import { JudgeStatus } from '@generated/model/index';
import { users } from '../store/schema/accounts';
import { contestProblems, problems, type ContestProblemRow, type ProblemRow } from '../store/schema/problems';
import type { SubmissionRow } from '../store/schema/judge';
import type { SeedContext } from '../store/seedContext';
import { judgeResult, stableHash, type Verdict } from './outcome';
import { seededProgram } from './programs';
import { seedDraws, type SeedStatus } from './seedDraws';

const statusOf: Record<SeedStatus, JudgeStatus> = {
  AC: JudgeStatus.ACCEPTED,
  WA: JudgeStatus.WRONG_ANSWER,
  TLE: JudgeStatus.TIME_LIMIT_EXCEEDED,
};

/** Roles without the submit permission: they have no submissions at all. */
const cannotSubmit = new Set(['no_subimit_user', 'no_submit_no_discuss_user', 'no_submit_mute_user']);

/**
 * The frozen draws (`seedDraws.ts`) as rows, numbered in time order. Rows sent at the same moment keep the
 * order they were drawn in, so the ids stay as they were.
 */
export function seedSubmissions(ctx: SeedContext): SubmissionRow[] {
  const rows = seedDraws.flatMap(({ username, submissions }) => {
    const user = users.one('username', username);
    if (!user || user.status !== 0 || cannotSubmit.has(user.role))
      throw new Error(`seedDraws.ts: ${username} is no seeded account that may submit`);
    return submissions.map(([pid, status, agoMs, cid = 0]): Drawn => ({
      uid: user.uid,
      pid,
      cid,
      status: statusOf[status],
      submitTime: ctx.ago(agoMs),
    }));
  });
  return rows
    .sort((a, b) => a.submitTime.getTime() - b.submitTime.getTime())
    .map((row, index) => completeRow(row, 10001 + index));
}

/** A contest submission goes to one of the contest's open problems, picked by the drawn problem id. */
function inContestProblem(drawn: Drawn): ContestProblemRow | null {
  if (drawn.cid === 0) return null;
  const open = contestProblems.where('cid', drawn.cid).filter((cp) => problems.get(cp.pid)?.auth !== 2);
  const chosen = open[drawn.pid % Math.max(open.length, 1)];
  if (!chosen) throw new Error(`seeded contest ${drawn.cid} has no problems`);
  return chosen;
}

/** What a frozen draw decides; the rest of a row follows from it. */
interface Drawn {
  uid: string;
  pid: number;
  cid: number;
  status: JudgeStatus;
  submitTime: Date;
}

/**
 * The verdict a seeded status is judged as: a wrong OI attempt earns part of the score (a partial accept), a
 * wrong ACM one fails a case somewhere in the middle.
 */
function seededVerdict(problem: ProblemRow, status: JudgeStatus, seed: number): Verdict {
  if (problem.type === 1 && status === JudgeStatus.WRONG_ANSWER)
    return { status: JudgeStatus.PARTIAL_ACCEPTED, n: 10 * (1 + (seed % 8)), message: null };
  return { status, n: null, message: null };
}

/** A full row: a real program in one of the problem's languages, judged by the simulated judge's rules. */
function completeRow(drawn: Drawn, submitId: number): SubmissionRow {
  const placed = inContestProblem(drawn);
  const problem = problems.get(placed?.pid ?? drawn.pid);
  if (!problem) throw new Error(`seeded submission ${submitId}: problem ${drawn.pid} is not seeded`);
  const seed = stableHash(`${drawn.uid}:${problem.id}`);
  const { language, code } = seededProgram(seed, problem.languages);
  const result = judgeResult(
    problem,
    { code, language, version: 0 },
    seededVerdict(problem, drawn.status, seed),
  );
  const inContest = placed !== null;
  return {
    ...drawn,
    ...result,
    submitId,
    pid: problem.id,
    displayPid: problem.problemId,
    cpid: placed?.id ?? 0,
    displayId: placed?.displayId ?? null,
    gid: problem.gid,
    tid: null,
    code,
    language,
    length: code.length,
    isManual: false,
    share: !inContest && result.status === JudgeStatus.ACCEPTED && seed % 4 === 0,
    ip: `10.${(seed >>> 8) % 200}.${(seed >>> 16) % 250}.${(seed % 250) + 2}`,
    version: 0,
    vjudgeSubmitId: problem.isRemote ? 50_000_000 + submitId : null,
    run: null,
  };
}
