import type { PageAdminSysNoticeVO, PageSysMsgVO } from '@generated/model/index';
import { userByUsername, users } from '../store/schema/accounts';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { clock } from '../store/clock';
import { noticeMessages } from './adminNoticeHandlers';
import { adminNotices, sysNotices } from '../store/schema/messages';
import { nextPushAt } from './noticePush';

installMockServer();

const NOTICE = '/api/admin/msg/notice';
const SYS_BOX = '/api/msg/sys?limit=50';
const MINE_BOX = '/api/msg/mine?limit=50';

const uidOf = (username: string): string => {
  const user = userByUsername(username);
  if (!user) throw new Error(`no user ${username}`);
  return user.uid;
};

async function boxTitles(username: string, box: string, password?: string): Promise<string[]> {
  const token = password === undefined ? await loginAs(username) : await loginWith(username, password);
  const { body } = await call<PageSysMsgVO>(box, { token });
  return body.data.records.map((notice) => notice.title ?? '');
}

const sysBoxTitles = (username: string, password?: string) => boxTitles(username, SYS_BOX, password);

async function loginWith(username: string, password: string): Promise<string> {
  const { response } = await call('/api/login', { json: { username, password } });
  return response.headers.get('Authorization') ?? '';
}

/** Moves the mock clock past the next top of the hour, when the backend's notice job runs. */
function toNextPush(): void {
  clock.advance(nextPushAt(clock.now()) - clock.nowMs() + 1);
}

/** hoj-vue and the back office send the writer's uid as `adminId`; the backend stores what is sent. */
async function addNotice(token: string, json: Record<string, unknown>) {
  return call(NOTICE, { method: 'POST', token, json: { adminId: uidOf('root'), ...json } });
}

// Start each test just after a full hour, so no push can happen between a write and the check that follows it.
beforeEach(toNextPush);

describe('seeded notices', () => {
  it('come from admin notices, as the server joins them: no box row without its notice', async () => {
    expect(sysNotices.size).toBeGreaterThan(0);
    for (const row of sysNotices) {
      const notice = adminNotices.get(row.adminNoticeId);
      expect(notice).toBeDefined();
      expect(notice?.state).toBe(true);
      expect(notice?.type).toBe(row.type === 'Sys' ? 'All' : 'Single');
    }
    // The back office lists the history admins wrote; the backend's list joins the writer, so the notices the
    // system wrote to one user (no admin) are not listed.
    const root = await loginAs('root', { admin: true });
    const { body } = await call<PageAdminSysNoticeVO>(`${NOTICE}?limit=50`, { token: root });
    const written = adminNotices.filter((n) => n.adminUid !== null);
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThan(adminNotices.size);
    expect(body.data.total).toBe(written.length);
  });
});

