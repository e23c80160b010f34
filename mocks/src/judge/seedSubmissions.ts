import { JudgeStatus } from '@generated/model/index';
import { DAY, HOUR } from '../store/clock';
import { users } from '../accounts/tables';
import type { SubmissionRow } from './tables';
import type { SeedContext } from '../store/seedContext';

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
  const rows: Omit<SubmissionRow, 'submitId'>[] = [];
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
    .map((row, index) => ({ submitId: 10001 + index, ...row }));
}
