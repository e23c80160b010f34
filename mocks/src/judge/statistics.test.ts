import {
  JudgeStatus,
  type RecentUpdatedProblemVO,
  type SubmissionStatisticsVO,
} from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { problems } from '../store/schema/problems';
import { DAY, clock } from '../store/clock';
import { submissions } from '../store/schema/judge';

const { ACCEPTED } = JudgeStatus;

installMockServer();

const sum = (list: readonly number[]) => list.reduce((a, b) => a + b, 0);

describe('last-week submission statistics', () => {
  it('counts the seeded submissions of the last seven days per day, oldest first, AC within total', async () => {
    const { body } = await call<SubmissionStatisticsVO>('/api/get-last-week-submission-statistics');
    expect(body.status).toBe(200);
    const { dateStrList, acCountList, totalCountList } = body.data;
    expect(dateStrList).toHaveLength(7);
    expect(dateStrList[6]).toBe(clock.now().toISOString().slice(5, 10));
    expect(dateStrList[0]).toBe(new Date(clock.nowMs() - 6 * DAY).toISOString().slice(5, 10));
    acCountList.forEach((ac, i) => expect(ac).toBeLessThanOrEqual(totalCountList[i] ?? -1));

    const dayStart = Date.parse(`${clock.now().toISOString().slice(0, 10)}T00:00:00Z`) - 6 * DAY;
    const inWeek = submissions.filter((s) => s.submitTime.getTime() >= dayStart);
    expect(sum(totalCountList)).toBe(inWeek.length);
    expect(sum(acCountList)).toBe(inWeek.filter((s) => s.status === ACCEPTED).length);
    expect(sum(totalCountList)).toBeGreaterThan(0);
  });

  it('shows a new submission today, with or without forceRefresh', async () => {
    const before = await call<SubmissionStatisticsVO>('/api/get-last-week-submission-statistics');
    const [sample] = submissions.all();
    if (!sample) throw new Error('no seeded submission');
    submissions.insert({ ...sample!, submitId: 99999, status: ACCEPTED, submitTime: clock.now() });
    const token = await loginAs('root');
    const after = await call<SubmissionStatisticsVO>(
      '/api/get-last-week-submission-statistics?forceRefresh=true',
      { token },
    );
    expect(after.body.data.totalCountList[6]).toBe((before.body.data.totalCountList[6] ?? 0) + 1);
    expect(after.body.data.acCountList[6]).toBe((before.body.data.acCountList[6] ?? 0) + 1);
  });

  it('refuses a forceRefresh that is not a boolean, as Spring does', async () => {
    const { response } = await call('/api/get-last-week-submission-statistics?forceRefresh=maybe');
    expect(response.status).toBe(500);
  });
});

describe('recent updated problems', () => {
  it('lists the ten most recently modified public site problems, newest first', async () => {
    const { body } = await call<RecentUpdatedProblemVO[]>('/api/get-recent-updated-problem');
    expect(body.status).toBe(200);
    expect(body.data).toHaveLength(10);
    const times = body.data.map((p) => Date.parse(String(p.gmtModified).replace('+0000', 'Z')));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const item of body.data) {
      const row = problems.find((p) => p.problemId === item.problemId);
      expect(row).toMatchObject({ auth: 1, gid: null, title: item.title });
    }
  });

  it('puts a problem edited just now first and never lists private or group problems', async () => {
    const hidden = problems.find((p) => p.auth !== 1);
    const edited = problems.find((p) => p.auth === 1 && p.gid === null && p.id === 1011);
    if (!hidden || !edited) throw new Error('seed lacks the problems this test needs');
    hidden.gmtModified = clock.now();
    edited.gmtModified = new Date(clock.nowMs() - 1000);
    const { body } = await call<RecentUpdatedProblemVO[]>('/api/get-recent-updated-problem');
    expect(body.data[0]?.problemId).toBe(edited.problemId);
    expect(body.data.map((p) => p.problemId)).not.toContain(hidden.problemId);
  });
});
