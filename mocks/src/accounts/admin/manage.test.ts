import { users } from '@hoj/mocks/store/schema/accounts';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { call, loginAs, send } from '@hoj/mocks/jest/requests';
import { submissions } from '@hoj/mocks/store/schema/judge';
import { lastSuperAdminMessages } from './manage';

installMockServer();

const bob = () => {
  const user = users.find((u) => u.username === 'bob');
  if (!user) throw new Error('seed lacks bob');
  return user;
};

const editBody = (overrides: Record<string, unknown> = {}) => ({
  uid: bob().uid,
  username: 'bob',
  realname: bob().realname,
  email: bob().email,
  type: 1002,
  status: 0,
  setNewPwd: false,
  ...overrides,
});

describe('PUT /api/admin/user/edit-user', () => {
  it('makes bob an admin and revokes his tokens, so he logs in again with the new role', async () => {
    const root = await loginAs('root', { admin: true });
    const bobToken = await loginAs('bob');
    const { body } = await call('/api/admin/user/edit-user', {
      method: 'PUT',
      token: root,
      json: editBody({ type: 1001 }),
    });
    expect(body.status).toBe(200);
    expect(bob().role).toBe('admin');
    const stale = await send('/api/get-user-auth-info', { token: bobToken });
    expect(stale.status).toBe(401);
    expect(await loginAs('bob', { admin: true })).toEqual(expect.any(String));
  });

  it('resets the password only with setNewPwd and refuses a short one', async () => {
    const root = await loginAs('root');
    const short = await call('/api/admin/user/edit-user', {
      method: 'PUT',
      token: root,
      json: editBody({ setNewPwd: true, password: '123' }),
    });
    expect(short.body).toEqual({ status: 400, msg: '密码长度建议为6~20位！', data: null });
    expect(bob().password).toBe('bob123');
    await call('/api/admin/user/edit-user', {
      method: 'PUT',
      token: root,
      json: editBody({ setNewPwd: true, password: 'brandnew1' }),
    });
    expect(bob().password).toBe('brandnew1');
  });

  it('refuses what AdminUserManager.editUser refuses, with its words: real name > 50, title > 20, username > 20 UTF-16 units', async () => {
    const root = await loginAs('root');
    const edit = (overrides: Record<string, unknown>) =>
      call('/api/admin/user/edit-user', { method: 'PUT', token: root, json: editBody(overrides) });
    expect((await edit({ realname: 'r'.repeat(51) })).body.msg).toBe('真实姓名的长度不能超过50位');
    expect((await edit({ titleName: 't'.repeat(21) })).body.msg).toBe('头衔的长度建议不要超过20位');
    expect((await edit({ username: '😀'.repeat(11) })).body.msg).toBe('用户名长度建议不能超过20位!');
    expect((await edit({ realname: 'r'.repeat(50), titleName: 't'.repeat(20) })).body.status).toBe(200);
    expect(bob().username).toBe('bob');
  });

  it('refuses an e-mail another user has', async () => {
    const root = await loginAs('root');
    const { body } = await call('/api/admin/user/edit-user', {
      method: 'PUT',
      token: root,
      json: editBody({ email: 'alice@hoj.test' }),
    });
    expect(body.status).toBe(400);
  });

  it('is refused to an admin without the user_admin permission', async () => {
    const admin = await loginAs('admin');
    const response = await send('/api/admin/user/edit-user', {
      method: 'PUT',
      token: admin,
      json: editBody(),
    });
    expect(response.status).toBe(403);
  });
});

describe('the last super admin', () => {
  const rootRow = () => {
    const user = users.find((u) => u.username === 'root');
    if (!user) throw new Error('seed lacks root');
    return user;
  };
  const rootBody = (overrides: Record<string, unknown>) => ({
    uid: rootRow().uid,
    username: 'root',
    email: rootRow().email,
    type: 1000,
    status: 0,
    setNewPwd: false,
    ...overrides,
  });

  it('keeps the role and may not be banned, even by themself', async () => {
    const root = await loginAs('root');
    const demote = await call('/api/admin/user/edit-user', {
      method: 'PUT',
      token: root,
      json: rootBody({ type: 1001 }),
    });
    expect(demote.body).toMatchObject({ status: 400, msg: lastSuperAdminMessages.role });
    const ban = await call('/api/admin/user/edit-user', {
      method: 'PUT',
      token: root,
      json: rootBody({ status: 1 }),
    });
    expect(ban.body).toMatchObject({ status: 400, msg: lastSuperAdminMessages.ban });
    expect(rootRow()).toMatchObject({ role: 'root', status: 0 });
  });

  it('may step down once another active super admin exists', async () => {
    const root = await loginAs('root');
    await call('/api/admin/user/edit-user', { method: 'PUT', token: root, json: editBody({ type: 1000 }) });
    expect(bob().role).toBe('root');
    const demote = await call('/api/admin/user/edit-user', {
      method: 'PUT',
      token: root,
      json: rootBody({ type: 1001 }),
    });
    expect(demote.body.status).toBe(200);
    expect(rootRow().role).toBe('admin');
  });
});

