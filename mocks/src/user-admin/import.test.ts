import { users } from '../accounts/tables';
import { installMockServer } from '../jest/installMockServer';
import { call, loginAs } from '../jest/requests';

installMockServer();

const IMPORT = '/api/admin/user/insert-batch-user';
const LOGIN = '/api/login';

describe('POST /api/admin/user/insert-batch-user', () => {
  it('creates default users who can then log in on the portal', async () => {
    const token = await loginAs('root', { admin: true });
    const { response, body } = await call<null>(IMPORT, {
      token,
      json: {
        users: [
          ['newbie1', 'secret123', 'newbie1@example.com', '新人', 'female', 'Nb', 'HOJ U'],
          ['newbie2', 'secret456'],
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ status: 200, data: null });
    const created = users.find((u) => u.username === 'newbie1');
    expect(created).toMatchObject({
      email: 'newbie1@example.com',
      realname: '新人',
      gender: 'female',
      nickname: 'Nb',
      school: 'HOJ U',
      role: 'default_user',
    });
    const login = await call(LOGIN, { json: { username: 'newbie2', password: 'secret456' } });
    expect(login.body.status).toBe(200);
  });

  it('reports taken usernames and e-mails per username with body status 400, creating the rest', async () => {
    const token = await loginAs('root', { admin: true });
    const aliceEmail = users.find((u) => u.username === 'alice')?.email ?? '';
    const { response, body } = await call<null>(IMPORT, {
      token,
      json: {
        users: [
          ['ALICE', 'secret123'],
          ['fresh', 'secret123'],
          ['mailclash', 'secret123', aliceEmail],
          ['fresh', 'again123'],
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(body.status).toBe(400);
    expect(body.msg).toBe('[导入结果] 成功数：1,  失败数：3,  失败的用户名：[ALICE, mailclash, fresh]');
    expect(users.filter((u) => u.username === 'fresh')).toHaveLength(1);
    expect(users.some((u) => u.username === 'mailclash')).toBe(false);
  });

  it('refuses an empty table, visitors (HTTP 401) and admins without user_admin (HTTP 403)', async () => {
    const root = await loginAs('root', { admin: true });
    const empty = await call<null>(IMPORT, { token: root, json: { users: [] } });
    expect(empty.body.status).toBe(400);

    const anonymous = await call<null>(IMPORT, { json: { users: [['x1', 'secret123']] } });
    expect(anonymous.response.status).toBe(401);

    const admin = await loginAs('admin', { admin: true });
    const forbidden = await call<null>(IMPORT, { token: admin, json: { users: [['x2', 'secret123']] } });
    expect(forbidden.response.status).toBe(403);
    expect(users.some((u) => u.username.startsWith('x'))).toBe(false);
  });
});
