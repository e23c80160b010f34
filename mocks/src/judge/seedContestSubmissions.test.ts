import { JudgeStatus } from '@generated/model/index';
import { users } from '../store/schema/accounts';
import { installMockServer } from '../jest/installMockServer';
import { seedTime } from '../registry';
import { contestRecords, contestRegisters, contests } from '../store/schema/contests';
import { submissions, type SubmissionRow } from '../store/schema/judge';
import { contestProblems, problems } from '../store/schema/problems';
import { judgeResult } from './outcome';

installMockServer();

const contestRows = (cid: number) => submissions.where('cid', cid);
const contest = (cid: number) => {
  const row = contests.get(cid);
  if (!row) throw new Error(`contest ${cid} is not seeded`);
  return row;
};
const usernameOf = (row: SubmissionRow) => users.get(row.uid)?.username;
const statuses = (rows: readonly SubmissionRow[]) => new Set(rows.map((r) => r.status));

describe('the seeded contests’ submissions', () => {
  it('give the ended OI contest, the running ACM one and the ended private one dozens of contestants', () => {
    const counts = [1, 2, 8].map((cid) => [cid, new Set(contestRows(cid).map((r) => r.uid)).size]);
    for (const [cid, teams] of counts) expect([cid, (teams ?? 0) >= 15]).toEqual([cid, true]);
    expect([1, 2, 8].map((cid) => contestRows(cid).length >= 80)).toEqual([true, true, true]);
  });

  it('hold every verdict a contest sees, partial accepts in the OI contest', () => {
    const all = [1, 2, 8].flatMap(contestRows);
    const every = [
      JudgeStatus.ACCEPTED,
      JudgeStatus.WRONG_ANSWER,
      JudgeStatus.TIME_LIMIT_EXCEEDED,
      JudgeStatus.MEMORY_LIMIT_EXCEEDED,
      JudgeStatus.RUNTIME_ERROR,
      JudgeStatus.PRESENTATION_ERROR,
      JudgeStatus.COMPILE_ERROR,
      JudgeStatus.SYSTEM_ERROR,
      JudgeStatus.CANCELLED,
      JudgeStatus.PARTIAL_ACCEPTED,
    ];
    expect([...statuses(all)].sort()).toEqual([...every].sort());
    expect(statuses(contestRows(1)).has(JudgeStatus.PARTIAL_ACCEPTED)).toBe(true);
    expect(statuses(contestRows(8)).has(JudgeStatus.PARTIAL_ACCEPTED)).toBe(false);
    const partial = contestRows(1).filter((r) => r.status === JudgeStatus.PARTIAL_ACCEPTED);
    expect(partial.every((r) => (r.score ?? 0) > 0 && problems.get(r.pid)?.type === 1)).toBe(true);
  });

  it('are judged by the simulated judge’s rules: a compile error is code that does not compile', () => {
    const failed = [1, 2, 8].flatMap(contestRows).filter((r) => r.status === JudgeStatus.COMPILE_ERROR);
    expect(failed.length).toBeGreaterThan(0);
    for (const row of failed) {
      const problem = problems.get(row.pid);
      if (!problem) throw new Error(`problem ${row.pid} is gone`);
      const again = judgeResult(problem, { code: row.code, language: row.language, version: 1 });
      expect([row.submitId, again.status, row.errorMessage]).toEqual([
        row.submitId,
        JudgeStatus.COMPILE_ERROR,
        again.errorMessage,
      ]);
    }
  });

  it('fall between start and now, sealed ones behind the ended contest’s seal, late ones only where allowed', () => {
    const now = seedTime().getTime();
    for (const cid of [1, 2, 8]) {
      const row = contest(cid);
      const times = contestRows(cid).map((r) => r.submitTime.getTime());
      expect(times.every((t) => t >= row.startTime.getTime() && t < now)).toBe(true);
      const late = times.filter((t) => t > row.endTime.getTime());
      expect([cid, late.length > 0]).toEqual([cid, row.allowEndSubmit && row.endTime.getTime() < now]);
    }
    const sealedAt = contest(8).sealRankTime?.getTime() ?? 0;
    const sealed = contestRows(8).filter(
      (r) => r.submitTime.getTime() > sealedAt && r.submitTime <= contest(8).endTime,
    );
    expect(sealed.length).toBeGreaterThanOrEqual(10);
    expect(statuses(sealed).has(JudgeStatus.ACCEPTED)).toBe(true);
  });

  it('come from registered accounts in the private contest, and from star accounts too', () => {
    const registered = new Set(contestRegisters.where('cid', 8).map((r) => r.uid));
    expect(contestRows(8).every((r) => registered.has(r.uid))).toBe(true);
    expect(contestRows(8).some((r) => usernameOf(r) === 'carol')).toBe(true);
    expect(contestRows(2).some((r) => usernameOf(r) === 'bob')).toBe(true);
    const blocked = ['dave', 'lucinda45', 'leanneprohaska', 'aliyah10'];
    expect([1, 2, 8].flatMap(contestRows).some((r) => blocked.includes(usernameOf(r) ?? ''))).toBe(false);
  });

  it('sit on their contest’s open problems, labelled as the contest labels them', () => {
    for (const row of [1, 2, 8].flatMap(contestRows)) {
      const cp = contestProblems.get(row.cpid);
      expect([row.submitId, cp?.cid, cp?.pid, cp?.displayId]).toEqual([
        row.submitId,
        row.cid,
        row.pid,
        row.displayId,
      ]);
      expect(problems.get(row.pid)?.auth).toBe(1);
    }
  });

  it('are numbered after the practice submissions in time order, and each has one contest record', () => {
    const mine = [1, 8].flatMap(contestRows).sort((a, b) => a.submitId - b.submitId);
    const times = mine.map((r) => r.submitTime.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(mine[0]?.submitId).toBeGreaterThan(10365);
    for (const cid of [1, 2, 8]) {
      const ids = contestRecords.where('cid', cid).map((r) => r.submitId);
      expect(ids.sort()).toEqual(
        contestRows(cid)
          .map((r) => r.submitId)
          .sort(),
      );
    }
    const start = contest(8).startTime.getTime();
    for (const record of contestRecords.where('cid', 8))
      expect(record.time).toBe(Math.floor((record.submitTime.getTime() - start) / 1000));
  });

  it('have their early balloons delivered and the last ones waiting', () => {
    const accepted = contestRecords
      .where('cid', 8)
      .filter((r) => submissions.get(r.submitId)?.status === JudgeStatus.ACCEPTED);
    expect(accepted.some((r) => r.checked)).toBe(true);
    expect(accepted.some((r) => !r.checked)).toBe(true);
    expect(contestRecords.where('cid', 8).every((r) => !r.checked || accepted.includes(r))).toBe(true);
  });
});
