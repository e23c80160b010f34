import type { PageAdminSysNoticeVO, PageSysMsgVO } from '@generated/msw/model/index';
import { db, userByUsername } from '../db';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { messages } from '../messages';

installMockServer();

const NOTICE = '/api/admin/msg/notice';
const SYS_BOX = '/api/msg/sys?limit=50';

const uidOf = (username: string): string => {
  const user = userByUsername(username);
  if (!user) throw new Error(`no user ${username}`);
  return user.uid;
};

async function sysBoxTitles(username: string): Promise<string[]> {
  const token = await loginAs(username);
  const { body } = await call<PageSysMsgVO>(SYS_BOX, { token });
  return body.data.records.map((notice) => notice.title ?? '');
}

async function addNotice(token: string, json: Record<string, unknown>) {
  return call(NOTICE, { method: 'POST', token, json });
}

describe('POST /api/admin/msg/notice', () => {
  it('delivers an All notice into every user’s system box, unread, and lists it for root', async () => {
    const root = await loginAs('root', { admin: true });
    const { body } = await addNotice(root, { title: '停机维护', content: '**今晚**维护', type: 'All' });
    expect(body).toMatchObject({ status: 200, data: null });

    for (const username of ['alice', 'bob', 'admin']) {
      expect(await sysBoxTitles(username)).toContain('停机维护');
    }
    expect(db.sysNotices.filter((n) => n.title === '停机维护')).toHaveLength(db.users.length);

    const list = await call<PageAdminSysNoticeVO>(NOTICE, { token: root });
    expect(list.body.data).toMatchObject({ total: 1, size: 5 });
    expect(list.body.data.records[0]).toMatchObject({
      title: '停机维护',
      type: 'All',
      state: true,
      adminUsername: 'root',
    });
  });

  it('delivers a Single notice to the recipient only, and refuses an unknown recipient', async () => {
    const root = await loginAs('root', { admin: true });
    await addNotice(root, { title: '给 alice', content: 'hi', type: 'Single', recipientId: uidOf('alice') });

    expect(await sysBoxTitles('alice')).toContain('给 alice');
    expect(await sysBoxTitles('bob')).not.toContain('给 alice');

    const refused = await addNotice(root, { title: 'x', type: 'Single', recipientId: 'nobody' });
    expect(refused.body).toEqual({ status: 400, msg: messages.addFailed, data: null });
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
    const all = await call<PageAdminSysNoticeVO>(NOTICE, { token: root });
    expect(all.body.data.records.map((n) => n.title)).toEqual(['全体']);

    const missing = await call(`${NOTICE}?id=${String(id)}`, { method: 'DELETE', token: root });
    expect(missing.body).toEqual({ status: 400, msg: messages.deleteFailed, data: null });
  });
});
