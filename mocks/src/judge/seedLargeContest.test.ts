import { JudgeStatus } from '@generated/model/index';
import { userByUsername, users } from '../store/schema/accounts';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { resetDb } from '../registry';
import { contestRecords, contestRegisters, contests, deferredContestRows } from '../store/schema/contests';
import { submissions, type SubmissionRow } from '../store/schema/judge';
import { contestProblems } from '../store/schema/problems';
import { ensureContestRows } from '../store/queries/contests';
import { LARGE_CONTEST_FIRST_ID, LARGE_CONTEST_FIRST_RECORD } from './seedLargeContest';

installMockServer();

const LARGE = 9;

/** The contest's rows, made if they are not yet. */
function made() {
  ensureContestRows(LARGE);
  return submissions.where('cid', LARGE);
}

describe('the 5,000-team contest', () => {
  it('costs the seed nothing: its teams and submissions are not in the store until it is read', () => {
    // Scans, which make nothing: a lookup by the contest would make the rows.
    expect(users.size).toBe(25);
    expect(submissions.some((s) => s.cid === LARGE)).toBe(false);
    expect(contestRecords.some((r) => r.cid === LARGE)).toBe(false);
    expect(deferredContestRows.has(LARGE)).toBe(true);
  });

  it('gets them when its page is first opened, and a reset takes them away again', async () => {
    const { body } = await call(`/api/get-contest-info?cid=${LARGE}`, { token: await loginAs('root') });
    expect(body).toMatchObject({ status: 200, data: { count: 5000 } });
    expect(contestRegisters.where('cid', LARGE)).toHaveLength(5000);
    expect(deferredContestRows.has(LARGE)).toBe(false);
    resetDb();
    expect([users.size, submissions.some((s) => s.cid === LARGE), deferredContestRows.has(LARGE)]).toEqual([
      25,
      false,
      true,
    ]);
  });

  it('has them for whichever call comes first: the problem counts, the submission list, a team signing in', async () => {
    const root = await loginAs('root');
    const problemList = await call<{ displayId: string; ac: number; total: number }[]>(
      `/api/get-contest-problem?cid=${LARGE}`,
      { token: root },
    );
    expect(problemList.body.data.reduce((sum, p) => sum + p.total, 0)).toBeGreaterThan(50_000);
    resetDb();
    const list = await call<{ total: number }>(
      `/api/contest-submissions?contestID=${LARGE}&limit=10&currentPage=1&onlyMine=false`,
      { token: await loginAs('root') },
    );
    expect(list.body.data.total).toBeGreaterThan(50_000);
    resetDb();
    const login = await call('/api/login', { json: { username: 'hn26_0001', password: 'hn26_0001123' } });
    expect(login.body).toMatchObject({ status: 200, data: { username: 'hn26_0001' } });
  });

  // Made once for all of these (a making costs a second or two; the reset after each test takes it away).
  it('registers 5,000 teams with about 60,000 submissions and their records, made once', () => {
    const rows = made();
    checkTeams();
    checkSubmissions(rows);
    checkVerdicts(rows);
    checkNumbering(rows);
    ensureContestRows(LARGE);
    expect([made().length, users.size]).toEqual([rows.length, 5025]);
  });
});

function checkTeams(): void {
  const teams = contestRegisters.where('cid', LARGE).map((r) => users.get(r.uid));
  expect(teams).toHaveLength(5000);
  expect(new Set(teams.map((t) => t?.username)).size).toBe(5000);
  expect(teams[0]).toMatchObject({ username: 'hn26_0001', status: 0, role: 'default_user' });
  expect(teams[4999]?.username).toBe('hn26_5000');
  for (const team of teams) {
    expect(team?.uid).toMatch(/^[0-9a-f]{32}$/);
    expect(team?.nickname).toMatch(/^\S+·\S/);
    expect(team?.school).toMatch(/大学|学院|校区/);
  }
  expect(userByUsername(contests.get(LARGE)?.starAccount[0] ?? '')).toBeDefined();
}

function checkSubmissions(rows: readonly SubmissionRow[]): void {
  expect(rows.length).toBeGreaterThan(55_000);
  expect(rows.length).toBeLessThan(65_000);
  expect(new Set(rows.map((r) => r.cpid))).toEqual(
    new Set(contestProblems.where('cid', LARGE).map((cp) => cp.id)),
  );
  expect(new Set(rows.map((r) => r.uid)).size).toBeGreaterThan(4500);
  const contest = contests.get(LARGE);
  const [start, end] = [contest?.startTime.getTime() ?? 0, contest?.endTime.getTime() ?? 0];
  expect(rows.every((r) => r.submitTime.getTime() >= start && r.submitTime.getTime() < end)).toBe(true);
  const sealed = rows.filter((r) => r.submitTime.getTime() > (contest?.sealRankTime?.getTime() ?? end));
  expect(sealed.length).toBeGreaterThan(1000);
}

function checkVerdicts(rows: readonly SubmissionRow[]): void {
  const byStatus = new Map<number, number>();
  for (const r of rows) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  for (const status of [
    JudgeStatus.ACCEPTED,
    JudgeStatus.WRONG_ANSWER,
    JudgeStatus.TIME_LIMIT_EXCEEDED,
    JudgeStatus.MEMORY_LIMIT_EXCEEDED,
    JudgeStatus.RUNTIME_ERROR,
    JudgeStatus.PRESENTATION_ERROR,
    JudgeStatus.COMPILE_ERROR,
  ])
    expect([status, (byStatus.get(status) ?? 0) > 500]).toEqual([status, true]);
  const solved = new Map<string, Set<number>>();
  for (const r of rows)
    if (r.status === JudgeStatus.ACCEPTED) solved.set(r.uid, (solved.get(r.uid) ?? new Set()).add(r.pid));
  const counts = [...solved.values()].map((s) => s.size);
  expect(Math.max(...counts)).toBe(15);
  expect(counts.filter((n) => n >= 12).length).toBeGreaterThan(20);
  expect(5000 - solved.size).toBeGreaterThan(200);
}

function checkNumbering(rows: readonly SubmissionRow[]): void {
  const ids = rows.map((r) => r.submitId).sort((a, b) => a - b);
  expect(ids[0]).toBe(LARGE_CONTEST_FIRST_ID);
  expect(ids.at(-1)).toBe(LARGE_CONTEST_FIRST_ID + rows.length - 1);
  const records = contestRecords.where('cid', LARGE);
  expect(records).toHaveLength(rows.length);
  expect(
    records.every((r) => r.id === r.submitId - LARGE_CONTEST_FIRST_ID + LARGE_CONTEST_FIRST_RECORD),
  ).toBe(true);
}
