import { demoAccounts } from '../store/demoAccounts';
import { userByUsername, users, type UserRow } from '../store/schema/accounts';
import { DAY } from '../store/clock';
import type { SeedContext } from '../store/seedContext';
import type { ContestRegisterRow, ContestRow, DeferredContestPlan } from '../store/schema/contests';
import { problems, type ContestProblemRow } from '../store/schema/problems';
import { drafts, type Draft } from './contestDrafts';

/** The password of the seeded private and protected contests (README, demo accounts). */
export const DEMO_CONTEST_PASSWORD = 'hoj2026';

/**
 * The seeded contests, their registrations (`contest_register`, whose number is each contest's `count`; a
 * deferred contest counts the teams its rows will register), the problems of the contests the problems' seed
 * does not label, and the plans of the deferred contests.
 */
export interface SeededContests {
  contests: ContestRow[];
  registers: ContestRegisterRow[];
  contestProblems: Omit<ContestProblemRow, 'id'>[];
  deferred: [cid: number, plan: DeferredContestPlan][];
}

/** Balloon colours by label, A to O. */
const BALLOONS = [
  '#e74c3c',
  '#3498db',
  '#2ecc71',
  '#f1c40f',
  '#9b59b6',
  '#e67e22',
  '#1abc9c',
  '#34495e',
  '#ff69b4',
  '#8b4513',
  '#00bcd4',
  '#cddc39',
  '#795548',
  '#607d8b',
  '#ff5722',
];

/**
 * Who registered, as HOJ's registration allows it: only for a visible contest with a password (a public contest
 * has none and never registers anyone), once per account, and only accounts that pass the contest's account
 * rule. The named demo accounts come first; the rest are generated accounts taken in turn, so the other demo
 * accounts keep their first registration.
 */
function registrantsOf(draft: Draft, id: number, pool: readonly UserRow[]): UserRow[] {
  const members = (draft.members ?? []).map((username) => {
    const user = userByUsername(username);
    if (!user) throw new Error(`contests/seedContests.ts: member ${username} is not seeded`);
    return user;
  });
  if (draft.registered === 0 && members.length === 0) return [];
  if (draft.auth === 0 || !draft.visible || draft.openAccountLimit || draft.gid !== null) {
    throw new Error(`contests/seedContests.ts: nobody the seed generates could register for ${draft.title}`);
  }
  if (draft.registered > pool.length)
    throw new Error(`contests/seedContests.ts: too few accounts for ${draft.title}`);
  const start = (id * 3) % pool.length;
  const generated = Array.from(
    { length: draft.registered },
    (_, i) => pool[(start + i) % pool.length] as UserRow,
  );
  return [...members, ...generated];
}

function labelled(draft: Draft, cid: number, created: Date): Omit<ContestProblemRow, 'id'>[] {
  return (draft.problems ?? []).map((pid, index) => {
    const problem = problems.get(pid);
    if (!problem || problem.auth !== 1 || problem.gid !== null)
      throw new Error(`contests/seedContests.ts: ${draft.title} needs public problem ${pid}`);
    return {
      cid,
      pid,
      displayId: String.fromCharCode(65 + index),
      displayTitle: problem.title,
      color: BALLOONS[index % BALLOONS.length] ?? null,
      gmtCreate: created,
      gmtModified: created,
    };
  });
}

export function seedContests(ctx: SeedContext): SeededContests {
  const demo = new Set(demoAccounts.map((account) => account.username));
  const pool = users.filter((user) => user.status === 0 && !demo.has(user.username));
  const seeded: SeededContests = { contests: [], registers: [], contestProblems: [], deferred: [] };
  drafts.forEach((draft, index) => {
    const {
      author,
      startsIn,
      duration,
      sealBeforeEnd,
      registered: _r,
      members: _m,
      problems: _p,
      deferred,
      ...rest
    } = draft;
    const creator = userByUsername(author);
    if (!creator) throw new Error(`contests/seedContests.ts: author ${author} is not seeded`);
    const id = index + 1;
    const registrants = registrantsOf(draft, id, pool);
    seeded.registers.push(...registrants.map((user) => ({ cid: id, uid: user.uid })));
    if (deferred) seeded.deferred.push([id, { ...deferred }]);
    const startTime = ctx.later(startsIn);
    // Created a month before it starts (or before the seed time, whichever is earlier).
    const created = new Date(Math.min(startTime.getTime(), ctx.now.getTime()) - 30 * DAY);
    seeded.contestProblems.push(...labelled(draft, id, created));
    const endTime = new Date(startTime.getTime() + duration);
    seeded.contests.push({
      ...rest,
      // Every private and protected demo contest shares one password, so a visitor of the demo can enter them.
      pwd: rest.auth === 0 ? null : DEMO_CONTEST_PASSWORD,
      id,
      uid: creator.uid,
      count: registrants.length + (deferred?.teams ?? 0),
      startTime,
      endTime,
      sealRankTime: draft.sealRank ? new Date(endTime.getTime() - sealBeforeEnd) : null,
      starAccount: [...rest.starAccount],
      awardConfig: rest.awardConfig.map((band) => ({ ...band })),
      gmtCreate: created,
      gmtModified: created,
    });
  });
  return seeded;
}
