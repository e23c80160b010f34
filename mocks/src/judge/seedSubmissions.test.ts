import { JudgeStatus } from '@generated/model/index';
import { users } from '../store/schema/accounts';
import { seedTime } from '../registry';
import { DAY } from '../store/clock';
import { submissions, type SubmissionRow } from '../store/schema/judge';

/**
 * The seeded submissions come from frozen draws (once made with faker); the rank, statistics and end-to-end tests
 * count on them, so these facts, taken from the faker-drawn seed before it was frozen, must never move.
 */
describe('the seeded submissions', () => {
  // The frozen draws only: the seeded contests' stories are numbered after them (seedContestSubmissions.test.ts).
  const rows = () => submissions.all().filter((s) => s.submitId < 10001 + 365);
  const ageOf = (time: Date) => seedTime().getTime() - time.getTime();
  const countBy = (key: (row: SubmissionRow) => string | number) => {
    const counts: Record<string, number> = {};
    for (const row of rows()) counts[key(row)] = (counts[key(row)] ?? 0) + 1;
    return counts;
  };

  it('number 365 rows from 10001 in time order', () => {
    const all = rows();
    expect(all).toHaveLength(365);
    expect(all.map((s) => s.submitId)).toEqual(Array.from({ length: 365 }, (_, i) => 10001 + i));
    const ages = all.map((s) => ageOf(s.submitTime));
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
    expect(all[0]).toMatchObject({ uid: 'fe01399afca5b5cd8fbab104e4edb0e0', displayPid: 'P1040', cid: 0 });
    expect(ageOf(all[0]!.submitTime)).toBe(10312282800);
    expect(ageOf(all[364]!.submitTime)).toBe(20 * 60 * 1000);
  });

  it('keep their verdicts, contest share and submitters', () => {
    expect(countBy((s) => s.status)).toEqual({
      [JudgeStatus.ACCEPTED]: 249,
      [JudgeStatus.WRONG_ANSWER]: 53,
      [JudgeStatus.TIME_LIMIT_EXCEEDED]: 49,
      [JudgeStatus.PARTIAL_ACCEPTED]: 14,
    });
    expect(countBy((s) => s.cid)).toEqual({ 0: 353, 2: 12 });
    const byUser = countBy((s) => users.get(s.uid)?.username ?? s.uid);
    expect(byUser).toMatchObject({
      alice: 39,
      aric_rosenbaum: 31,
      bob: 28,
      jedediah44: 26,
      carol: 8,
      root: 4,
    });
    expect(Object.keys(byUser)).toHaveLength(21);
    for (const blocked of ['dave', 'lucinda45', 'leanneprohaska', 'aliyah10'])
      expect(byUser[blocked]).toBeUndefined();
  });

  it('give the veteran old solutions only', () => {
    const veteran = users.one('username', 'jedediah44')!;
    const accepted = rows().filter((s) => s.uid === veteran.uid && s.status === JudgeStatus.ACCEPTED);
    expect(accepted).toHaveLength(25);
    expect(accepted.every((s) => ageOf(s.submitTime) > 7 * DAY)).toBe(true);
  });
});
