import { JudgeStatus } from '@generated/model/index';
import { userByUsername, users, type UserRow } from '../store/schema/accounts';
import {
  contestRecordFor,
  contestRecords,
  contestRegisters,
  contests,
  deferredUsername,
  type DeferredContestPlan,
} from '../store/schema/contests';
import { contestProblems, problems, type ContestProblemRow } from '../store/schema/problems';
import { submissions } from '../store/schema/judge';
import { DAY, MINUTE } from '../store/clock';
import { randomFrom, storyOf } from './contestAttempts';
import { contestRowMaker, type Placed } from './contestRows';
import { stableHash } from './outcome';
import { FAMILY_NAMES, GIVEN_NAMES, SCHOOLS, TEAM_WORDS } from './teamNames';

/**
 * Ids of the generated contest's submissions, and of their records: blocks of their own far above the seeded
 * ones, so they never meet ids handed out before the rows were made (and a record's id is never its
 * submission's, as in the backend's tables).
 */
export const LARGE_CONTEST_FIRST_ID = 1_000_001;
export const LARGE_CONTEST_FIRST_RECORD = 3_000_001;
/** The most wrong tries a team makes before an accept (about one in three on average). */
const MAX_WRONG = 3;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** A 32-hex uid from the team's username: stable, and unlike any drawn one. */
function teamUid(username: string): string {
  const next = randomFrom(stableHash(username));
  let uid = '';
  for (let i = 0; i < 4; i += 1)
    uid += Math.floor(next() * 2 ** 32)
      .toString(16)
      .padStart(8, '0');
  return uid;
}

/** Team `n`'s account: the captain's real name, the school, the team name as the nickname the board shows. */
function teamAccount(plan: DeferredContestPlan, n: number, created: Date): UserRow {
  const username = deferredUsername(plan, n);
  const [school, short] = pick(SCHOOLS, n);
  const family = FAMILY_NAMES[(n * 13) % FAMILY_NAMES.length] ?? '王';
  return {
    uid: teamUid(username),
    username,
    password: `${username}123`,
    nickname: `${short}·${pick(TEAM_WORDS, Math.floor(n / SCHOOLS.length) * 7 + n)}`,
    realname: `${family}${pick(GIVEN_NAMES, n * 17 + Math.floor(n / 41))}`,
    email: null,
    school,
    course: null,
    number: null,
    gender: null,
    avatar: null,
    titleName: null,
    titleColor: null,
    signature: null,
    github: null,
    blog: null,
    cfUsername: null,
    mobile: null,
    status: 0,
    role: 'default_user',
    gmtCreate: created,
    gmtModified: created,
  };
}

/**
 * Makes a generated contest's rows: one account per team (registered for the contest), each team's story of
 * submissions over the whole contest (the strongest solve nearly everything, the weakest little or nothing),
 * judged by the simulated judge's rules, and their contest records, balloons delivered. The team accounts take
 * the names the plan gives; one already taken is left out. Dates follow the contest's start, wherever resets
 * and clock moves have put it.
 */
export function makeLargeContest(cid: number, plan: DeferredContestPlan): void {
  const contest = contests.get(cid);
  if (!contest) return;
  const open: ContestProblemRow[] = contestProblems
    .where('cid', cid)
    .filter((cp) => problems.get(cp.pid)?.auth !== 2)
    .sort((a, b) => (a.displayId < b.displayId ? -1 : 1));
  const random = randomFrom(stableHash(`${cid}:${plan.usernamePrefix}:${plan.teams}`));
  const keys = open.map((_, i) => i + random() * 4);
  const order = open.map((_, i) => i).sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0));
  const start = contest.startTime.getTime();
  const span = contest.endTime.getTime() - start;
  // One date for every account: the accounts were made together before the contest.
  const created = new Date(start - 12 * DAY);
  const placed: Placed[] = [];
  for (let n = 1; n <= plan.teams; n += 1) {
    const account = teamAccount(plan, n, created);
    if (userByUsername(account.username) || users.has(account.uid)) continue;
    users.insert(account);
    if (!contestRegisters.has(`${cid}:${account.uid}`)) contestRegisters.insert({ cid, uid: account.uid });
    const strength = random();
    // The team's programs: a language and a way of writing per problem, from one number drawn per team.
    const style = Math.floor(random() * 2 ** 31);
    for (const attempt of storyOf(random, {
      order,
      strength,
      span,
      maxWrong: MAX_WRONG,
      oi: contest.type === 1,
    }))
      placed.push({
        uid: account.uid,
        cp: open[attempt.problem] as ContestProblemRow,
        status: attempt.status,
        n: attempt.n,
        at: new Date(start + attempt.at),
        seed: (style + Math.imul(attempt.problem + 1, 40503)) >>> 0,
      });
  }
  placed.sort((a, b) => a.at.getTime() - b.at.getTime());
  const rowOf = contestRowMaker();
  const deliveredBy = contest.endTime.getTime() - 10 * MINUTE;
  placed.forEach((one, index) => {
    const id = LARGE_CONTEST_FIRST_ID + index;
    if (submissions.has(id)) return;
    const row = submissions.insert(rowOf(one, id));
    const record = contestRecordFor(row, contest, LARGE_CONTEST_FIRST_RECORD + index);
    record.checked = row.status === JudgeStatus.ACCEPTED && row.submitTime.getTime() < deliveredBy;
    if (!contestRecords.has(record.id)) contestRecords.insert(record);
  });
}
