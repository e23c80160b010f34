import { users } from '@hoj/mocks/store/schema/accounts';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { call, loginAs } from '@hoj/mocks/jest/requests';

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
    // AdminUserManager.insertBatchUser: no list at all is refused, an empty one imports nothing successfully.
    const missing = await call<null>(IMPORT, { token: root, json: {} });
    expect(missing.body).toEqual({ status: 400, msg: '插入的用户数据不能为空！', data: null });
    const empty = await call<null>(IMPORT, { token: root, json: { users: [] } });
    expect(empty.body.status).toBe(200);

    const anonymous = await call<null>(IMPORT, { json: { users: [['x1', 'secret123']] } });
    expect(anonymous.response.status).toBe(401);

    const admin = await loginAs('admin', { admin: true });
    const forbidden = await call<null>(IMPORT, { token: admin, json: { users: [['x2', 'secret123']] } });
    expect(forbidden.response.status).toBe(403);
    expect(users.some((u) => u.username.startsWith('x'))).toBe(false);
  });
});

describe('the batch import stores rows as HOJ does (AdminUserManager.addNewUser)', () => {
  const EMOJI_11 = '😀'.repeat(11);

  it("reproduces HOJ's F2 case: an edge-spaced password and an 11-emoji name are created and never sign in", async () => {
    const token = await loginAs('root', { admin: true });
    const imported = await call<null>(IMPORT, {
      token,
      json: {
        users: [
          ['padded01', ' secret1 ', ''],
          [EMOJI_11, 'secret1', ''],
        ],
      },
    });
    expect(imported.body.status).toBe(200);
    // Stored exactly as sent: MD5 of " secret1 " on the backend.
    expect(users.find((u) => u.username === 'padded01')?.password).toBe(' secret1 ');

    // PassportManager.login trims what is typed, so neither form of the password matches the stored one.
    const typedPlain = await call(LOGIN, { json: { username: 'padded01', password: 'secret1' } });
    expect(typedPlain.body).toEqual({ status: 400, msg: '用户名或密码错误！请注意大小写！', data: null });
    const typedPadded = await call(LOGIN, { json: { username: 'padded01', password: ' secret1 ' } });
    expect(typedPadded.body).toEqual({ status: 400, msg: '用户名或密码错误！请注意大小写！', data: null });

    // 11 emoji are 22 UTF-16 units: over the login's limit of 20 (Java length()).
    const emoji = await call(LOGIN, { json: { username: EMOJI_11, password: 'secret1' } });
    expect(emoji.body).toEqual({ status: 400, msg: '用户名长度不能超过20位!', data: null });
  });

  it('trims no other cell either, and keeps a blank-but-not-empty cell (StringUtils.isEmpty)', async () => {
    const token = await loginAs('root', { admin: true });
    await call<null>(IMPORT, {
      token,
      json: { users: [['spaced01', 'secret1', '', ' Li Lei ', 'MALE', ' ', 'HOJ U ']] },
    });
    expect(users.find((u) => u.username === 'spaced01')).toMatchObject({
      realname: ' Li Lei ',
      gender: 'male',
      nickname: ' ',
      school: 'HOJ U ',
      email: null,
    });
  });

  it('fails rows wider than their user_info columns or missing a password, as MySQL and the backend do', async () => {
    const token = await loginAs('root', { admin: true });
    const { body } = await call<null>(IMPORT, {
      token,
      json: {
        users: [
          ['wide01', 'secret1', '', '', '', '', 's'.repeat(101)],
          ['wide02', 'secret1', '', 'r'.repeat(101)],
          ['nopass01'],
          ['fits01', 'secret1', '', '', '', '😀'.repeat(100), 's'.repeat(100)],
        ],
      },
    });
    expect(body.msg).toBe('[导入结果] 成功数：1,  失败数：3,  失败的用户名：[wide01, wide02, nopass01]');
    expect(users.some((u) => u.username === 'fits01')).toBe(true);
    expect(users.some((u) => u.username.startsWith('wide') || u.username === 'nopass01')).toBe(false);
  });

  it("counts a username failing twice once, as the backend's set of failed names does", async () => {
    const token = await loginAs('root', { admin: true });
    const { body } = await call<null>(IMPORT, {
      token,
      json: {
        users: [
          ['Alice', 'secret1'],
          ['ALICE', 'secret1'],
          ['Alice', 'secret1'],
          ['solo01', 'secret1'],
        ],
      },
    });
    expect(body.msg).toBe('[导入结果] 成功数：2,  失败数：2,  失败的用户名：[Alice, ALICE]');
  });
});

describe('the portal login as HOJ runs it (PassportManager.login)', () => {
  it('trims the password and the username before comparing, and finds the name without case', async () => {
    const padded = await call(LOGIN, { json: { username: ' ALICE ', password: '  alice123 ' } });
    expect(padded.body.status).toBe(200);
  });

  it('refuses a password outside 6 to 20 UTF-16 units after trimming, before looking the user up', async () => {
    const short = await call(LOGIN, { json: { username: 'alice', password: '  abc12  ' } });
    expect(short.body).toEqual({ status: 400, msg: '密码长度应该为6~20位！', data: null });
    const emoji = await call(LOGIN, { json: { username: 'alice', password: '😀'.repeat(11) } });
    expect(emoji.body).toEqual({ status: 400, msg: '密码长度应该为6~20位！', data: null });
    const long = await call(LOGIN, { json: { username: 'a'.repeat(21), password: 'secret1' } });
    expect(long.body).toEqual({ status: 400, msg: '用户名长度不能超过20位!', data: null });
  });
});
