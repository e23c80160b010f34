import { JudgeStatus } from '@generated/model/index';
import { demoAccounts } from '../store/demoAccounts';
import { userByUid, userByUsername, users, type UserRow } from '../store/schema/accounts';
import {
  contestRecordFor,
  contestRegisters,
  contests,
  type ContestRecordRow,
  type ContestRow,
} from '../store/schema/contests';
import { contestProblems, problems, type ContestProblemRow } from '../store/schema/problems';
import type { SubmissionRow } from '../store/schema/judge';
import { MINUTE } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import { randomFrom, storyOf, type Attempt } from './contestAttempts';
import { contestRowMaker, type Placed } from './contestRows';

/** Roles without the submit permission: they register but send nothing. */
const CANNOT_SUBMIT = new Set(['no_subimit_user', 'no_submit_no_discuss_user', 'no_submit_mute_user']);

/** Contestants' languages, as slots of the seeded programs' list: C++ for most, then Python 3 and Java. */
const LANGUAGE_SLOTS = [0, 0, 3, 0, 1, 0, 5, 0];

/** A seeded contest that gets submissions, and how its contestants are drawn. */
interface Plan {
  cid: number;
  /** Demo accounts that take part besides the generated ones. */
  members: readonly string[];
  seed: number;
  /** Wrong tries before an accept, at most. */
  maxWrong: number;
  /** Extra rows telling the rest of the story: late submissions, a system error, a cancelled run. */
  extras?: (ctx: ExtraContext) => Placed[];
}

interface ExtraContext {
  contest: ContestRow;
  open: readonly ContestProblemRow[];
  user: (username: string) => UserRow;
}

/**
 * The contests whose boards have something to show: the ended OI contest, the running sealed ACM one (from its
 * start to a minute ago, its seal still ahead) and the ended private ACM one, whose last hour is behind the seal
 * and which took a few submissions after its end (it allows them), one system error and one run root
 * cancelled.
 */
const PLANS: readonly Plan[] = [
  { cid: 1, members: ['alice', 'bob', 'carol'], seed: 101, maxWrong: 2 },
  { cid: 2, members: ['alice', 'bob', 'carol'], seed: 202, maxWrong: 2 },
  {
    cid: 8,
    members: [],
    seed: 808,
    maxWrong: 3,
    extras: ({ contest, open, user }) => {
      const end = contest.endTime.getTime();
      const problemAt = (i: number) => open[i % open.length] as ContestProblemRow;
      const late = (username: string, i: number, minutes: number, status: JudgeStatus): Placed => ({
        uid: user(username).uid,
        cp: problemAt(i),
        status,
        n: null,
        at: new Date(end + minutes * MINUTE),
      });
      const during = (username: string, i: number, minutes: number, status: JudgeStatus): Placed => ({
        ...late(username, i, 0, status),
        at: new Date(contest.startTime.getTime() + minutes * MINUTE),
      });
      return [
        late('bob', 7, 12, JudgeStatus.WRONG_ANSWER),
        late('bob', 7, 26, JudgeStatus.ACCEPTED),
        late('tyree93', 6, 18, JudgeStatus.ACCEPTED),
        late('alice', 5, 41, JudgeStatus.ACCEPTED),
        during('earlene78', 3, 131, JudgeStatus.SYSTEM_ERROR),
        during('destinee58', 2, 77, JudgeStatus.CANCELLED),
      ];
    },
  },
];

/**
 * The accounts a contest's story is told for, in registration order: a private or protected contest's
 * registrants, otherwise the named demo accounts and the generated ones; never an account that may not submit.
 */
function contestantsOf(contest: ContestRow, members: readonly string[]): UserRow[] {
  const demo = new Set(demoAccounts.map((a) => a.username));
  const people =
    contest.auth !== 0
      ? contestRegisters.where('cid', contest.id).map((r) => userByUid(r.uid))
      : [
          ...members.map((name) => userByUsername(name)),
          ...users.filter((u) => u.status === 0 && !demo.has(u.username)),
        ];
  return people.filter((u): u is UserRow => u !== undefined && u.status === 0 && !CANNOT_SUBMIT.has(u.role));
}

/** Problems a contestant may submit to: the contest's labels whose problem is not private. */
function openProblems(cid: number): ContestProblemRow[] {
  return contestProblems
    .where('cid', cid)
    .filter((cp) => problems.get(cp.pid)?.auth !== 2)
    .sort((a, b) => (a.displayId < b.displayId ? -1 : 1));
}

function storiesOf(plan: Plan, ctx: SeedContext): Placed[] {
  const contest = contests.get(plan.cid);
  if (!contest) throw new Error(`judge/seedContestSubmissions.ts: contest ${plan.cid} is not seeded`);
  const open = openProblems(plan.cid);
  const random = randomFrom(plan.seed);
  // The easier problems first: a fixed order per contest, A and B early.
  const keys = open.map((_, i) => i + random() * 3);
  const order = open.map((_, i) => i).sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0));
  const start = contest.startTime.getTime();
  const until = Math.min(contest.endTime.getTime(), ctx.now.getTime() - MINUTE);
  const people = contestantsOf(contest, plan.members);
  const placed = people.flatMap((user, rank) =>
    storyOf(random, {
      order,
      strength: Math.max(0.05, 1 - rank / people.length + 0.15 * (random() - 0.5)),
      span: until - start,
      maxWrong: plan.maxWrong,
      oi: contest.type === 1,
    }).map((a: Attempt): Placed => ({
      uid: user.uid,
      cp: open[a.problem] as ContestProblemRow,
      status: a.status,
      n: a.n,
      at: new Date(start + a.at),
      // One way of writing each problem, in the contestant's own language (C++ mostly): runs repeat, and
      // their judge results (case lists) are shared, so the snapshot copies each once.
      seed: 7 * a.problem + (LANGUAGE_SLOTS[rank % LANGUAGE_SLOTS.length] ?? 0),
    })),
  );
  const user = (username: string) => {
    const found = userByUsername(username);
    if (!found) throw new Error(`judge/seedContestSubmissions.ts: ${username} is not seeded`);
    return found;
  };
  return [...placed, ...(plan.extras?.({ contest, open, user }) ?? [])];
}

/**
 * Submissions of the seeded contests' stories, numbered from `firstId` in time order, each a real program in
 * one of its problem's languages judged by the simulated judge's rules with its story's verdict.
 */
export function seedContestSubmissions(ctx: SeedContext, firstId: number): SubmissionRow[] {
  const rowOf = contestRowMaker();
  return PLANS.flatMap((plan) => storiesOf(plan, ctx))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((placed, index) => rowOf(placed, firstId + index));
}

/**
 * The contest records of every contest submission in `rows`, in submission order. The balloons of accepts made
 * well before the end (or, while a contest runs, before the last twenty minutes) are delivered already.
 */
export function seedContestRecords(rows: readonly SubmissionRow[], ctx: SeedContext): ContestRecordRow[] {
  const records: ContestRecordRow[] = [];
  for (const row of [...rows].sort((a, b) => a.submitId - b.submitId)) {
    const contest = contests.get(row.cid);
    if (row.cid === 0 || !contest) continue;
    const record = contestRecordFor(row, contest, records.length + 1);
    const deliveredBy = Math.min(contest.endTime.getTime(), ctx.now.getTime()) - 20 * MINUTE;
    record.checked = row.status === JudgeStatus.ACCEPTED && row.submitTime.getTime() < deliveredBy;
    records.push(record);
  }
  return records;
}
