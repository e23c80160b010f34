import type { PageAnnouncementVO } from '@generated/model/index';
import { userByUsername } from '../store/schema/accounts';
import { integrityViolation } from '../http/failure';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';
import { messages } from '../http/messages';
import { resetDb } from '../registry';
import { announcements } from '../store/schema/announcements';

installMockServer();

const ADMIN = '/api/admin/announcement';
const PUBLIC = '/api/get-common-announcement';

const adminList = async (token: string, query = '') =>
  (await call<PageAnnouncementVO>(`${ADMIN}${query}`, { token })).body.data;
const publicTitles = async () =>
  (await call<PageAnnouncementVO>(`${PUBLIC}?limit=50`)).body.data.records.map((a) => a.title);

describe('GET /api/admin/announcement', () => {
  it('lists every site announcement newest first, the hidden draft included (defaults 1 and 10)', async () => {
    const token = await loginAs('root', { admin: true });
    const page = await adminList(token);
    expect(page).toMatchObject({ total: 6, size: 10, current: 1, pages: 1 });
    expect(page.records[0]).toMatchObject({ title: '【草稿】寒假集训安排', status: 1, username: 'admin' });
    const created = page.records.map((a) => a.gmtCreate);
    expect(created).toEqual([...created].sort().reverse());
    expect(await publicTitles()).not.toContain('【草稿】寒假集训安排');

    const second = await adminList(token, '?currentPage=2&limit=4');
    expect(second).toMatchObject({ total: 6, size: 4, current: 2, pages: 2 });
    expect(second.records).toHaveLength(2);
  });

  it('is root only (announcement_admin): HTTP 403 for admin and alice, HTTP 401 for a visitor', async () => {
    for (const user of ['admin', 'alice']) {
      const token = await loginAs(user, { admin: user === 'admin' });
      const { response, body } = await call(ADMIN, { token });
      expect(response.status).toBe(403);
      expect(body).toEqual({ status: 403, msg: messages.noPermission, data: null });
    }
    expect((await call(ADMIN)).response.status).toBe(401);
  });
});

describe('creating, editing and deleting announcements', () => {
  it('goes create → listed → edit → listed with the change → delete → gone, on the store the home page reads', async () => {
    const token = await loginAs('root', { admin: true });
    // Ids follow the last one seeded (the groups' announcements share the table).
    const newId = announcements.lastId + 1;
    const root = userByUsername('root');
    const created = await call(ADMIN, {
      token,
      json: { title: '五一放假安排', content: '五一期间评测照常。', status: 0, uid: root?.uid },
    });
    expect(created.body).toEqual({ status: 200, msg: 'success', data: null });
    const [fresh] = (await adminList(token)).records;
    expect(fresh).toMatchObject({
      id: newId,
      title: '五一放假安排',
      status: 0,
      username: 'root',
      uid: root?.uid,
    });
    expect((await publicTitles())[0]).toBe('五一放假安排');

    // Hiding it takes it off the home page; the back office still lists it.
    const edited = await call(ADMIN, {
      token,
      method: 'PUT',
      json: { id: newId, title: '五一放假安排（修订）', status: 1 },
    });
    expect(edited.body.status).toBe(200);
    expect((await adminList(token)).records[0]).toMatchObject({
      id: newId,
      title: '五一放假安排（修订）',
      content: '五一期间评测照常。',
      status: 1,
    });
    expect(await publicTitles()).not.toContain('五一放假安排（修订）');

    const removed = await call(`${ADMIN}?aid=${newId}`, { token, method: 'DELETE' });
    expect(removed.body).toEqual({ status: 200, msg: 'success', data: null });
    expect((await adminList(token)).records.map((a) => a.id)).not.toContain(newId);
    expect((await call(`${ADMIN}?aid=${newId}`, { token, method: 'DELETE' })).body).toEqual({
      status: 400,
      msg: messages.deleteFailed,
      data: null,
    });
  });

  it('binds a missing status as 0: an edit without it makes a hidden announcement visible', async () => {
    const token = await loginAs('root', { admin: true });
    await call(ADMIN, { token, method: 'PUT', json: { id: 6, content: '名单已确定。' } });
    expect(announcements.find((a) => a.id === 6)).toMatchObject({ status: 0, content: '名单已确定。' });
    expect(await publicTitles()).toContain('【草稿】寒假集训安排');
  });

  it('takes the caller as publisher when no uid is sent, and never reuses a deleted id', async () => {
    const token = await loginAs('root', { admin: true });
    // Ids follow the last one seeded (the groups' announcements share the table).
    const newId = announcements.lastId + 1;
    await call(ADMIN, { token, json: { title: 'A', content: 'a' } });
    await call(`${ADMIN}?aid=${newId}`, { token, method: 'DELETE' });
    await call(ADMIN, { token, json: { title: 'B', content: 'b' } });
    expect((await adminList(token)).records[0]).toMatchObject({
      id: newId + 1,
      title: 'B',
      username: 'root',
    });
  });

  it('answers as the database does: no title or an unknown uid is HTTP 500, an unknown id fails the edit', async () => {
    const token = await loginAs('root', { admin: true });
    const seeded = announcements.size;
    for (const json of [{ content: 'no title' }, { title: 'x', uid: 'f'.repeat(32) }]) {
      const { response, body } = await call(ADMIN, { token, json });
      expect(response.status).toBe(500);
      expect(body.msg).toBe(integrityViolation().message);
    }
    const missing = await call(ADMIN, { token, method: 'PUT', json: { id: 99, title: 'x' } });
    expect(missing.body).toEqual({ status: 400, msg: messages.updateFailed, data: null });
    const noAid = await call(ADMIN, { token, method: 'DELETE' });
    expect(noAid.response.status).toBe(400);
    expect(noAid.body.msg).toBe(messages.missingParameter('aid'));
    expect(announcements.all()).toHaveLength(seeded);
  });

  it('needs role root for creating: HTTP 403 for admin, HTTP 401 for a visitor, on every write', async () => {
    const admin = await loginAs('admin', { admin: true });
    const alice = await loginAs('alice');
    const writes = [
      { method: 'POST', json: { title: 'x', content: 'y' }, path: ADMIN },
      { method: 'PUT', json: { id: 1, title: 'x' }, path: ADMIN },
      { method: 'DELETE', json: undefined, path: `${ADMIN}?aid=1` },
    ];
    for (const { method, json, path } of writes) {
      for (const token of [admin, alice]) {
        expect((await call(path, { token, method, json })).response.status).toBe(403);
      }
      expect((await call(path, { method, json })).response.status).toBe(401);
    }
    expect(announcements.find((a) => a.id === 1)?.title).toBe('欢迎来到 HOJ 在线评测系统');
  });

  it('is undone by resetDb', async () => {
    const token = await loginAs('root', { admin: true });
    const seededLastId = announcements.lastId;
    await call(ADMIN, { token, json: { title: 'temporary', content: 'x' } });
    await call(`${ADMIN}?aid=1`, { token, method: 'DELETE' });
    resetDb();
    expect(announcements.filter((a) => a.gid === null).map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(announcements.lastId).toBe(seededLastId);
  });
});
