import { JudgeStatus } from '@generated/model/index';
import { DAY, HOUR } from '../store/clock';
import { users } from '../store/schema/accounts';
import { contestProblems, problems, type ContestProblemRow, type ProblemRow } from '../store/schema/problems';
import type { SubmissionRow } from '../store/schema/judge';
import type { SeedContext } from '../store/seedContext';
import { judgeResult, stableHash, type Verdict } from './outcome';
import { seededProgram } from './programs';

const { ACCEPTED, WRONG_ANSWER, TIME_LIMIT_EXCEEDED } = JudgeStatus;

/** Problem ids the seeded submissions refer to. */
const FIRST_PID = 1001;
const PROBLEMS = 40;

/** Distinct problems each demo account solved in the last seven days; generated users get 1–8 at random. */
const recentSolved: Record<string, number> = {
  root: 1,
  admin: 0,
  problemadmin: 0,
  alice: 12,
  bob: 9,
  carol: 2,
  dave: 0,
};

/** Roles without the submit permission: they have no submissions at all. */
const cannotSubmit = new Set(['no_subimit_user', 'no_submit_no_discuss_user', 'no_submit_mute_user']);

/** Running site contest whose submissions are contest submissions (they never count for the 7-day rank). */
const CONTEST_ID = 2;

/**
 * Submissions shaped so the 7-day AC rank is meaningful: more than ten users solved something in the last seven
 * days (so the top-10 cut matters), some solved the same problem twice (distinct problems count), and everybody
 * also has older accepted submissions and in-contest ones that must not count. One generated user ("the
 * veteran") has many old solutions and none recent.
 */
export function seedSubmissions(ctx: SeedContext): SubmissionRow[] {
  const { faker } = ctx;
  const rows: Drawn[] = [];
  const add = (uid: string, pid: number, status: JudgeStatus, submitTime: Date, cid = 0) =>
    rows.push({ uid, pid, cid, status, submitTime });
  // Recent: inside the 7-day window with a margin, so a slow test run does not push data out of it.
  const recent = () => ctx.ago(faker.number.int({ min: HOUR, max: 6 * DAY + 12 * HOUR }));
  const old = () => ctx.ago(faker.number.int({ min: 8 * DAY, max: 120 * DAY }));
  const problems = Array.from({ length: PROBLEMS }, (_, i) => FIRST_PID + i);

  const submitters = users.filter((u) => u.status === 0 && !cannotSubmit.has(u.role));
  const generated = submitters.filter((u) => recentSolved[u.username] === undefined);
  const veteran = generated[0];

  for (const user of submitters) {
    const solvedRecently =
      user === veteran ? 0 : (recentSolved[user.username] ?? faker.number.int({ min: 1, max: 8 }));
    for (const pid of faker.helpers.arrayElements(problems, solvedRecently)) {
      const acceptedAt = recent();
      const attempts = faker.number.int({ min: 0, max: 2 });
      for (let i = 0; i < attempts; i += 1) {
        const status = faker.helpers.arrayElement([WRONG_ANSWER, TIME_LIMIT_EXCEEDED]);
        add(user.uid, pid, status, new Date(acceptedAt.getTime() - (i + 1) * 10 * 60 * 1000));
      }
      add(user.uid, pid, ACCEPTED, acceptedAt);
      // Re-submitting a solved problem must not count twice.
      if (faker.datatype.boolean({ probability: 0.3 })) add(user.uid, pid, ACCEPTED, recent());
    }
    // A recent wrong answer on something not solved.
    add(user.uid, faker.helpers.arrayElement(problems), WRONG_ANSWER, recent());
    // Older solutions, outside the window.
    const oldSolved = user === veteran ? 25 : faker.number.int({ min: 0, max: 12 });
    for (const pid of faker.helpers.arrayElements(problems, oldSolved)) add(user.uid, pid, ACCEPTED, old());
    // Accepted inside the running contest: a contest submission, not a practice one.
    if (faker.datatype.boolean({ probability: 0.4 })) {
      add(user.uid, faker.helpers.arrayElement(problems), ACCEPTED, ctx.ago(20 * 60 * 1000), CONTEST_ID);
    }
  }

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

/** What the draw above decides; the rest of a row follows from it without faker, so later seeds keep theirs. */
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