describe('DELETE /api/admin/user/delete-user', () => {
  it('deletes the users with their submissions', async () => {
    const root = await loginAs('root');
    const uid = bob().uid;
    const { body } = await call('/api/admin/user/delete-user', {
      method: 'DELETE',
      token: root,
      json: { ids: [uid] },
    });
    expect(body.status).toBe(200);
    expect(users.some((u) => u.uid === uid)).toBe(false);
    expect(submissions.some((s) => s.uid === uid)).toBe(false);
  });
});

describe('POST /api/admin/user/generate-user and GET /api/file/generate-user-excel', () => {
  it('creates numbered accounts whose spreadsheet logs them in', async () => {
    const root = await loginAs('root');
    const { body } = await call<{ key: string }>('/api/admin/user/generate-user', {
      token: root,
      json: { prefix: 'team', suffix: 'x', number_from: 1, number_to: 20, password_length: 8 },
    });
    expect(body.status).toBe(200);
    expect(users.filter((u) => /^team\d+x$/.test(u.username))).toHaveLength(20);

    const file = await send(`/api/file/generate-user-excel?key=${body.data.key}`, { token: root });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toContain(`${body.data.key}.xlsx`);
    // The mock's zip entries are stored uncompressed, so the sheet's XML is readable in the bytes.
    const sheet = new TextDecoder().decode(await file.arrayBuffer());
    const password = /team1x<\/t><\/is><\/c><c r="B2" t="inlineStr"><is><t>([^<]+)</.exec(sheet)?.[1];
    expect(password).toHaveLength(8);
    const login = await call('/api/login', { json: { username: 'team1x', password } });
    expect(login.body.status).toBe(200);
  });

  it('checks the numbers, the password length and existing names', async () => {
    const root = await loginAs('root');
    const generate = (json: Record<string, unknown>) =>
      call('/api/admin/user/generate-user', { token: root, json: { prefix: 'g', ...json } });
    expect((await generate({ number_from: 5, number_to: 4, password_length: 6 })).body.status).toBe(400);
    expect((await generate({ number_from: 1, number_to: 2, password_length: 5 })).body.status).toBe(400);
    expect((await generate({ number_from: 1, number_to: 2, password_length: 26 })).body.status).toBe(400);
    expect((await generate({ prefix: 'bo', suffix: 'b', number_from: 1, number_to: 1 })).body.status).toBe(
      200,
    );
    expect((await generate({ prefix: 'bo', suffix: 'b', number_from: 1, number_to: 1 })).body.status).toBe(
      400,
    );
  });

  it('answers an unknown key with HTTP 400 and a JSON error', async () => {
    const root = await loginAs('root');
    const file = await send('/api/file/generate-user-excel?key=nope', { token: root });
    expect(file.status).toBe(400);
    expect(await file.json()).toMatchObject({ status: 400 });
  });
});

describe('admin dashboard', () => {
  it('counts users from the store and answers the previous session', async () => {
    await loginAs('admin');
    const admin = await loginAs('admin');
    const info = await call<{ userNum: number }>('/api/admin/dashboard/get-dashboard-info', { token: admin });
    expect(info.body.data.userNum).toBe(users.size);
    const session = await call<{ uid: string }>('/api/admin/dashboard/get-sessions', {
      token: admin,
      json: {},
    });
    expect(session.body.data.uid).toBe(users.find((u) => u.username === 'admin')?.uid);
    const judges = await call<unknown[]>('/api/admin/config/get-judge-service-info', { token: admin });
    expect(judges.body.data).toHaveLength(1);
  });

  it('names the judge server and reports it healthy, with the keys a real Nacos registration carries', async () => {
    const admin = await loginAs('admin');
    const judges = await call<{ service: { metadata: Record<string, string> } }[]>(
      '/api/admin/config/get-judge-service-info',
      { token: admin },
    );
    expect(judges.body.data[0]?.service.metadata).toMatchObject({
      judgeName: 'judger-1',
      'nacos.healthy': 'true',
      'nacos.instanceId': expect.stringContaining('hoj-judgeserver'),
      'preserved.register.source': 'SPRING_CLOUD',
    });
  });
});
