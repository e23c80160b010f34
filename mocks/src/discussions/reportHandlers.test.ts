import type { PageDiscussionReportVO } from '@generated/model/index';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { integrityViolation } from '../http/failure';
import { messages } from '../http/messages';
import { discussionReports, discussions } from '../store/schema/discussions';

installMockServer();

const REPORT = '/api/discussion-report';
const ADMIN = '/api/admin/discussion-report';

const didOf = (title: string) => {
  const row = discussions.find((d) => d.title === title);
  if (!row) throw new Error(`no discussion ${title}`);
  return row.id;
};
const queue = async (token: string, query = '') =>
  (await call<PageDiscussionReportVO>(`${ADMIN}${query}`, { token })).body.data;
const serverError = () => {
  const failure = integrityViolation();
  return { status: failure.status, msg: failure.message, data: null };
};

describe('POST /api/discussion-report', () => {
  it('files a logged-in user’s report under their own name, unread, for the admins’ queue', async () => {
    const alice = await loginAs('alice');
    const did = didOf('今天第一次 AK 了入门赛！');
    const content = '#恶意谩骂# 评论区有人骂人';
    // The reporter the body names is not trusted: the report is alice's.
    const sent = await call(REPORT, { token: alice, json: { did, content, reporter: 'bob' } });
    expect(sent.body).toEqual({ status: 200, msg: 'success', data: null });

    const admin = await loginAs('admin', { admin: true });
    const page = await queue(admin, '?limit=50');
    expect(page.total).toBe(6);
    expect(page.records[0]).toMatchObject({
      did,
      reporter: 'alice',
      content,
      status: false,
      discussionTitle: '今天第一次 AK 了入门赛！',
      discussionAuthor: 'bob',
      gid: null,
    });
  });

  it('needs login: HTTP 401 for a visitor', async () => {
    const answer = await call(REPORT, { json: { did: 1, content: '#垃圾广告#' } });
    expect(answer.response.status).toBe(401);
    expect(discussionReports.size).toBe(5);
  });

  it('fails in the database for a discussion that does not exist, a missing text or one over 255 characters', async () => {
    const bob = await loginAs('bob');
    const did = didOf('大家平时用什么 IDE 写题？');
    for (const json of [
      { did: 999, content: '#垃圾广告#' },
      { content: '#垃圾广告#' },
      { did },
      { did, content: 'x'.repeat(256) },
    ]) {
      const answer = await call(REPORT, { token: bob, json });
      expect(answer.response.status).toBe(500);
      expect(answer.body).toEqual(serverError());
    }
    // The backend itself does not count the reason: a long one that fits the column is stored.
    expect((await call(REPORT, { token: bob, json: { did, content: 'x'.repeat(255) } })).body.status).toBe(
      200,
    );
    expect(discussionReports.size).toBe(6);
  });
});

describe('GET /api/admin/discussion-report', () => {
  it('lists unresolved reports first, newest first, with the reported post’s title and author', async () => {
    const token = await loginAs('problemadmin', { admin: true });
    const page = await queue(token);
    expect(page).toMatchObject({ total: 5, size: 10, current: 1, pages: 1 });
    expect(page.records.map((r) => [r.reporter, r.status])).toEqual([
      ['bob', false],
      ['dave', false],
      ['carol', false],
      ['bob', false],
      ['alice', true],
    ]);
    expect(page.records[0]).toMatchObject({
      discussionTitle: '大家平时用什么 IDE 写题？',
      discussionAuthor: 'carol',
      content: '和做题无关的闲聊，建议移到闲聊区或者关掉。',
    });
    // Both reports of the spam post: it was banned after the first one was read.
    const spam = page.records.filter((r) => r.discussionTitle === '出售刷题账号，价格私聊');
    expect(spam.map((r) => r.content)).toEqual([
      '#垃圾广告#',
      expect.stringMatching(/^#垃圾广告##违法违规# /),
    ]);
    expect(discussions.get(spam[0]?.did)?.status).toBe(1);
  });

  it('pages with currentPage and limit', async () => {
    const token = await loginAs('admin', { admin: true });
    const second = await queue(token, '?currentPage=2&limit=2');
    expect(second).toMatchObject({ total: 5, size: 2, current: 2, pages: 3 });
    expect(second.records.map((r) => r.reporter)).toEqual(['carol', 'bob']);
  });

  it('drops the reports of a deleted discussion with it', async () => {
    const token = await loginAs('admin', { admin: true });
    const did = didOf('出售刷题账号，价格私聊');
    await call('/api/admin/discussion', { token, method: 'DELETE', json: [did] });
    const page = await queue(token);
    expect(page.total).toBe(3);
    expect(page.records.some((r) => r.did === did)).toBe(false);
  });
});

describe('PUT /api/admin/discussion-report', () => {
  it('marks a report handled, which moves it below the open ones', async () => {
    const token = await loginAs('admin', { admin: true });
    const [first] = (await queue(token)).records;
    const answer = await call(ADMIN, { token, method: 'PUT', json: { id: first?.id, status: true } });
    expect(answer.body).toEqual({ status: 200, msg: 'success', data: null });
    const records = (await queue(token)).records;
    expect(records.find((r) => r.id === first?.id)?.status).toBe(true);
    expect(records.slice(0, 3).every((r) => r.status === false)).toBe(true);
  });

  it('answers 修改失败 for an unknown report and refuses a reporter who does not exist', async () => {
    const token = await loginAs('root', { admin: true });
    const unknown = await call(ADMIN, { token, method: 'PUT', json: { id: 999, status: true } });
    expect(unknown.body).toEqual({ status: 400, msg: messages.updateFailed, data: null });
    const ghost = await call(ADMIN, {
      token,
      method: 'PUT',
      json: { id: 2, status: true, reporter: 'nobody' },
    });
    expect(ghost.response.status).toBe(500);
    expect(discussionReports.get(2)?.status).toBe(false);
  });

  it('is for the admin roles: HTTP 403 for a user, HTTP 401 for a visitor', async () => {
    const alice = await loginAs('alice');
    expect((await call(ADMIN, { token: alice })).response.status).toBe(403);
    expect(
      (await call(ADMIN, { token: alice, method: 'PUT', json: { id: 2, status: true } })).response.status,
    ).toBe(403);
    expect((await call(ADMIN, { method: 'PUT', json: { id: 2, status: true } })).response.status).toBe(401);
    expect(discussionReports.get(2)?.status).toBe(false);
  });
});