describe('POST /api/admin/msg/notice and the hourly push', () => {
  it('keeps an All notice unpushed until the next top of the hour, then puts it in every system box', async () => {
    const root = await loginAs('root', { admin: true });
    const { body } = await addNotice(root, { title: '停机维护', content: '**今晚**维护', type: 'All' });
    expect(body).toMatchObject({ status: 200, data: null });

    const listed = adminNotices.filter((n) => n.adminUid !== null).length;
    const before = await call<PageAdminSysNoticeVO>(NOTICE, { token: root });
    expect(before.body.data).toMatchObject({ total: listed, size: 5 });
    expect(before.body.data.records[0]).toMatchObject({ title: '停机维护', type: 'All', state: false });
    expect(await sysBoxTitles('alice')).not.toContain('停机维护');

    toNextPush();
    for (const username of ['alice', 'bob', 'admin']) {
      expect(await sysBoxTitles(username)).toContain('停机维护');
    }
    const written = adminNotices.find((n) => n.title === '停机维护');
    expect(sysNotices.where('adminNotice', written?.id ?? -1)).toHaveLength(users.size);
    const after = await call<PageAdminSysNoticeVO>(NOTICE, { token: root });
    expect(after.body.data.records[0]).toMatchObject({ state: true, adminUsername: 'root' });
  });

  it('pushes a Single notice into the recipient’s own box only, and refuses an unknown recipient', async () => {
    const root = await loginAs('root', { admin: true });
    await addNotice(root, { title: '给 alice', content: 'hi', type: 'Single', recipientId: uidOf('alice') });
    toNextPush();

    expect(await boxTitles('alice', MINE_BOX)).toContain('给 alice');
    expect(await sysBoxTitles('alice')).not.toContain('给 alice');
    expect(await boxTitles('bob', MINE_BOX)).not.toContain('给 alice');

    // The recipient column references user_info: the database refuses, through the global handler.
    const refused = await addNotice(root, { title: 'x', type: 'Single', recipientId: 'nobody' });
    expect(refused.response.status).toBe(500);
    expect(refused.body).toEqual({ status: 500, msg: 'Server Error! Please try Again later!', data: null });
  });

  it('never delivers an Admin notice: the backend’s job skips that type', async () => {
    const root = await loginAs('root', { admin: true });
    await addNotice(root, { title: '只给管理员', type: 'Admin' });
    toNextPush();
    expect(await sysBoxTitles('admin')).not.toContain('只给管理员');
    expect(await boxTitles('admin', MINE_BOX)).not.toContain('只给管理员');
    const list = await call<PageAdminSysNoticeVO>(NOTICE, { token: root });
    expect(list.body.data.records[0]).toMatchObject({ title: '只给管理员', state: false });
  });

  it('shows an edit in boxes already delivered, removes a deleted notice from them, and gives new accounts the pushed ones', async () => {
    const root = await loginAs('root', { admin: true });
    await addNotice(root, { title: '旧标题', content: 'v1', type: 'All' });
    toNextPush();
    const id = (await call<PageAdminSysNoticeVO>(NOTICE, { token: root })).body.data.records[0]?.id;
    await call(NOTICE, { method: 'PUT', token: root, json: { id, title: '新标题', type: 'All' } });
    expect(await sysBoxTitles('bob')).toContain('新标题');
    expect(await sysBoxTitles('bob')).not.toContain('旧标题');

    await call('/api/admin/user/insert-batch-user', {
      token: root,
      json: { users: [['newcomer', 'secret123']] },
    });
    expect(await sysBoxTitles('newcomer', 'secret123')).toContain('新标题');

    await call(`${NOTICE}?id=${String(id)}`, { method: 'DELETE', token: root });
    expect(await sysBoxTitles('bob')).not.toContain('新标题');
  });

  it('is root only: HTTP 403 for admin, HTTP 401 for a visitor', async () => {
    const admin = await loginAs('admin', { admin: true });
    expect((await addNotice(admin, { title: 'x', type: 'All' })).response.status).toBe(403);
    expect((await call(NOTICE)).response.status).toBe(401);
  });
});

describe('GET, PUT and DELETE /api/admin/msg/notice', () => {
  it('filters by type, edits and deletes', async () => {
    const root = await loginAs('root', { admin: true });
    await addNotice(root, { title: '全体', type: 'All' });
    await addNotice(root, { title: '管理员', type: 'Admin' });

    const admins = await call<PageAdminSysNoticeVO>(`${NOTICE}?type=Admin`, { token: root });
    expect(admins.body.data.records.map((n) => n.title)).toEqual(['管理员']);
    expect(await sysBoxTitles('alice')).not.toContain('管理员');

    const id = admins.body.data.records[0]?.id;
    await call(NOTICE, { method: 'PUT', token: root, json: { id, title: '管理员（改）', type: 'Admin' } });
    const edited = await call<PageAdminSysNoticeVO>(`${NOTICE}?type=Admin`, { token: root });
    expect(edited.body.data.records.map((n) => n.title)).toEqual(['管理员（改）']);
    await call(`${NOTICE}?id=${String(id)}`, { method: 'DELETE', token: root });
    const all = await call<PageAdminSysNoticeVO>(`${NOTICE}?limit=50`, { token: root });
    const titles = all.body.data.records.map((n) => n.title);
    expect(titles).toContain('全体');
    expect(titles.filter((title) => title?.startsWith('管理员'))).toEqual([]);

    const missing = await call(`${NOTICE}?id=${String(id)}`, { method: 'DELETE', token: root });
    expect(missing.body).toEqual({ status: 400, msg: '删除失败', data: null });
  });

  it('reads the notice id as the Long the server declares: a 64-bit id is a missing notice, not a server error', async () => {
    const root = await loginAs('root', { admin: true });
    const beyond32 = await call(`${NOTICE}?id=4000000000`, { method: 'DELETE', token: root });
    expect(beyond32.response.status).toBe(200);
    expect(beyond32.body).toEqual({ status: 400, msg: noticeMessages.deleteFailed, data: null });
    const beyond64 = await call(`${NOTICE}?id=9223372036854775808`, { method: 'DELETE', token: root });
    expect(beyond64.response.status).toBe(500);
  });
});

