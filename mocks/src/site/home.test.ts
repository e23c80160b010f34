import type { ACMRankVO, ContestVO, PageAnnouncementVO, WebsiteConfigMap } from '@generated/model/index';
import { userByUsername } from '../store/schema/accounts';
import { announcements } from '../store/schema/announcements';
import { installMockServer } from '../jest/installMockServer';
import { call } from '../jest/requests';
import { judgedSubmission, submissions, type SubmissionRow } from '../store/schema/judge';
import { DAY, HOUR, clock } from '../store/clock';
import { siteConfig } from '../store/schema/site';

installMockServer();

const JACKSON_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/;

describe('GET /api/get-website-config', () => {
  it('answers the public configuration with the feature switches', async () => {
    const { response, body } = await call<WebsiteConfigMap>('/api/get-website-config');
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({
      shortName: 'HOJ',
      register: true,
      openPublicDiscussion: true,
      openGroupDiscussion: true,
      openContestComment: true,
    });
    expect(body.data.name).toBeTruthy();
    expect(body.data.recordName).toBeTruthy();
    expect(body.data.projectUrl).toMatch(/^https:\/\//);
  });

  it('answers what the store holds', async () => {
    siteConfig.register = false;
    const { body } = await call<WebsiteConfigMap>('/api/get-website-config');
    expect(body.data.register).toBe(false);
  });
});

describe('GET /api/get-common-announcement', () => {
  it('lists the five visible announcements newest first, never the hidden one', async () => {
    const { body } = await call<PageAnnouncementVO>('/api/get-common-announcement');
    expect(body.data).toMatchObject({ total: 5, size: 10, current: 1, pages: 1 });
    const titles = body.data.records.map((a) => a.title);
    expect(titles).toHaveLength(5);
    expect(titles).not.toContain('【草稿】寒假集训安排');
    expect(body.data.records.every((a) => a.status === 0)).toBe(true);
    const created = body.data.records.map((a) => a.gmtCreate);
    created.forEach((d) => expect(d).toMatch(JACKSON_DATE));
    expect(created).toEqual([...created].sort().reverse());
    expect(body.data.records[0]).toMatchObject({ title: '系统维护通知', username: 'root' });
    // The hidden draft is the newest row in the store: a list that ignored the status would start with it.
    expect(announcements.some((a) => a.status === 1)).toBe(true);
  });

  it('pages with currentPage and limit', async () => {
    const { body } = await call<PageAnnouncementVO>('/api/get-common-announcement?currentPage=2&limit=3');
    expect(body.data).toMatchObject({ total: 5, size: 3, current: 2, pages: 2 });
    expect(body.data.records).toHaveLength(2);
    expect(body.data.records.map((a) => a.title)).not.toContain('【草稿】寒假集训安排');
  });
});

describe('GET /api/get-recent-contest', () => {
  it('lists visible site contests that have not ended and start within 14 days, latest start first', async () => {
    const { body } = await call<ContestVO[]>('/api/get-recent-contest');
    expect(body.data.map((c) => [c.title, c.status])).toEqual([
      ['校队选拔赛（第一轮）', -1],
      ['OI 周赛 #12', -1],
      ['春季个人赛 第 1 场', 0],
    ]);
    expect(body.data.map((c) => c.auth)).toEqual([1, 2, 0]);
    expect(body.data.map((c) => c.type)).toEqual([0, 1, 0]);
    const [running] = body.data.slice(-1);
    expect(running?.duration).toBe(5 * 3600);
    expect(running?.startTime).toMatch(JACKSON_DATE);
  });

  it('moves with time: ended contests drop out, later ones enter the 14-day window', async () => {
    clock.advance(8 * DAY);
    const { body } = await call<ContestVO[]>('/api/get-recent-contest');
    // 暑期集训选拔赛 started 21 days out, now 13; the two earlier ones have ended.
    expect(body.data.map((c) => c.title)).toEqual(['暑期集训选拔赛', '校队选拔赛（第一轮）']);
  });
});

describe('GET /api/get-recent-seven-ac-rank', () => {
  const rank = async () => (await call<ACMRankVO[]>('/api/get-recent-seven-ac-rank')).body.data;
  const acOf = (rows: ACMRankVO[], username: string) => rows.find((r) => r.username === username)?.ac;

  function accept(username: string, pid: number, ageMs: number, cid = 0): void {
    const user = userByUsername(username);
    if (!user) throw new Error(`${username} is not seeded`);
    const row: SubmissionRow = judgedSubmission({
      submitId: 90000 + submissions.size,
      uid: user.uid,
      pid,
      cid,
      status: 0,
      submitTime: new Date(clock.nowMs() - ageMs),
    });
    submissions.insert(row);
  }

  it('ranks the top ten by distinct problems accepted in the last seven days', async () => {
    const rows = await rank();
    expect(rows).toHaveLength(10);
    const counts = rows.map((r) => r.ac ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(rows[0]).toMatchObject({ username: 'alice', ac: 12 });
    expect(acOf(rows, 'bob')).toBe(9);
  });

  it('counts a problem once, and ignores old and in-contest submissions', async () => {
    const before = acOf(await rank(), 'bob');
    accept('bob', 9001, HOUR);
    accept('bob', 9001, 2 * HOUR);
    accept('bob', 9002, 8 * DAY);
    accept('bob', 9003, HOUR, 2);
    expect(acOf(await rank(), 'bob')).toBe((before ?? 0) + 1);
  });

  it('lets a user climb to the top with new solutions', async () => {
    for (let pid = 9100; pid < 9113; pid += 1) accept('carol', pid, 3 * HOUR);
    const rows = await rank();
    expect(rows[0]?.username).toBe('carol');
    expect(rows[0]?.ac).toBeGreaterThan(12);
  });

  it('forgets solutions older than seven days', async () => {
    clock.advance(7 * DAY);
    expect(await rank()).toEqual([]);
  });
});
