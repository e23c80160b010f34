import type { PageUserRolesVO } from '@generated/model/index';
import { users } from '@hoj/mocks/store/schema/accounts';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { call, loginAs } from '@hoj/mocks/jest/requests';
import { messages } from '@hoj/mocks/http/messages';

installMockServer();

const LIST = '/api/admin/user/get-user-list';

describe('GET /api/admin/user/get-user-list as root', () => {
  it('pages users newest first with the MyBatis-Plus page shape (defaults 1 and 10)', async () => {
    const token = await loginAs('root', { admin: true });
    const { response, body } = await call<PageUserRolesVO>(LIST, { token });
    expect(response.status).toBe(200);
    const { records, ...meta } = body.data;
    expect(meta).toEqual({ total: 25, size: 10, current: 1, pages: 3, orders: [], searchCount: true });
    expect(records).toHaveLength(10);
    const created = records.map((u) => Date.parse((u.gmtCreate ?? '').replace('+0000', 'Z')));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const last = await call<PageUserRolesVO>(`${LIST}?currentPage=3&limit=10`, { token });
    expect(last.body.data.records).toHaveLength(5);
    expect(last.body.data.current).toBe(3);
    // The oldest account is root, created with the site.
    expect(last.body.data.records.at(-1)?.username).toBe('root');

    const fallback = await call<PageUserRolesVO>(`${LIST}?currentPage=0&limit=-5`, { token });
    expect(fallback.body.data).toMatchObject({ current: 1, size: 10 });
  });

  it('filters by keyword over username, email and real name, ignoring case', async () => {
    const token = await loginAs('root');
    const byName = await call<PageUserRolesVO>(`${LIST}?keyword=ALICE`, { token });
    expect(byName.body.data.records.map((u) => u.username)).toEqual(['alice']);

    const byRealname = await call<PageUserRolesVO>(`${LIST}?keyword=${encodeURIComponent('包博')}`, {
      token,
    });
    expect(byRealname.body.data.records.map((u) => u.username)).toEqual(['bob']);

    const byEmail = await call<PageUserRolesVO>(`${LIST}?keyword=student.hoj.test&limit=50`, { token });
    expect(byEmail.body.data.total).toBe(18);
    expect(byEmail.body.data.records.every((u) => u.email?.endsWith('@student.hoj.test'))).toBe(true);

    const none = await call<PageUserRolesVO>(`${LIST}?keyword=zzzz-nobody`, { token });
    expect(none.body.data).toMatchObject({ total: 0, pages: 0, records: [] });
  });

  it('limits to admin roles with onlyAdmin', async () => {
    const token = await loginAs('root');
    const { body } = await call<PageUserRolesVO>(`${LIST}?onlyAdmin=true`, { token });
    expect(body.data.total).toBe(3);
    const roles = body.data.records.map((u) => [u.username, u.roles.map((r) => `${r.id}:${r.role}`)]);
    expect(roles).toEqual(
      expect.arrayContaining([
        ['root', ['1000:root']],
        ['admin', ['1001:admin']],
        ['problemadmin', ['1008:problem_admin']],
      ]),
    );
  });

  it('shows what the back office edits, and never a password', async () => {
    const token = await loginAs('root');
    const { body } = await call<PageUserRolesVO>(`${LIST}?keyword=carol`, { token });
    const carol = body.data.records[0];
    expect(carol).toMatchObject({ username: 'carol', realname: '陈卡罗', status: 0 });
    expect(carol?.roles[0]).toMatchObject({ id: 1005, role: 'mute_user' });
    expect(carol?.password).toBeNull();
    expect(JSON.stringify(body)).not.toContain('carol123');

    const banned = users.find((u) => u.status === 1);
    const bannedPage = await call<PageUserRolesVO>(`${LIST}?keyword=${banned?.username ?? ''}`, { token });
    expect(bannedPage.body.data.records[0]?.status).toBe(1);
  });

  it('answers HTTP 500 for a malformed number, as Spring does', async () => {
    const { response, body } = await call(`${LIST}?currentPage=abc`, { token: await loginAs('root') });
    expect(response.status).toBe(500);
    expect(body).toEqual({ status: 500, msg: messages.serverError, data: null });
  });
});

describe('GET /api/admin/user/get-user-list without user_admin', () => {
  it('answers HTTP 403 to an admin and to a normal user', async () => {
    for (const username of ['admin', 'alice']) {
      const { response, body } = await call(LIST, { token: await loginAs(username) });
      expect(response.status).toBe(403);
      expect(body).toEqual({ status: 403, msg: messages.noPermission, data: null });
      expect(response.headers.get('Url-Type')).toBe('admin');
    }
  });

  it('answers HTTP 401 to a visitor', async () => {
    const { response, body } = await call(LIST);
    expect(response.status).toBe(401);
    expect(body).toEqual({ status: 401, msg: messages.loginRequired, data: null });
  });
});