describe('the admin notice list as AdminSysNoticeMapper.getAdminSysNotice builds it', () => {
  const list = async (token: string) =>
    (await call<PageAdminSysNoticeVO>(`${NOTICE}?limit=50`, { token })).body.data.records;

  it('puts notices not yet pushed first, then the newest (order by state asc, gmt_create desc)', async () => {
    const root = await loginAs('root', { admin: true });
    await addNotice(root, { title: '仅管理员可见', type: 'Admin' });
    clock.advance(60_000);
    await addNotice(root, { title: '稍后发布的全体通知', type: 'All' });
    toNextPush();
    await addNotice(root, { title: '尚未推送', type: 'All' });

    const titles = (await list(root)).map((n) => n.title);
    // The Admin notice is never pushed, so it stays above the All notice written after it.
    expect(titles.slice(0, 3)).toEqual(['尚未推送', '仅管理员可见', '稍后发布的全体通知']);
  });

  it('lists only notices whose writer is an account (an inner join on admin_id)', async () => {
    const root = await loginAs('root', { admin: true });
    const sent = await call(NOTICE, {
      method: 'POST',
      token: root,
      json: { title: '无人署名', type: 'All' },
    });
    expect(sent.body).toMatchObject({ status: 200 });
    expect((await list(root)).map((n) => n.title)).not.toContain('无人署名');
    expect(adminNotices.find((n) => n.title === '无人署名')?.adminUid).toBeNull();

    const unknown = await addNotice(root, { title: '查无此人', type: 'All', adminId: 'nobody' });
    expect(unknown.body).toMatchObject({ status: 500 });
    expect(adminNotices.find((n) => n.title === '查无此人')).toBeUndefined();
  });

  it('dates as Jackson writes them, gmtModified filled again by an edit and gmtCreate kept', async () => {
    clock.freeze();
    const root = await loginAs('root', { admin: true });
    await addNotice(root, { title: '日期', type: 'All' });
    const [created] = await list(root);
    expect(created?.gmtCreate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/);
    expect(created?.gmtModified).toBe(created?.gmtCreate);

    clock.advance(5 * 60_000);
    await call(NOTICE, { method: 'PUT', token: root, json: { id: created?.id, title: '日期（改）' } });
    const [edited] = await list(root);
    expect(edited).toMatchObject({ id: created?.id, title: '日期（改）', gmtCreate: created?.gmtCreate });
    expect(Date.parse(edited?.gmtModified ?? '') - Date.parse(created?.gmtModified ?? '')).toBe(5 * 60_000);
  });

  it('saves a PUT naming a notice that is gone, and a POST naming a stored one edits it (saveOrUpdate)', async () => {
    const root = await loginAs('root', { admin: true });
    const gone = 987654;
    const put = await call(NOTICE, {
      method: 'PUT',
      token: root,
      json: { id: gone, title: '补发', type: 'All', adminId: uidOf('root') },
    });
    expect(put.body).toEqual({ status: 200, msg: 'success', data: null });
    const saved = adminNotices.find((n) => n.title === '补发');
    expect(saved?.id).not.toBe(gone);
    expect(saved).toMatchObject({ state: false, type: 'All' });

    const post = await addNotice(root, { id: saved?.id, title: '补发（改）', type: 'All' });
    expect(post.body).toMatchObject({ status: 200 });
    expect(adminNotices.get(saved?.id ?? 0)?.title).toBe('补发（改）');
    expect(adminNotices.filter((n) => n.title.startsWith('补发'))).toHaveLength(1);
  });

  it('refuses a type outside All, Single and Admin in the manager’s words for a failed save', async () => {
    const root = await loginAs('root', { admin: true });
    const added = await addNotice(root, { title: 'x', type: 'Everyone' });
    expect(added.body).toEqual({ status: 400, msg: '发布失败', data: null });
    const [first] = (await call<PageAdminSysNoticeVO>(NOTICE, { token: root })).body.data.records;
    const edited = await call(NOTICE, {
      method: 'PUT',
      token: root,
      json: { id: first?.id, type: 'Everyone' },
    });
    expect(edited.body).toEqual({ status: 400, msg: '更新失败', data: null });
  });
});
